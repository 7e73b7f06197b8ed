// Sessions through HTTP with real logins: the expiry slides with use but never past the hard limit,
// a session list that marks this device, one or all other sessions ended, and nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { tokenHash } from './link-tokens.js';
import { accountClient, PASSWORD, signedUp } from './users.fixtures.js';
import type { AccountClient } from './users.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

interface SessionView {
  id: string;
  current: boolean;
  userAgent: string;
  expiresAt: string;
}

async function sessionsOf(client: AccountClient): Promise<SessionView[]> {
  const response = await client.get('/api/user/sessions');
  expect(response.statusCode).toBe(200);
  return response.json<{ sessions: SessionView[] }>().sessions;
}

function sessionRow(token: string) {
  return t.db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirstOrThrow();
}

/** The same account logged in again from another device. */
async function secondDevice(email: string, userAgent: string): Promise<AccountClient> {
  const client = await accountClient(t.app, { 'user-agent': userAgent });
  expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
  return client;
}

describe('the expiry of a session', () => {
  it('starts at the idle time, within the hard limit from login', async () => {
    const client = await signedUp(t.app, 'Eva Ek', 'eva@example.se');
    const row = await sessionRow(client.token!);
    const created = Date.parse(row.created_at);
    expect(Date.parse(row.expires_at) - created).toBe(7 * DAY_MS);
    expect(Date.parse(row.hard_expires_at) - created).toBe(30 * DAY_MS);
  });

  it('moves on with use', async () => {
    const client = await signedUp(t.app, 'Fredrik Falk', 'fredrik@example.se');
    const hash = tokenHash(client.token!);
    const before = Date.now();
    // Last used two days ago, ending in five: a use now ends it seven days from now.
    await t.db
      .updateTable('sessions')
      .set({ last_used_at: iso(before - 2 * DAY_MS), expires_at: iso(before + 5 * DAY_MS) })
      .where('token_hash', '=', hash)
      .execute();
    expect((await client.get('/api/user')).statusCode).toBe(200);
    const row = await sessionRow(client.token!);
    expect(Date.parse(row.last_used_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(row.expires_at)).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(Date.parse(row.expires_at)).toBeLessThanOrEqual(Date.parse(row.hard_expires_at));
  });

  it('never moves past the hard limit, and the session ends there', async () => {
    const client = await signedUp(t.app, 'Gerd Grahn', 'gerd@example.se');
    const hash = tokenHash(client.token!);
    const now = Date.now();
    const hard = iso(now + 3_600_000);
    await t.db
      .updateTable('sessions')
      .set({
        created_at: iso(now - 30 * DAY_MS + 3_600_000),
        last_used_at: iso(now - DAY_MS),
        expires_at: iso(now + 60_000),
        hard_expires_at: hard,
      })
      .where('token_hash', '=', hash)
      .execute();
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await sessionRow(client.token!)).expires_at).toBe(hard);

    // At the hard limit the expiry is the hard limit: past it the token is refused.
    await t.db
      .updateTable('sessions')
      .set({
        last_used_at: iso(now - DAY_MS),
        expires_at: iso(now - 1),
        hard_expires_at: iso(now - 1),
      })
      .where('token_hash', '=', hash)
      .execute();
    const refused = await client.get('/api/user');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'login_required' });
  });
});

describe('the sessions list', () => {
  it("lists the account's live sessions, this one marked current", async () => {
    const laptop = await accountClient(t.app, { 'user-agent': 'Laptop Firefox' });
    await laptop.register('Hanna Hed', 'hanna@example.se', PASSWORD);
    const phone = await secondDevice('hanna@example.se', 'Phone Safari');
    const fromLaptop = await sessionsOf(laptop);
    expect(fromLaptop).toHaveLength(2);
    expect(fromLaptop.find((s) => s.current)?.userAgent).toBe('Laptop Firefox');
    expect(fromLaptop.find((s) => !s.current)?.userAgent).toBe('Phone Safari');
    const fromPhone = await sessionsOf(phone);
    expect(fromPhone.find((s) => s.current)?.userAgent).toBe('Phone Safari');
    const body = JSON.stringify(fromLaptop);
    expect(body).not.toContain(laptop.token);
    expect(body).not.toContain(tokenHash(laptop.token!));
  });

  it('ends another session by its id: its token is refused, this one goes on', async () => {
    const laptop = await signedUp(t.app, 'Ivar Isaksson', 'ivar@example.se');
    const phone = await secondDevice('ivar@example.se', 'Phone');
    const other = (await sessionsOf(laptop)).find((s) => !s.current)!;
    expect((await laptop.delete(`/api/user/sessions/${other.id}`)).statusCode).toBe(204);
    const refused = await phone.get('/api/user');
    expect(refused.statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(200);
    expect(await sessionsOf(laptop)).toEqual([expect.objectContaining({ current: true })]);
    const again = await laptop.delete(`/api/user/sessions/${other.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('ends every other session and keeps this one', async () => {
    const laptop = await signedUp(t.app, 'Jonna Jansson', 'jonna@example.se');
    const phone = await secondDevice('jonna@example.se', 'Phone');
    const tablet = await secondDevice('jonna@example.se', 'Tablet');
    expect(await sessionsOf(laptop)).toHaveLength(3);
    expect((await phone.delete('/api/user/sessions')).statusCode).toBe(204);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await tablet.get('/api/user')).statusCode).toBe(401);
    expect((await phone.get('/api/user')).statusCode).toBe(200);
    const left = await sessionsOf(phone);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, userAgent: 'Phone' });
  });

  it("answers 404 for another account's session, which goes on", async () => {
    const owner = await signedUp(t.app, 'Karin Kvist', 'karin@example.se');
    const intruder = await signedUp(t.app, 'Lars Lund', 'lars@example.se');
    const [ownersSession] = await sessionsOf(owner);
    const response = await intruder.delete(`/api/user/sessions/${ownersSession!.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: 'There is no such session.',
    });
    expect((await owner.get('/api/user')).statusCode).toBe(200);
    expect((await intruder.delete('/api/user/sessions')).statusCode).toBe(204);
    expect((await owner.get('/api/user')).statusCode).toBe(200);
  });

  it('refuses the list without a login or with a revoked token', async () => {
    const client = await signedUp(t.app, 'Maja Malm', 'maja@example.se');
    const token = client.token;
    expect((await client.post('/api/user/logout')).statusCode).toBe(204);
    client.token = token;
    expect((await client.get('/api/user/sessions')).statusCode).toBe(401);
    client.token = null;
    expect((await client.get('/api/user/sessions')).statusCode).toBe(401);
  });
});
