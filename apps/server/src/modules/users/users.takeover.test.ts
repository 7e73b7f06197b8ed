// Someone signs up with another person's address before they do: the mailbox alone never hands
// that account's address to the signer-up, and the mailbox's owner who takes it over by a reset
// gets it clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { SWEDISH_ADDRESS } from '../orders/orders.fixtures.js';
import {
  PASSWORD,
  accountClient,
  accountOrders,
  accountsConfig,
  mailCount,
  mailedToken,
  placeOrder,
  signedUp,
} from './users.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { accounts: accountsConfig({ writesMax: 1000 }) } });
});
afterAll(() => t.close());

describe('a confirmation link', () => {
  it('confirms only for a caller logged in to its account, and stays usable until then', async () => {
    const email = 'vera@example.se';
    // A guest order of the address's owner, which a confirmed account would list.
    await placeOrder(t.app, await accountClient(t.app), email);
    const signer = await signedUp(t.app, 'Not Vera Herself', email);
    const token = await mailedToken(t.app, 'confirm_email', email);

    // The owner opens the mail without being logged in to that account: nothing is confirmed.
    const anonymous = await (await accountClient(t.app)).post('/api/user/email/confirm', { token });
    expect(anonymous.statusCode).toBe(401);
    const other = await signedUp(t.app, 'Some Other One', 'other@example.se');
    const wrong = await other.post('/api/user/email/confirm', { token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_link' });
    expect((await signer.get('/api/user')).json()).toMatchObject({ emailConfirmed: false });
    expect(await accountOrders(signer)).toEqual([]);

    // The account's own login confirms it (the link was not used up by the others).
    const own = await signer.post('/api/user/email/confirm', { token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email, emailConfirmed: true });
  });
});

describe('a reset of an unconfirmed account', () => {
  it('takes it over clean: no saved address or cart of whoever made it, the old sessions ended', async () => {
    const email = 'wilma@example.se';
    const signer = await signedUp(t.app, 'Not Wilma Herself', email);
    const planted = await signer.post('/api/user/addresses', { address: SWEDISH_ADDRESS });
    expect(planted.statusCode).toBe(201);
    await signer.put('/api/user/cart', { cart: { anything: { quantity: 2 } } });

    const owner = await accountClient(t.app);
    expect((await owner.post('/api/user/password/forgot', { email })).statusCode).toBe(202);
    const reset = await owner.post('/api/user/password/reset', {
      token: await mailedToken(t.app, 'reset_password', email),
      password: 'Vintergatan-Over-Kiruna-7',
    });
    expect(reset.statusCode).toBe(200);
    owner.token = reset.json<{ token: string }>().token;
    expect(reset.json()).toMatchObject({ user: { email, emailConfirmed: true } });

    expect((await signer.get('/api/user')).statusCode).toBe(401);
    expect((await owner.get('/api/user/addresses')).json()).toEqual({ addresses: [] });
    expect((await owner.get('/api/user/cart')).json()).toEqual({ cart: {} });
  });

  it('keeps what a confirmed account saved', async () => {
    const email = 'xena@example.se';
    const client = await signedUp(t.app, 'Xena Xavier', email);
    expect(
      (
        await client.post('/api/user/email/confirm', {
          token: await mailedToken(t.app, 'confirm_email', email),
        })
      ).statusCode,
    ).toBe(200);
    await client.post('/api/user/addresses', { address: SWEDISH_ADDRESS });
    await client.post('/api/user/password/forgot', { email });
    const reset = await client.post('/api/user/password/reset', {
      token: await mailedToken(t.app, 'reset_password', email),
      password: 'Vintergatan-Over-Kiruna-8',
    });
    client.token = reset.json<{ token: string }>().token;
    expect(
      (await client.get('/api/user/addresses')).json<{ addresses: unknown[] }>().addresses,
    ).toHaveLength(1);
  });
});

describe('an address claimed twice before it is confirmed', () => {
  it('stays with the first account: links go to it, the later one only warns the mailbox', async () => {
    const email = 'yngve@example.se';
    const first = await signedUp(t.app, 'Yngve Ygberg', email);
    expect(await mailCount(t.app, 'confirm_email', email)).toBe(1);
    const later = await signedUp(t.app, 'Not Yngve Himself', email);
    // The mailbox hears that the address was used again, and gets no link for the later account.
    expect(await mailCount(t.app, 'address_in_use', email)).toBe(1);
    expect(await mailCount(t.app, 'confirm_email', email)).toBe(1);
    expect((await later.post('/api/user/email/resend')).statusCode).toBe(202);
    expect(await mailCount(t.app, 'address_in_use', email)).toBe(2);
    expect(await mailCount(t.app, 'confirm_email', email)).toBe(1);

    // The first account's own resend and the forgotten-password link are for the first account.
    expect((await first.post('/api/user/email/resend')).statusCode).toBe(202);
    expect(await mailCount(t.app, 'confirm_email', email)).toBe(2);
    const owner = await accountClient(t.app);
    await owner.post('/api/user/password/forgot', { email });
    const reset = await owner.post('/api/user/password/reset', {
      token: await mailedToken(t.app, 'reset_password', email),
      password: 'Vintergatan-Over-Kiruna-9',
    });
    expect(reset.json()).toMatchObject({ user: { name: 'Yngve Ygberg', emailConfirmed: true } });
  });
});

describe('an address change', () => {
  it('is told to the address that still holds the account', async () => {
    const client = await signedUp(t.app, 'Zara Zetterlund', 'zara@example.se');
    const changed = await client.post('/api/user/email', {
      email: 'zara.ny@example.se',
      password: PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(await mailCount(t.app, 'email_changing', 'zara@example.se')).toBe(1);
    expect(await mailCount(t.app, 'confirm_email', 'zara.ny@example.se')).toBe(1);
  });
});
