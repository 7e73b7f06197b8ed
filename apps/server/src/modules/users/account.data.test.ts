// What an account keeps through the API: the cart (replaced, merged with a visitor's by the cart
// rules, cleaned of invalid lines) and saved addresses (checked by the checkout's address schema,
// at most 20, nobody else's).
import { MAX_LINE_QUANTITY } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { FINNISH_ADDRESS, SWEDISH_ADDRESS } from '../orders/orders.fixtures.js';
import { accountClient, accountsConfig, PASSWORD, signedUp } from './users.fixtures.js';
import type { AccountClient } from './users.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { accounts: accountsConfig({ writesMax: 1000 }) } });
});
afterAll(() => t.close());

const [A, B, C, D, E, F] = ['a', 'b', 'c', 'd', 'e', 'f'].map((c) => c.repeat(24)) as [
  string,
  string,
  string,
  string,
  string,
  string,
];

async function cartOf(client: AccountClient): Promise<unknown> {
  const response = await client.get('/api/user/cart');
  expect(response.statusCode).toBe(200);
  return response.json<{ cart: unknown }>().cart;
}

describe("the account's cart", () => {
  it('is empty at first, replaced by PUT, and the same on another device', async () => {
    const client = await signedUp(t.app, 'Gösta Gran', 'gosta@example.se');
    expect(await cartOf(client)).toEqual({});
    const cart = { [A]: { quantity: 2, brand: 'oem', car: null } };
    const put = await client.put('/api/user/cart', { cart });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ cart });
    const phone = await accountClient(t.app);
    await phone.login('gosta@example.se', PASSWORD);
    expect(await cartOf(phone)).toEqual(cart);
    const other = await signedUp(t.app, 'Hilding Holm', 'hilding@example.se');
    expect(await cartOf(other)).toEqual({});
  });

  it("merges a visitor's cart: same item and brand add, another brand takes the visitor's, one-sided lines stay", async () => {
    const client = await signedUp(t.app, 'Inga Isberg', 'inga@example.se');
    await client.put('/api/user/cart', {
      cart: {
        [A]: { quantity: 2, brand: 'oem', car: 'volvo-240' },
        [B]: { quantity: 1, brand: 'any', car: null },
        [C]: { quantity: 3, brand: 'genuine', car: null },
        [E]: { quantity: MAX_LINE_QUANTITY - 1, brand: 'any', car: null },
      },
    });
    const merged = await client.post('/api/user/cart/merge', {
      cart: {
        [A]: { quantity: 3, brand: 'oem' },
        [B]: { quantity: 4, brand: 'genuine', car: null },
        [D]: { quantity: 1 },
        [E]: { quantity: 5, brand: 'any' },
      },
    });
    expect(merged.statusCode).toBe(200);
    const expected = {
      [A]: { quantity: 5, brand: 'oem', car: 'volvo-240' },
      [B]: { quantity: 4, brand: 'genuine', car: null },
      [C]: { quantity: 3, brand: 'genuine', car: null },
      [D]: { quantity: 1, brand: 'any', car: null },
      [E]: { quantity: MAX_LINE_QUANTITY, brand: 'any', car: null },
    };
    expect(merged.json()).toEqual({ cart: expected });
    expect(await cartOf(client)).toEqual(expected);
  });

  it('keeps the visitor cart whole when the account has none', async () => {
    const client = await signedUp(t.app, 'Jan Jonsson', 'jan@example.se');
    const visitor = { [F]: { quantity: 2, brand: 'genuine', car: null } };
    const merged = await client.post('/api/user/cart/merge', { cart: visitor });
    expect(merged.json()).toEqual({ cart: visitor });
    expect(await cartOf(client)).toEqual(visitor);
  });

  it('cleans invalid lines on PUT and on merge', async () => {
    const client = await signedUp(t.app, 'Kerstin Kask', 'kerstin@example.se');
    const put = await client.put('/api/user/cart', {
      cart: {
        'not-an-item': { quantity: 1 },
        [A]: { quantity: 0 },
        [B]: { quantity: 5000, brand: 'OEM' },
        [C]: { quantity: 2.7, brand: 'no-such-brand' },
        [D]: 'one please',
      },
    });
    expect(put.statusCode).toBe(200);
    const clean = {
      [B]: { quantity: MAX_LINE_QUANTITY, brand: 'oem', car: null },
      [C]: { quantity: 2, brand: 'any', car: null },
    };
    expect(put.json()).toEqual({ cart: clean });
    const merged = await client.post('/api/user/cart/merge', {
      cart: { [E]: { quantity: -1 }, '<script>': { quantity: 1 }, [F]: { quantity: 1, car: 42 } },
    });
    expect(merged.json()).toEqual({
      cart: { [F]: { quantity: 1, brand: 'any', car: null }, ...clean },
    });
    expect(await cartOf(client)).toEqual({
      [F]: { quantity: 1, brand: 'any', car: null },
      ...clean,
    });
  });

  it('refuses a body that is not a cart, and a caller without a login', async () => {
    const client = await signedUp(t.app, 'Lena Lind', 'lena@example.se');
    expect((await client.put('/api/user/cart', { cart: [1, 2] })).statusCode).toBe(400);
    expect((await client.post('/api/user/cart/merge', {})).statusCode).toBe(400);
    client.token = null;
    expect((await client.put('/api/user/cart', { cart: {} })).statusCode).toBe(401);
    expect((await client.get('/api/user/cart')).statusCode).toBe(401);
  });
});

interface Saved {
  id: string;
  address: Record<string, string>;
  updatedAt: string;
}

async function addressesOf(client: AccountClient): Promise<Saved[]> {
  const response = await client.get('/api/user/addresses');
  expect(response.statusCode).toBe(200);
  return response.json<{ addresses: Saved[] }>().addresses;
}

describe('saved addresses', () => {
  it('are added checked and normalised, listed, changed and deleted', async () => {
    const client = await signedUp(t.app, 'Magnus Mark', 'magnus@example.se');
    const added = await client.post('/api/user/addresses', { address: SWEDISH_ADDRESS });
    expect(added.statusCode).toBe(201);
    const saved = added.json<Saved>();
    expect(saved.address).toEqual({
      ...SWEDISH_ADDRESS,
      care_of: '',
      postal_code: '123 45',
      phone: '+46701234567',
    });
    expect(await addressesOf(client)).toEqual([saved]);

    const changed = await client.put(`/api/user/addresses/${saved.id}`, {
      address: { ...SWEDISH_ADDRESS, city: 'Uppsala', postal_code: '75320' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Saved>().address).toMatchObject({ city: 'Uppsala', postal_code: '753 20' });
    expect((await addressesOf(client)).map((a) => a.address.city)).toEqual(['Uppsala']);

    expect((await client.delete(`/api/user/addresses/${saved.id}`)).statusCode).toBe(204);
    expect(await addressesOf(client)).toEqual([]);
    const again = await client.delete(`/api/user/addresses/${saved.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'not_found', message: 'There is no such saved address.' });
  });

  it("are refused with the checkout's rules: a bad postal code is 400", async () => {
    const client = await signedUp(t.app, 'Nils Nord', 'nils@example.se');
    for (const address of [
      { ...SWEDISH_ADDRESS, postal_code: '1234' },
      { ...FINNISH_ADDRESS, postal_code: '123 45' },
      { ...SWEDISH_ADDRESS, given_name: '' },
    ]) {
      const response = await client.post('/api/user/addresses', { address });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_request' });
    }
    const saved = await client.post('/api/user/addresses', { address: FINNISH_ADDRESS });
    const id = saved.json<Saved>().id;
    const bad = await client.put(`/api/user/addresses/${id}`, {
      address: { ...FINNISH_ADDRESS, postal_code: 'ABC' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await addressesOf(client)).map((a) => a.address.postal_code)).toEqual(['00100']);
  });

  it("answer 404 for another account's address, which stays", async () => {
    const owner = await signedUp(t.app, 'Olga Olofsson', 'olga@example.se');
    const intruder = await signedUp(t.app, 'Per Palm', 'per@example.se');
    const id = (await owner.post('/api/user/addresses', { address: SWEDISH_ADDRESS })).json<Saved>()
      .id;
    const put = await intruder.put(`/api/user/addresses/${id}`, { address: FINNISH_ADDRESS });
    expect(put.statusCode).toBe(404);
    expect((await intruder.delete(`/api/user/addresses/${id}`)).statusCode).toBe(404);
    expect(await addressesOf(intruder)).toEqual([]);
    expect((await addressesOf(owner)).map((a) => [a.id, a.address.city])).toEqual([
      [id, 'Stockholm'],
    ]);
  });

  it('are at most 20', async () => {
    const client = await signedUp(t.app, 'Quintus Quist', 'quintus@example.se');
    for (let i = 1; i <= 20; i += 1) {
      const address = { ...SWEDISH_ADDRESS, street_address: `Storgatan ${i}` };
      expect((await client.post('/api/user/addresses', { address })).statusCode).toBe(201);
    }
    const over = await client.post('/api/user/addresses', { address: SWEDISH_ADDRESS });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      code: 'invalid_request',
      message: 'You can save at most 20 addresses.',
    });
    const list = await addressesOf(client);
    expect(list).toHaveLength(20);
    expect((await client.delete(`/api/user/addresses/${list[0]!.id}`)).statusCode).toBe(204);
    expect(
      (await client.post('/api/user/addresses', { address: SWEDISH_ADDRESS })).statusCode,
    ).toBe(201);
  });
});
