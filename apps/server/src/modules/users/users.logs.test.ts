// No password, token or hash in any log line, at the chattiest level: the app logs to a captured
// stream while a customer signs up, logs in (right and wrong), asks for and uses a reset link,
// changes address and password, and deletes the account. Request headers (Authorization, Cookie)
// are not logged at all.
import { XSRF_COOKIE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { sendDueMail } from '../mail/mail.service.js';
import {
  accountClient,
  accountsConfig,
  mailedToken,
  PASSWORD,
  signedUp,
} from './users.fixtures.js';
import type { AccountClient } from './users.fixtures.js';

const RESET_PASSWORD = 'Grenror-Och-Packning-55';
const CHANGED_PASSWORD = 'Vevaxel-Och-Kamrem-66';
const EMAIL = 'loggad@example.se';
const NEW_EMAIL = 'ny.loggad@example.se';

const lines: string[] = [];
/** Every response body the app sent during the flow. */
const bodies: string[] = [];
/** What no log line and no answer may hold: passwords, mailed links' tokens, every stored hash. */
const hidden = new Set<string>([PASSWORD, RESET_PASSWORD, CHANGED_PASSWORD]);
/** Session tokens in clear: answered once at login, never logged. */
const tokens = new Set<string>();
const bearers: AccountClient[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { logLevel: 'trace', accounts: accountsConfig({ writesMax: 1000 }) },
    loggerStream: { write: (line) => void lines.push(line) },
    extend: (app) =>
      app.addHook('onSend', async (_request, _reply, payload) => {
        bodies.push(typeof payload === 'string' ? payload : String(payload));
        return payload;
      }),
  });
});
afterAll(() => t.close());

/** Remembers the hashes now in the database (some rows go away later in the flow). */
async function keepHashes(): Promise<void> {
  for (const u of await t.db.selectFrom('users').selectAll().execute()) {
    hidden.add(u.password_hash);
    if (u.pending_password_hash) hidden.add(u.pending_password_hash);
  }
  for (const s of await t.db.selectFrom('sessions').select('token_hash').execute())
    hidden.add(s.token_hash);
  for (const l of await t.db.selectFrom('user_links').select('token_hash').execute())
    hidden.add(l.token_hash);
  for (const c of bearers) if (c.token) tokens.add(c.token);
}

async function runTheFlow(): Promise<void> {
  const laptop = await signedUp(t.app, 'Ludvig Loggad', EMAIL);
  bearers.push(laptop);
  const phone = await accountClient(t.app);
  bearers.push(phone);
  expect((await phone.login(EMAIL, 'Fel-Losenord-9')).statusCode).toBe(401);
  expect((await phone.login(EMAIL, PASSWORD)).statusCode).toBe(200);
  expect((await phone.get('/api/user')).statusCode).toBe(200);
  // The token as the cookie of an image request.
  const byCookie = await t.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { cookie: `token=${phone.token}` },
  });
  expect(byCookie.statusCode).toBe(200);
  expect(
    (await phone.post('/api/user/create', { name: 'Kort', email: EMAIL, password: 'x' }))
      .statusCode,
  ).toBe(400);
  await keepHashes();

  expect((await phone.post('/api/user/password/forgot', { email: EMAIL })).statusCode).toBe(202);
  const resetToken = await mailedToken(t.app, 'reset_password', EMAIL);
  hidden.add(resetToken);
  await keepHashes();
  const visitor = await accountClient(t.app);
  bearers.push(visitor);
  const reset = await visitor.post('/api/user/password/reset', {
    token: resetToken,
    password: RESET_PASSWORD,
  });
  expect(reset.statusCode).toBe(200);
  visitor.token = reset.json<{ token: string }>().token;
  await keepHashes();

  const change = await visitor.post('/api/user/email', {
    email: NEW_EMAIL,
    password: RESET_PASSWORD,
  });
  expect(change.statusCode).toBe(200);
  const confirmToken = await mailedToken(t.app, 'confirm_email', NEW_EMAIL);
  hidden.add(confirmToken);
  await keepHashes();
  expect((await visitor.post('/api/user/email/confirm', { token: confirmToken })).statusCode).toBe(
    200,
  );
  const changed = await visitor.post('/api/user/password', {
    current: RESET_PASSWORD,
    password: CHANGED_PASSWORD,
  });
  expect(changed.statusCode).toBe(204);
  await keepHashes();
  // The outbox's worker sends what was queued (to .eml files here), logging as it goes.
  await sendDueMail(t.app.context);
  const deleted = await visitor.post('/api/user/delete', { password: CHANGED_PASSWORD });
  expect(deleted.statusCode).toBe(204);
}

describe('the logs and answers of an account', () => {
  it('hold no password, token or hash, and no request headers', async () => {
    await runTheFlow();
    expect(lines.length).toBeGreaterThan(20);
    const logged = lines.join('\n');
    // The capture works: the calls were logged, at trace level.
    expect(logged).toContain('/api/user/login');
    expect(logged).toContain('/api/user/password/reset');
    expect(lines.some((line) => line.includes('"req":{'))).toBe(true);
    expect(hidden.size).toBeGreaterThan(10);
    expect(tokens.size).toBeGreaterThanOrEqual(3);
    for (const secret of [...hidden, ...tokens])
      expect(logged.includes(secret), 'a secret was logged').toBe(false);
    expect(logged).not.toMatch(/argon2/i);
    expect(logged).not.toMatch(/bearer/i);
    expect(logged).not.toMatch(/authorization/i);
    expect(logged).not.toContain(`${XSRF_COOKIE}=`);
    expect(logged).not.toContain('token=');
    // The answers: tokens are handed out, but never a password or a hash of any kind.
    const answered = bodies.join('\n');
    expect(bodies.length).toBeGreaterThan(10);
    expect(answered).toContain('"token"');
    for (const secret of hidden)
      expect(answered.includes(secret), 'a password, link or hash was answered').toBe(false);
    expect(answered).not.toMatch(/argon2|password_hash|token_hash/i);
    for (const line of lines) {
      const entry = JSON.parse(line) as { req?: Record<string, unknown>; headers?: unknown };
      expect(entry.headers).toBeUndefined();
      // Fastify's request serializer: no headers at any level (an injected request has no port).
      for (const key of Object.keys(entry.req ?? {}))
        expect(['host', 'method', 'remoteAddress', 'remotePort', 'url']).toContain(key);
    }
  });
});
