// XSRF on every state-changing account call: without the X-XSRF-TOKEN header, or with a wrong one,
// the answer is 403 {code: 'xsrf'} even with a valid bearer token, and nothing changes.
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { SWEDISH_ADDRESS } from '../orders/orders.fixtures.js';
import { accountClient, accountsConfig, PASSWORD, signedUp } from './users.fixtures.js';
import type { AccountClient } from './users.fixtures.js';

let t: TestApp;
let customer: AccountClient;
let addressId: string;
let otherSession: string;

beforeAll(async () => {
  t = await createTestApp({ config: { accounts: accountsConfig({ writesMax: 1000 }) } });
  customer = await signedUp(t.app, 'Xerxes Xsrf', 'xerxes@example.se');
  const saved = await customer.post('/api/user/addresses', { address: SWEDISH_ADDRESS });
  expect(saved.statusCode).toBe(201);
  addressId = saved.json<{ id: string }>().id;
  const phone = await accountClient(t.app);
  expect((await phone.login('xerxes@example.se', PASSWORD)).statusCode).toBe(200);
  const sessions = await customer.get('/api/user/sessions');
  const list = sessions.json<{ sessions: { id: string; current: boolean }[] }>().sessions;
  otherSession = list.find((s) => !s.current)!.id;
});
afterAll(() => t.close());

type Method = 'POST' | 'PUT' | 'DELETE';
const TOKEN = 'A'.repeat(43);
const cart = { cart: { '1234': { quantity: 1, brand: 'any', car: null } } };

/** Each state-changing call with a body it would otherwise accept. */
const CALLS: [Method, string, () => unknown][] = [
  [
    'POST',
    '/api/user/create',
    () => ({ name: 'Ny Kund', email: 'ny@example.se', password: PASSWORD }),
  ],
  ['POST', '/api/user/login', () => ({ email: 'xerxes@example.se', password: PASSWORD })],
  ['POST', '/api/user/logout', () => ({})],
  ['POST', '/api/user/password/forgot', () => ({ email: 'xerxes@example.se' })],
  ['POST', '/api/user/password/reset', () => ({ token: TOKEN, password: 'Nytt-Losen-42' })],
  ['POST', '/api/user/email/confirm', () => ({ token: TOKEN })],
  ['POST', '/api/user/email', () => ({ email: 'ny.adress@example.se', password: PASSWORD })],
  ['POST', '/api/user/email/resend', () => ({})],
  ['POST', '/api/user/profile', () => ({ name: 'Ett Nytt Namn' })],
  ['POST', '/api/user/password', () => ({ current: PASSWORD, password: 'Nytt-Losen-42' })],
  ['POST', '/api/user/delete', () => ({ password: PASSWORD })],
  ['POST', '/api/user/addresses', () => ({ address: SWEDISH_ADDRESS })],
  ['PUT', '/api/user/addresses/:address', () => ({ address: SWEDISH_ADDRESS })],
  ['DELETE', '/api/user/addresses/:address', () => undefined],
  ['DELETE', '/api/user/sessions/:session', () => undefined],
  ['DELETE', '/api/user/sessions', () => undefined],
  ['PUT', '/api/user/cart', () => cart],
  ['POST', '/api/user/cart/merge', () => cart],
];

function send(method: Method, path: string, body: unknown, headers: Record<string, string>) {
  const url = path.replace(':address', addressId).replace(':session', otherSession);
  return t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${customer.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const REFUSED = { code: 'xsrf', message: 'Missing or invalid XSRF token.' };

describe('XSRF on the account calls', () => {
  it.each(CALLS)('%s %s is 403 without the header', async (method, path, body) => {
    const response = await send(method, path, body(), {
      cookie: `${XSRF_COOKIE}=${customer.xsrf}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
  });

  it.each(CALLS)('%s %s is 403 with a wrong header', async (method, path, body) => {
    const wrong = `${customer.xsrf.slice(0, -2)}xx`;
    const response = await send(method, path, body(), {
      cookie: `${XSRF_COOKIE}=${customer.xsrf}`,
      [XSRF_HEADER]: wrong,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
  });

  it.each(CALLS)('%s %s is 403 with a header but no cookie', async (method, path, body) => {
    const response = await send(method, path, body(), { [XSRF_HEADER]: customer.xsrf });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
  });

  it('changed nothing: session, name, address, cart and the other session are as they were', async () => {
    expect((await customer.get('/api/user')).json()).toEqual({
      name: 'Xerxes Xsrf',
      email: 'xerxes@example.se',
      emailConfirmed: false,
      pendingEmail: null,
    });
    const addresses = await customer.get('/api/user/addresses');
    expect(addresses.json<{ addresses: { id: string }[] }>().addresses.map((a) => a.id)).toEqual([
      addressId,
    ]);
    expect((await customer.get('/api/user/cart')).json()).toEqual({ cart: {} });
    const sessions = await customer.get('/api/user/sessions');
    expect(sessions.json<{ sessions: { id: string }[] }>().sessions.map((s) => s.id)).toContain(
      otherSession,
    );
    const users = await t.db.selectFrom('users').select('email').execute();
    expect(users.map((u) => u.email)).not.toContain('ny@example.se');
  });

  it('lets the same calls through with the header (a control)', async () => {
    const profile = await customer.post('/api/user/profile', { name: 'Xerxes Andra' });
    expect(profile.statusCode).toBe(200);
    expect((await customer.put('/api/user/cart', cart)).statusCode).toBe(200);
  });
});
