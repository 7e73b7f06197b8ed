// Nothing tells whether an address has an account, by message or status: a wrong password and an
// unknown address answer alike; a sign-up with a taken address answers like a new one (and mails the
// owner instead, whose account stays untouched); a reset request answers alike and mails only an
// account. (Timing is measured by a script, not here.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import {
  accountClient,
  accountOrders,
  accountsConfig,
  confirmMailedAddress,
  mailCount,
  PASSWORD,
  placeOrder,
  signedUp,
} from './users.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  // Every test here calls from one IP: the per-IP limits have a test of their own.
  t = await createTestApp({ config: { accounts: accountsConfig({ writesMax: 1000 }) } });
});
afterAll(() => t.close());

/** Headers that differ from call to call whoever asks (the rate limit counts every call). */
const PER_CALL = /^(date|set-cookie|content-length|x-ratelimit-.*)$/;

/** What a caller can compare: status, body, and the headers that are not per call. */
function visible(response: LightMyRequestResponse) {
  const headers = Object.entries(response.headers).filter(([name]) => !PER_CALL.test(name));
  return { status: response.statusCode, body: response.json<unknown>(), headers };
}

/** The shape of a value: its keys and the types of its leaves. */
function shape(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value === null ? 'null' : typeof value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
}

describe('logging in', () => {
  it('answers a wrong password and an unknown address alike', async () => {
    await signedUp(t.app, 'Wilma Wall', 'wilma@example.se');
    const client = await accountClient(t.app);
    const wrong = await client.login('wilma@example.se', 'Inte-Mitt-Losen-1');
    const unknown = await client.login('nobody.here@example.se', 'Inte-Mitt-Losen-1');
    expect(wrong.statusCode).toBe(401);
    expect(visible(unknown)).toEqual(visible(wrong));
    expect(wrong.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Wrong email or password.',
    });
    expect(client.token).toBeNull();
  });

  it('answers alike in another language too', async () => {
    const client = await accountClient(t.app, { 'accept-language': 'sv' });
    const wrong = await client.login('wilma@example.se', 'Inte-Mitt-Losen-2');
    const unknown = await client.login('ingen@example.se', 'Inte-Mitt-Losen-2');
    expect(visible(unknown)).toEqual(visible(wrong));
    expect(wrong.json()).toMatchObject({ message: 'Fel e-postadress eller lösenord.' });
  });
});

describe('signing up with a taken address', () => {
  it('answers like a new sign-up, leaves the owner untouched, and mails the owner', async () => {
    const email = 'xena@example.se';
    const owner = await signedUp(t.app, 'Xena Xavier', email);
    expect((await confirmMailedAddress(t.app, owner, email)).statusCode).toBe(200);
    const ownOrder = await placeOrder(t.app, owner, email);
    const guest = await accountClient(t.app);
    const guestOrder = await placeOrder(t.app, guest, email);
    expect((await accountOrders(owner)).map((o) => o.number).sort()).toEqual(
      [ownOrder.number, guestOrder.number].sort(),
    );

    const fresh = await accountClient(t.app);
    const first = await fresh.register('Yngve Ytterberg', 'yngve@example.se', PASSWORD);
    const intruder = await accountClient(t.app);
    const taken = await intruder.register('Xena Imposter', 'Xena@Example.se', 'Ett-Annat-Losen-5');
    expect(taken.statusCode).toBe(first.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(shape(taken.json())).toEqual(shape(first.json()));
    expect(taken.json()).toMatchObject({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: { name: 'Xena Imposter', email: 'Xena@Example.se', emailConfirmed: false },
    });
    expect(taken.cookies.map((c) => c.name).sort()).toEqual(
      first.cookies.map((c) => c.name).sort(),
    );

    // The owner's account: same password, same confirmed address, same orders.
    const again = await accountClient(t.app);
    expect((await again.login(email, PASSWORD)).json()).toMatchObject({
      user: { name: 'Xena Xavier', emailConfirmed: true },
    });
    expect((await owner.get('/api/user')).statusCode).toBe(200);
    // The new token is not the owner's session: none of the owner's orders, nor its guest orders.
    expect((await intruder.get('/api/user')).json()).toMatchObject({ name: 'Xena Imposter' });
    expect(await accountOrders(intruder)).toEqual([]);
    expect(await accountOrders(owner)).toHaveLength(2);

    // The owner is told; no confirmation link goes to the address for the newcomer.
    expect(await mailCount(t.app, 'address_in_use', email)).toBe(1);
    expect(await mailCount(t.app, 'confirm_email', email)).toBe(1);
    // Asking again mails the owner again, never a link the newcomer could use.
    const resend = await intruder.post('/api/user/email/resend');
    expect(resend.statusCode).toBe(202);
    expect(await mailCount(t.app, 'confirm_email', email)).toBe(1);
    expect(await mailCount(t.app, 'address_in_use', email)).toBe(2);
  });

  it('refuses the same validation errors whether or not the address is taken', async () => {
    const client = await accountClient(t.app);
    const taken = await client.post('/api/user/create', {
      name: 'Zäta',
      email: 'xena@example.se',
      password: 'abc',
    });
    const free = await client.post('/api/user/create', {
      name: 'Zäta',
      email: 'free.address@example.se',
      password: 'abc',
    });
    expect(taken.statusCode).toBe(400);
    expect(visible(free)).toEqual(visible(taken));
  });
});

describe('asking for a reset', () => {
  it('answers a known and an unknown address alike, and mails only the known', async () => {
    await signedUp(t.app, 'Åsa Åberg', 'asa@example.se');
    const client = await accountClient(t.app);
    const known = await client.post('/api/user/password/forgot', { email: 'asa@example.se' });
    const unknown = await client.post('/api/user/password/forgot', { email: 'okand@example.se' });
    expect(known.statusCode).toBe(202);
    expect(visible(unknown)).toEqual(visible(known));
    expect(known.json()).toEqual({ message: expect.stringContaining('If an account uses') });
    expect(await mailCount(t.app, 'reset_password', 'asa@example.se')).toBe(1);
    expect(await mailCount(t.app, 'reset_password', 'okand@example.se')).toBe(0);
  });
});
