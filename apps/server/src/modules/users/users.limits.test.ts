// The accounts' limits reached, then released: failed logins per address from one IP and from all
// (known or not, the same answer) and per IP, bursts of parallel guesses included, a success
// clearing the address's counts; sign-ups, reset requests, resets and confirmations per IP. Each
// test calls from IPs of its own. Windows end on the accounts' and the quotas' clocks, moved on by
// hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { rateLimitClock } from '../limits/limits.fixtures.js';
import {
  accountClient,
  accountsClock,
  accountsConfig,
  PASSWORD,
  signedUp,
} from './users.fixtures.js';
import type { AccountClient } from './users.fixtures.js';

const LOGIN_WINDOW_MS = 15 * 60_000;
const WRITES_WINDOW_MS = 15 * 60_000;
const PAIR_MAX = 3;
const BURST = 40;
const LOCKED = {
  code: 'too_many_requests',
  message: 'Too many failed logins. Try again in 15 min.',
};

let t: TestApp;
let clock: { pass(ms: number): void };
let writesClock: { pass(ms: number): void };
beforeAll(async () => {
  t = await createTestApp({
    config: {
      accounts: accountsConfig({
        loginFailuresMax: PAIR_MAX,
        loginAddressFailuresMax: 4,
        loginIpFailuresMax: 5,
        loginWindowMs: LOGIN_WINDOW_MS,
        writesMax: 2,
        writesWindowMs: WRITES_WINDOW_MS,
      }),
    },
  });
  clock = accountsClock(t.app);
  writesClock = rateLimitClock(t.app);
});
afterAll(() => t.close());

const client = (ip: string): Promise<AccountClient> => accountClient(t.app, {}, { ip });

function expectLimited(response: LightMyRequestResponse, windowMs = LOGIN_WINDOW_MS): void {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
  expect(response.json()).toEqual({ code: 'too_many_requests', message: expect.any(String) });
  expect(response.json<{ message: string }>().message).toMatch(/Try again in \d+ min\./);
}

/** Still refused a minute before the writes' window ends; answers `send`'s response once it has. */
async function whenReleased(send: () => Promise<LightMyRequestResponse>) {
  writesClock.pass(WRITES_WINDOW_MS - 60_000);
  expectLimited(await send(), WRITES_WINDOW_MS);
  writesClock.pass(60_000);
  return send();
}

async function failLogins(from: AccountClient, email: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const response = await from.login(email, 'Fel-Losenord-123');
    expect(response.statusCode).toBe(401);
  }
}

/** The statuses of `responses`, counted: { 401: 3, 429: 37 }. */
function statusCounts(responses: readonly LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

describe('failed logins per address', () => {
  it('lock a known and an unknown address alike, with Retry-After, until the window ends', async () => {
    await signedUp(t.app, 'Sara Sandberg', 'sara@example.se', { ip: '10.9.0.1' });
    const known = await client('10.0.1.1');
    const unknown = await client('10.0.1.2');
    await failLogins(known, 'sara@example.se', 3);
    // Even the right password waits: the count is of the address, not of the guesses.
    const lockedKnown = await known.login('sara@example.se', PASSWORD);
    await failLogins(unknown, 'ghost@example.se', 3);
    const lockedUnknown = await unknown.login('ghost@example.se', PASSWORD);
    for (const response of [lockedKnown, lockedUnknown]) {
      expectLimited(response);
      expect(response.json()).toEqual(LOCKED);
    }

    // One guesser does not lock the owner out: from another IP the address still opens.
    const owner = await client('10.0.1.3');
    expect((await owner.login('sara@example.se', PASSWORD)).statusCode).toBe(200);
    // Guesses from many IPs add up to a lock of the address everywhere.
    const guessers = ['10.0.1.4', '10.0.1.5', '10.0.1.6', '10.0.1.7'];
    for (const ip of guessers) await failLogins(await client(ip), 'sara@example.se', 1);
    expectLimited(await (await client('10.0.1.8')).login('sara@example.se', PASSWORD));

    // Still locked a moment before the window ends, open once it has.
    clock.pass(LOGIN_WINDOW_MS - 60_000);
    expectLimited(await known.login('sara@example.se', PASSWORD));
    clock.pass(60_000);
    expect((await known.login('sara@example.se', PASSWORD)).statusCode).toBe(200);
    expect((await known.get('/api/user')).statusCode).toBe(200);
    expect((await unknown.login('ghost@example.se', PASSWORD)).statusCode).toBe(401);
  });

  it('are cleared by a successful login, which gives back the whole quota', async () => {
    await signedUp(t.app, 'Tove Torstensson', 'tove@example.se', { ip: '10.9.0.2' });
    const from = await client('10.0.2.1');
    await failLogins(from, 'tove@example.se', 2);
    expect((await from.login('tove@example.se', PASSWORD)).statusCode).toBe(200);
    // Five failures in the window, but three since the success: the quota, and no more.
    await failLogins(from, 'tove@example.se', PAIR_MAX);
    expectLimited(await from.login('tove@example.se', PASSWORD));
  });

  it('hold under a burst: parallel wrong passwords get at most the quota of answers', async () => {
    await signedUp(t.app, 'Wilma Wik', 'wilma@example.se', { ip: '10.9.0.5' });
    const guesser = await client('10.0.8.1');
    const burst = (from: AccountClient, email: string) =>
      Promise.all(
        Array.from({ length: BURST }, (_, i) => from.login(email, `Fel-Gissning-${i}-x`)),
      );
    const known = await burst(guesser, 'wilma@example.se');
    // An address without an account answers the same way (from an IP of its own: the first
    // burst's failures count against the guesser's IP too).
    const unknown = await burst(await client('10.0.8.2'), 'ghost.burst@example.se');
    for (const responses of [known, unknown]) {
      expect(statusCounts(responses)).toEqual({ 401: PAIR_MAX, 429: BURST - PAIR_MAX });
      for (const response of responses.filter((r) => r.statusCode === 429)) {
        expectLimited(response);
        expect(response.json()).toEqual(LOCKED);
      }
    }
    // The owner, from elsewhere, still logs in; the guesser's own count is not theirs to clear.
    expect((await (await client('10.0.8.3')).login('wilma@example.se', PASSWORD)).statusCode).toBe(
      200,
    );
    expectLimited(await guesser.login('wilma@example.se', PASSWORD));
  });

  it('hold under a burst at the password of a sensitive change', async () => {
    const owner = await signedUp(t.app, 'Yngve Yxberg', 'yngve@example.se', { ip: '10.9.0.6' });
    const stolen = await accountClient(t.app, {}, { ip: '10.0.9.1' });
    stolen.token = owner.token;
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        stolen.post('/api/user/delete', { password: `Gissning-${i}-xyz` }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 400: PAIR_MAX, 429: BURST - PAIR_MAX });
    for (const response of responses.filter((r) => r.statusCode === 429)) expectLimited(response);
    expect((await owner.get('/api/user')).statusCode).toBe(200);
  });

  it('count wrong passwords of sensitive changes too', async () => {
    const owner = await signedUp(t.app, 'Ulla Ulander', 'ulla@example.se', { ip: '10.9.0.3' });
    const stolen = await accountClient(t.app, {}, { ip: '10.0.3.1' });
    stolen.token = owner.token;
    for (let i = 0; i < 3; i += 1) {
      const response = await stolen.post('/api/user/delete', { password: `Gissning-${i}-xyz` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'wrong_password' });
    }
    expectLimited(await stolen.post('/api/user/delete', { password: PASSWORD }));
    expect((await owner.get('/api/user')).statusCode).toBe(200);
  });
});

describe('failed logins per IP', () => {
  it('lock the IP across addresses, not the addresses elsewhere, until the window ends', async () => {
    await signedUp(t.app, 'Vera Vik', 'vera@example.se', { ip: '10.9.0.4' });
    const from = await client('10.0.4.1');
    for (let i = 0; i < 5; i += 1) await failLogins(from, `guess${i}@example.se`, 1);
    const locked = await from.login('vera@example.se', PASSWORD);
    expectLimited(locked);
    expect(locked.json()).toEqual(LOCKED);
    const elsewhere = await client('10.0.4.2');
    expect((await elsewhere.login('vera@example.se', PASSWORD)).statusCode).toBe(200);
    clock.pass(LOGIN_WINDOW_MS);
    expect((await from.login('vera@example.se', PASSWORD)).statusCode).toBe(200);
  });

  it('count failures only: successful logins leave the IP its whole quota', async () => {
    await signedUp(t.app, 'Xenia Xander', 'xenia@example.se', { ip: '10.9.0.7' });
    const from = await client('10.0.10.1');
    for (let i = 0; i < 8; i += 1)
      expect((await from.login('xenia@example.se', PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await failLogins(from, `guess${i}.x@example.se`, 1);
    expectLimited(await from.login('xenia@example.se', PASSWORD));
  });
});

describe('writes per IP', () => {
  it('limit sign-ups, then let them through again', async () => {
    const from = await client('10.0.5.1');
    for (const name of ['Axel', 'Berit'])
      expect((await from.register(`${name} Limit`, `${name}@limit.se`, PASSWORD)).statusCode).toBe(
        201,
      );
    const refused = await from.register('Cilla Limit', 'cilla@limit.se', PASSWORD);
    expectLimited(refused, WRITES_WINDOW_MS);
    expect(refused.body).not.toContain('token');
    const other = await client('10.0.5.2');
    expect((await other.register('Cilla Limit', 'cilla@limit.se', PASSWORD)).statusCode).toBe(201);
    const released = await whenReleased(() =>
      from.register('Doris Limit', 'doris@limit.se', PASSWORD),
    );
    expect(released.statusCode).toBe(201);
  });

  it('limit reset requests, then let them through again', async () => {
    const from = await client('10.0.6.1');
    const forgot = () => from.post('/api/user/password/forgot', { email: 'sara@example.se' });
    expect((await forgot()).statusCode).toBe(202);
    expect((await forgot()).statusCode).toBe(202);
    expectLimited(await forgot(), WRITES_WINDOW_MS);
    expect((await whenReleased(forgot)).statusCode).toBe(202);
  });

  it('limit resets and confirmations, then let them through again', async () => {
    // A confirmation needs a login to the link's account: the caller is signed up first.
    const from = await signedUp(t.app, 'Limit Larsson', 'limit.larsson@example.se', {
      ip: '10.0.7.1',
    });
    const reset = () =>
      from.post('/api/user/password/reset', { token: 'A'.repeat(43), password: 'Nytt-Losen-99' });
    const confirm = () => from.post('/api/user/email/confirm', { token: 'B'.repeat(43) });
    for (const send of [reset, confirm]) {
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      expectLimited(await send(), WRITES_WINDOW_MS);
    }
    // Both windows end together.
    writesClock.pass(WRITES_WINDOW_MS - 60_000);
    for (const send of [reset, confirm]) expectLimited(await send(), WRITES_WINDOW_MS);
    writesClock.pass(60_000);
    for (const send of [reset, confirm]) {
      const released = await send();
      expect(released.statusCode).toBe(400);
      expect(released.json()).toMatchObject({ code: 'invalid_link' });
    }
  });
});
