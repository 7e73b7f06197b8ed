// Who may use the console, on SQLite and PostgreSQL: staff sign in with a password and a TOTP code
// (each code once, or a recovery code once); /api/admin answers 401 without a login, 403 to a
// customer, and admin-only calls 403 to staff. Staff sessions end sooner than customers'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { createStaff, totpCode } from '../users/users.service.js';
import { accountClient, mailedToken, PASSWORD, signedUp } from '../users/users.fixtures.js';
import { signedInStaff } from './admin.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function enrol(email: string) {
  return createStaff(t.app.accounts, {
    email,
    name: 'Sam Staff',
    password: PASSWORD,
    role: 'staff',
  });
}

const login = async (email: string, totp?: string, ip = '10.40.0.1') => {
  const client = await accountClient(t.app, {}, { ip });
  return client.post('/api/user/login', {
    email,
    password: PASSWORD,
    ...(totp !== undefined && { totp }),
  });
};

describe('a staff login', () => {
  it('needs the TOTP code: none or a wrong one is the same 401 with no token', async () => {
    const staff = await enrol('sam@nordicparts.example');
    for (const totp of [undefined, '', '000000', 'abcdef']) {
      const res = await login('sam@nordicparts.example', totp);
      expect(res.statusCode, String(totp)).toBe(401);
      expect(res.json()).toEqual({ code: 'invalid_credentials', message: expect.any(String) });
      expect(res.body).not.toContain('token');
    }
    const ok = await login('sam@nordicparts.example', totpCode(staff.secret, new Date()));
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ token: string }>().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('takes each code once, and no older one after it', async () => {
    const staff = await enrol('once@nordicparts.example');
    const now = new Date();
    const code = totpCode(staff.secret, now);
    expect((await login('once@nordicparts.example', code)).statusCode).toBe(200);
    expect((await login('once@nordicparts.example', code)).statusCode).toBe(401);
    const earlier = totpCode(staff.secret, new Date(now.getTime() - 30_000));
    expect((await login('once@nordicparts.example', earlier)).statusCode).toBe(401);
  });

  it('takes a recovery code instead, once', async () => {
    const staff = await enrol('lost-phone@nordicparts.example');
    const [first, second] = staff.recoveryCodes;
    expect(staff.recoveryCodes).toHaveLength(10);
    expect((await login('lost-phone@nordicparts.example', first!.toUpperCase())).statusCode).toBe(
      200,
    );
    expect((await login('lost-phone@nordicparts.example', first)).statusCode).toBe(401);
    expect(
      (await login('lost-phone@nordicparts.example', second!.replace('-', ''))).statusCode,
    ).toBe(200);
  });

  it('counts a wrong code as a failed login: the limits stop a code-guesser', async () => {
    const staff = await enrol('guessed@nordicparts.example');
    const max = t.app.accounts.config.loginFailuresMax;
    for (let i = 0; i < max; i += 1)
      expect((await login('guessed@nordicparts.example', '123456', '10.40.0.5')).statusCode).toBe(
        401,
      );
    const locked = await login(
      'guessed@nordicparts.example',
      totpCode(staff.secret, new Date()),
      '10.40.0.5',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('opens a session that ends after 30 idle minutes, where a customer keeps one for days', async () => {
    const staff = await signedInStaff(t.app, 'staff');
    const session = await t.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at', 'hard_expires_at'])
      .where('user_id', '=', staff.userId)
      .executeTakeFirstOrThrow();
    const idle = Date.parse(session.expires_at) - Date.parse(session.created_at);
    expect(idle).toBe(30 * 60_000);
    expect(Date.parse(session.hard_expires_at) - Date.parse(session.created_at)).toBe(
      10 * 3_600_000,
    );
  });

  it('is not signed in by a password reset link alone', async () => {
    await enrol('reset@nordicparts.example');
    const client = await accountClient(t.app, {}, { ip: '10.40.0.9' });
    expect(
      (await client.post('/api/user/password/forgot', { email: 'reset@nordicparts.example' }))
        .statusCode,
    ).toBeLessThan(300);
    const token = await mailedToken(t.app, 'reset_password', 'reset@nordicparts.example');
    const res = await client.post('/api/user/password/reset', {
      token,
      password: 'Ny-Vinterdack-2026',
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('"token"');
  });
});

describe('/api/admin', () => {
  it('answers 401 without a login and 403 to a customer', async () => {
    const anonymous = await accountClient(t.app);
    expect((await anonymous.get('/api/admin/me')).statusCode).toBe(401);
    const customer = await signedUp(t.app, 'Anna Andersson', 'anna-admin@example.com');
    const res = await customer.get('/api/admin/audit');
    expect(res.statusCode).toBe(403);
    expect(res.json<{ code: string }>().code).toBe('forbidden');
  });

  it('tells staff and admins who they are', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const member = await signedInStaff(t.app, role);
      const res = await member.client.get('/api/admin/me');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: expect.any(String), email: member.email, role });
    }
  });

  it('refuses a cursor it did not hand out', async () => {
    const member = await signedInStaff(t.app, 'staff');
    const res = await member.client.get('/api/admin/audit?after=bm9wZQ');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('invalid_cursor');
  });
});
