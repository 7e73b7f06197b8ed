// Weak new passwords refused with the reason, in the caller's language, wherever a password is
// chosen (sign-up, reset, change): too short, only spaces, one character repeated, too common.
// The password itself is never echoed, and nothing is created or changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import {
  accountClient,
  accountsConfig,
  mailedToken,
  PASSWORD,
  signedUp,
} from './users.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { accounts: accountsConfig({ writesMax: 1000 }) } });
});
afterAll(() => t.close());

const WEAK = [
  ['abc', 'weak_password', 'The password is too short: it needs at least 5 characters.'],
  ['     ', 'weak_password', 'The password cannot be only spaces. Please choose another.'],
  [
    '\t \u00a0 \u3000',
    'weak_password',
    'The password cannot be only spaces. Please choose another.',
  ],
  [
    'aaaaa',
    'weak_password',
    'The password cannot be one character repeated. Please choose another.',
  ],
  [
    'ZZZZzzzzZZZZ',
    'weak_password',
    'The password cannot be one character repeated. Please choose another.',
  ],
  [
    'password',
    'common_password',
    'This password is one of the most common ones. Please choose another.',
  ],
] as const;

describe('a weak password at sign-up', () => {
  it.each(WEAK)('%j is refused with %s and why', async (password, code, message) => {
    const client = await accountClient(t.app);
    const email = `weak.${code}.${password.length}@example.se`;
    const response = await client.register('Anna Andersson', email, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code, message });
    // Nothing was made: the same address signs up with a good password.
    expect((await client.register('Anna Andersson', email, PASSWORD)).statusCode).toBe(201);
  });

  it.each([
    ['sv', 'Lösenordet får inte vara ett och samma tecken upprepat. Välj ett annat.'],
    ['fi', 'Salasana ei voi olla yhtä ja samaa merkkiä toistettuna. Valitse toinen.'],
  ])('is told in the request language (%s)', async (language, message) => {
    const client = await accountClient(t.app, { 'accept-language': language });
    const response = await client.register('Anna Andersson', 'anna.lang@example.se', '1111111');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'weak_password', message });
    expect(response.body).not.toContain('1111111');
  });

  it('leaves the other fields to the schema', async () => {
    const client = await accountClient(t.app);
    const response = await client.post('/api/user/create', {
      name: 'Anna Andersson',
      email: 'not-an-address',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
  });
});

describe('a weak password as the new one', () => {
  it('is refused by a reset, whose link then still works', async () => {
    const email = 'bertil.weak@example.se';
    const client = await signedUp(t.app, 'Bertil Berg', email);
    expect((await client.post('/api/user/password/forgot', { email })).statusCode).toBe(202);
    const token = await mailedToken(t.app, 'reset_password', email);
    const sv = await accountClient(t.app, { 'accept-language': 'sv' });
    const refused = await sv.post('/api/user/password/reset', { token, password: '      ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'weak_password',
      message: 'Lösenordet får inte bara bestå av mellanslag. Välj ett annat.',
    });
    const reset = await sv.post('/api/user/password/reset', { token, password: 'Ny-Kamaxel-77' });
    expect(reset.statusCode).toBe(200);
  });

  it('is refused by a change, and the old password still logs in', async () => {
    const email = 'cilla.weak@example.se';
    const client = await signedUp(t.app, 'Cilla Carlsson', email);
    const fi = await accountClient(t.app, { 'accept-language': 'fi' });
    fi.token = client.token;
    const refused = await fi.post('/api/user/password', { current: PASSWORD, password: 'xxxxxx' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'weak_password',
      message: 'Salasana ei voi olla yhtä ja samaa merkkiä toistettuna. Valitse toinen.',
    });
    const again = await accountClient(t.app);
    expect((await again.login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('is not asked of a login: an old password of any shape is only checked', async () => {
    const client = await accountClient(t.app);
    const response = await client.login('nobody.weak@example.se', 'aaaaa');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_credentials' });
  });
});
