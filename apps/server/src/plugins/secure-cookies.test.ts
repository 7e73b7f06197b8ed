// Cookies are Secure when the request came over HTTPS through a trusted proxy (TRUST_PROXY and
// X-Forwarded-Proto: https), and only then: plain local http, or a header from a proxy not
// trusted, leaves them without it.
import { XSRF_COOKIE } from '@shop/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../lib/request-user.js';
import { accountClient, accountsConfig, PASSWORD } from '../modules/users/users.fixtures.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { withSecure } from './secure-cookies.js';

const HTTPS = { 'x-forwarded-proto': 'https' };

let proxied: TestApp;
let direct: TestApp;

beforeAll(async () => {
  const accounts = accountsConfig({ writesMax: 1000 });
  proxied = await createTestApp({ config: { trustProxy: true, accounts } });
  direct = await createTestApp({ config: { trustProxy: false, accounts } });
});

afterAll(async () => {
  await proxied?.close();
  await direct?.close();
});

/** Each cookie the answer sets, by name: whether it is Secure. */
function secureByName(response: LightMyRequestResponse): Record<string, boolean> {
  return Object.fromEntries(response.cookies.map((c) => [c.name, c.secure === true]));
}

/** Signs up, then logs out: the answers that set the XSRF cookie, the token, and clear the token. */
async function cookieAnswers(t: TestApp, headers: Record<string, string>, email: string) {
  const first = await t.app.inject({ method: 'GET', url: '/api/item-groups', headers });
  const client = await accountClient(t.app, headers);
  const signUp = await client.register('Siri Secure', email, PASSWORD);
  expect(signUp.statusCode).toBe(201);
  const logout = await client.post('/api/user/logout');
  expect(logout.statusCode).toBe(204);
  return { first, signUp, logout };
}

describe('behind a trusted proxy', () => {
  it('marks every cookie Secure on an HTTPS request', async () => {
    const { first, signUp, logout } = await cookieAnswers(proxied, HTTPS, 'siri.tls@example.se');
    expect(secureByName(first)).toEqual({ [XSRF_COOKIE]: true });
    expect(secureByName(signUp)[TOKEN_COOKIE]).toBe(true);
    // The cookie that ends the session is set like the one that began it.
    expect(secureByName(logout)[TOKEN_COOKIE]).toBe(true);
    for (const response of [first, signUp, logout])
      expect(Object.values(secureByName(response)).every(Boolean)).toBe(true);
  });

  it('leaves plain http without Secure', async () => {
    const { first, signUp, logout } = await cookieAnswers(proxied, {}, 'siri.plain@example.se');
    expect(secureByName(first)).toEqual({ [XSRF_COOKIE]: false });
    expect(secureByName(signUp)[TOKEN_COOKIE]).toBe(false);
    expect(secureByName(logout)[TOKEN_COOKIE]).toBe(false);
  });
});

describe('without a trusted proxy', () => {
  it('ignores a forwarded https: the request was plain http', async () => {
    const { first, signUp } = await cookieAnswers(direct, HTTPS, 'siri.forged@example.se');
    expect(secureByName(first)).toEqual({ [XSRF_COOKIE]: false });
    expect(secureByName(signUp)[TOKEN_COOKIE]).toBe(false);
  });
});

describe('withSecure', () => {
  it.each([
    ['a=1; Path=/', 'a=1; Path=/; Secure'],
    ['a=1; Path=/; Secure', 'a=1; Path=/; Secure'],
    ['a=1; secure; HttpOnly', 'a=1; secure; HttpOnly'],
    ['secure=1; Path=/', 'secure=1; Path=/; Secure'],
  ])('%s -> %s', (cookie, expected) => {
    expect(withSecure(cookie)).toBe(expected);
  });
});
