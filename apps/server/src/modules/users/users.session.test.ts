// Sign up, log in, who am I, log out: real logins through HTTP, tokens refused once revoked,
// expired or forged, on SQLite and (with TEST_PG_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { tokenHash } from './link-tokens.js';
import { accountClient, PASSWORD } from './users.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an account', () => {
  it('signs up logged in, knows who it is, and logs out for good', async () => {
    const client = await accountClient(t.app);
    const created = await client.register('Anna Andersson', 'Anna@Example.se', PASSWORD);
    expect(created.statusCode).toBe(201);
    const body = created.json<{ token: string; user: unknown }>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      name: 'Anna Andersson',
      email: 'Anna@Example.se',
      emailConfirmed: false,
      pendingEmail: null,
    });
    const cookie = created.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);

    const stored = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).toContain(tokenHash(body.token));
    expect(JSON.stringify(stored)).not.toContain(body.token);

    expect((await client.post('/api/user/logout')).statusCode).toBe(204);
    const after = await client.get('/api/user');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'login_required', message: 'Please log in.' });
  });

  it('logs in with any case of the address, a new token each time', async () => {
    const first = await accountClient(t.app);
    await first.register('Bertil Berg', 'bertil@example.se', PASSWORD);
    const second = await accountClient(t.app);
    const login = await second.login('BERTIL@example.se', PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(second.token).not.toBe(first.token);
    expect((await first.get('/api/user')).statusCode).toBe(200);
    expect((await second.get('/api/user')).json()).toMatchObject({ email: 'bertil@example.se' });
  });

  it('refuses a forged, an expired and a malformed token', async () => {
    const client = await accountClient(t.app);
    await client.register('Cecilia Carlsson', 'cecilia@example.se', PASSWORD);
    const real = client.token!;
    client.token = real.slice(0, -1) + (real.endsWith('A') ? 'B' : 'A');
    expect((await client.get('/api/user')).statusCode).toBe(401);
    client.token = 'not a token';
    expect((await client.get('/api/user')).statusCode).toBe(401);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', tokenHash(real))
      .execute();
    client.token = real;
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('never answers a password, a hash or a token hash', async () => {
    const client = await accountClient(t.app);
    const created = await client.register('Doris Dahl', 'doris@example.se', PASSWORD);
    const hashes = await t.db.selectFrom('users').select('password_hash').execute();
    const answers = [
      created.body,
      (await client.get('/api/user')).body,
      (await client.get('/api/user/sessions')).body,
    ];
    for (const body of answers) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain('argon2');
      for (const h of hashes) expect(body).not.toContain(h.password_hash);
    }
  });
});
