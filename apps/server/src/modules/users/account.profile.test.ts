// The customer's own changes through HTTP: the name; the address, asked with the password and
// swapped only once a link mailed to the new address confirms it; the password, which ends the other
// sessions and keeps this one; and deleting the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { SWEDISH_ADDRESS } from '../orders/orders.fixtures.js';
import {
  accountClient,
  accountsConfig,
  confirmMailedAddress,
  mailCount,
  mailedToken,
  PASSWORD,
  signedUp,
} from './users.fixtures.js';
import type { AccountClient } from './users.fixtures.js';

const NEW_PASSWORD = 'Tandstift-Och-Fordelare-8';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { accounts: accountsConfig({ writesMax: 1000 }) } });
});
afterAll(() => t.close());

async function logsIn(email: string, password: string): Promise<number> {
  return (await (await accountClient(t.app)).login(email, password)).statusCode;
}

async function otherDevice(email: string): Promise<AccountClient> {
  const client = await accountClient(t.app);
  expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
  return client;
}

describe('the name', () => {
  it('changes, and a name shorter than five characters is refused', async () => {
    const client = await signedUp(t.app, 'Rune Rask', 'rune@example.se');
    const changed = await client.post('/api/user/profile', { name: 'Rune Rasmusson' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Rune Rasmusson', email: 'rune@example.se' });
    expect((await client.get('/api/user')).json()).toMatchObject({ name: 'Rune Rasmusson' });
    const short = await client.post('/api/user/profile', { name: 'Rune' });
    expect(short.statusCode).toBe(400);
    expect((await client.get('/api/user')).json()).toMatchObject({ name: 'Rune Rasmusson' });
  });
});

describe('the address', () => {
  it('needs the right password', async () => {
    const client = await signedUp(t.app, 'Siv Strand', 'siv@example.se');
    const wrong = await client.post('/api/user/email', {
      email: 'siv.ny@example.se',
      password: 'Inte-Mitt-Losen-4',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'wrong_password', message: 'The password is wrong.' });
    expect((await client.get('/api/user')).json()).toMatchObject({ pendingEmail: null });
    expect(await mailCount(t.app, 'confirm_email', 'siv.ny@example.se')).toBe(0);
  });

  it('is swapped once the link mailed to the new address confirms it; the password goes with it', async () => {
    const client = await signedUp(t.app, 'Tor Tell', 'tor@example.se');
    const asked = await client.post('/api/user/email', {
      email: 'tor.ny@example.se',
      password: PASSWORD,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      name: 'Tor Tell',
      email: 'tor@example.se',
      emailConfirmed: false,
      pendingEmail: 'tor.ny@example.se',
    });
    expect(await mailCount(t.app, 'confirm_email', 'tor.ny@example.se')).toBe(1);
    // The old address had its sign-up link, and nothing more.
    expect(await mailCount(t.app, 'confirm_email', 'tor@example.se')).toBe(1);
    // Until then the old address is the login.
    expect(await logsIn('tor.ny@example.se', PASSWORD)).toBe(401);
    expect(await logsIn('tor@example.se', PASSWORD)).toBe(200);

    const confirmed = await confirmMailedAddress(t.app, client, 'tor.ny@example.se');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      name: 'Tor Tell',
      email: 'tor.ny@example.se',
      emailConfirmed: true,
      pendingEmail: null,
    });
    expect((await client.get('/api/user')).json()).toMatchObject({ email: 'tor.ny@example.se' });
    expect(await logsIn('tor.ny@example.se', PASSWORD)).toBe(200);
    expect(await logsIn('tor@example.se', PASSWORD)).toBe(401);
  });

  it("is never another confirmed account's: its owner is told, and no link goes out", async () => {
    const owner = await signedUp(t.app, 'Ulf Udd', 'ulf@example.se');
    await confirmMailedAddress(t.app, owner, 'ulf@example.se');
    const client = await signedUp(t.app, 'Vilma Vall', 'vilma@example.se');
    const asked = await client.post('/api/user/email', {
      email: 'ulf@example.se',
      password: PASSWORD,
    });
    // The same answer as for a free address.
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ pendingEmail: 'ulf@example.se' });
    expect(await mailCount(t.app, 'confirm_email', 'ulf@example.se')).toBe(1);
    expect(await mailCount(t.app, 'address_in_use', 'ulf@example.se')).toBe(1);
    expect((await owner.get('/api/user')).json()).toMatchObject({ email: 'ulf@example.se' });
  });

  it('pending, is asked for again after a password change', async () => {
    const client = await signedUp(t.app, 'Wera Wik', 'wera@example.se');
    await client.post('/api/user/email', { email: 'wera.ny@example.se', password: PASSWORD });
    const changed = await client.post('/api/user/password', {
      current: PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(204);
    expect((await client.get('/api/user')).json()).toMatchObject({ pendingEmail: null });
    const stale = await confirmMailedAddress(t.app, client, 'wera.ny@example.se');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'invalid_link' });
    expect(await logsIn('wera@example.se', NEW_PASSWORD)).toBe(200);
  });
});

describe('the password', () => {
  it('changes with the current one: other sessions end, this one goes on, the address is told', async () => {
    const email = 'yvonne@example.se';
    const client = await signedUp(t.app, 'Yvonne Ylva', email);
    const phone = await otherDevice(email);
    const wrong = await client.post('/api/user/password', {
      current: 'Inte-Mitt-Losen-5',
      password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password' });
    expect((await phone.get('/api/user')).statusCode).toBe(200);

    const common = await client.post('/api/user/password', {
      current: PASSWORD,
      password: 'qwerty',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'common_password' });

    const changed = await client.post('/api/user/password', {
      current: PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(204);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    const sessions = await client.get('/api/user/sessions');
    expect(sessions.json()).toEqual({ sessions: [expect.objectContaining({ current: true })] });
    expect(await logsIn(email, PASSWORD)).toBe(401);
    expect(await logsIn(email, NEW_PASSWORD)).toBe(200);
    expect(await mailCount(t.app, 'password_changed', email)).toBe(1);
  });

  it('voids a reset link asked for before the change', async () => {
    const email = 'alva@example.se';
    const client = await signedUp(t.app, 'Alva Alm', email);
    expect((await client.post('/api/user/password/forgot', { email })).statusCode).toBe(202);
    const token = await mailedToken(t.app, 'reset_password', email);
    await client.post('/api/user/password', { current: PASSWORD, password: NEW_PASSWORD });
    const reset = await client.post('/api/user/password/reset', {
      token,
      password: 'Ett-Tredje-Losen-3',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ code: 'invalid_link' });
    expect(await logsIn(email, NEW_PASSWORD)).toBe(200);
  });
});

describe('deleting the account', () => {
  it('needs the password, then ends every session, the login and the saved data', async () => {
    const email = 'zacke@example.se';
    const client = await signedUp(t.app, 'Zacke Zetterberg', email);
    const phone = await otherDevice(email);
    await client.post('/api/user/addresses', { address: SWEDISH_ADDRESS });
    await client.put('/api/user/cart', { cart: { ['a'.repeat(24)]: { quantity: 1 } } });
    const wrong = await client.post('/api/user/delete', { password: 'Inte-Mitt-Losen-6' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password' });
    expect((await client.get('/api/user')).statusCode).toBe(200);

    const deleted = await client.post('/api/user/delete', { password: PASSWORD });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.cookies.find((c) => c.name === 'token')?.value).toBe('');
    expect((await client.get('/api/user')).statusCode).toBe(401);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect(await logsIn(email, PASSWORD)).toBe(401);
    const users = await t.db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', email)
      .execute();
    expect(users).toEqual([]);
    for (const table of ['user_addresses', 'user_carts', 'sessions', 'user_links'] as const) {
      const orphans = await t.db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', 'not in', t.db.selectFrom('users').select('id'))
        .execute();
      expect(orphans, table).toEqual([]);
    }
  });
});
