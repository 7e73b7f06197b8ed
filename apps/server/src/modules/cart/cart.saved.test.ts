// POST /api/carts/ and GET /api/carts/:cartDate/:cartId: save a cart, read it back.
import type { SaveCartResponse, SavedCartResponse } from '@shop/domain';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, savedCartDate } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { UNKNOWN_ID, pickDemoItems } from './cart.fixtures.js';
import type { DemoItems } from './cart.fixtures.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';

let t: TestApp;
let client: Client;
let demo: DemoItems;

beforeAll(async () => {
  t = await createTestApp();
  client = await xsrfClient(t.app);
  demo = await pickDemoItems(t.db);
});

afterAll(() => t?.close());

async function save(articles: unknown[], url = '/api/carts/'): Promise<SaveCartResponse> {
  const res = await client.post(url, { articles });
  expect(res.statusCode).toBe(201);
  return res.json<SaveCartResponse>();
}

async function read(saved: { cartDate: string; cartId: string }): Promise<SavedCartResponse> {
  const res = await client.get(`/api/carts/${saved.cartDate}/${saved.cartId}`);
  expect(res.statusCode).toBe(200);
  return res.json<SavedCartResponse>();
}

describe('save then read', () => {
  it.each(['/api/carts/', '/api/carts'])('reads back the same articles (%s)', async (url) => {
    const articles = [
      { item: demo.branded, quantity: 3, brand: 'oem', car: 'volvo-240' },
      { item: demo.unstocked, quantity: 1, brand: 'any', car: null },
    ];
    const before = new Date();
    const saved = await save(articles, url);
    const after = new Date();
    expect(saved.cartId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect([savedCartDate(before), savedCartDate(after)]).toContain(saved.cartDate);
    expect(saved.problems).toEqual([]);
    expect(await read(saved)).toEqual({ ...saved, articles, problems: [] });
  });

  it('gives every save its own id', async () => {
    const articles = [{ item: demo.branded, quantity: 1, brand: 'any', car: null }];
    const [a, b] = [await save(articles), await save(articles)];
    expect(a.cartId).not.toBe(b.cartId);
  });

  it('saves the corrected articles and reports the rest', async () => {
    const saved = await save([
      { item: demo.branded, quantity: 5000, brand: 'OEM', car: 'volvo-240', price: 1 },
      { item: demo.noGenuine, quantity: 2.5, brand: 'genuine', car: 'Not A Slug' },
      { item: demo.unstocked, quantity: -1, brand: 'any', car: null },
      { item: UNKNOWN_ID, quantity: 1, brand: 'any', car: null },
      { item: 'nope', quantity: 1 },
    ]);
    expect(saved.problems.map((p) => [p.item, p.code])).toEqual([
      [demo.branded, 'quantity_corrected'],
      [demo.noGenuine, 'quantity_corrected'],
      [demo.unstocked, 'invalid_line'],
      ['nope', 'invalid_line'],
      [demo.noGenuine, 'unknown_brand'],
      [UNKNOWN_ID, 'unknown_item'],
    ]);
    expect((await read(saved)).articles).toEqual([
      { item: demo.branded, quantity: MAX_LINE_QUANTITY, brand: 'oem', car: 'volvo-240' },
      { item: demo.noGenuine, quantity: 2, brand: 'any', car: null },
    ]);
  });

  it('reports items gone from the catalog (or a brand no longer offered) when read', async () => {
    const cartId = 'Saved_Before-Now';
    await t.db
      .insertInto('saved_carts')
      .values({ id: cartId, cart_date: '20240117', created_at: '2024-01-17T09:00:00.000Z' })
      .execute();
    const line = { cart_id: cartId, quantity: 2, car: null };
    await t.db
      .insertInto('saved_cart_lines')
      .values([
        { ...line, position: 0, item_id: UNKNOWN_ID, brand: 'any' },
        { ...line, position: 1, item_id: demo.noGenuine, brand: 'genuine' },
        { ...line, position: 2, item_id: demo.branded, brand: 'oem' },
      ])
      .execute();
    const body = await read({ cartDate: '20240117', cartId });
    expect(body.articles).toEqual([
      { item: demo.noGenuine, quantity: 2, brand: 'any', car: null },
      { item: demo.branded, quantity: 2, brand: 'oem', car: null },
    ]);
    expect(body.problems.map((p) => [p.item, p.code])).toEqual([
      [UNKNOWN_ID, 'unknown_item'],
      [demo.noGenuine, 'unknown_brand'],
    ]);
  });
});

describe('refused saves', () => {
  it.each([
    ['no article', []],
    ['only unknown items', [{ item: UNKNOWN_ID, quantity: 1 }]],
    ['only bad quantities', [{ item: 'aaaaaaaaaaaaaaaaaaaaaaaa', quantity: 0 }]],
  ])('answers 400 empty_cart for %s', async (_, articles) => {
    const res = await client.post('/api/carts/', { articles });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'empty_cart' });
  });

  it('answers 400 cart_too_large past the line limit', async () => {
    const articles = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({
      item: i.toString(16).padStart(24, '0'),
      quantity: 1,
    }));
    const res = await client.post('/api/carts/', { articles });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'cart_too_large' });
  });

  it.each<[string, string]>([
    ['articles that are not a list', '{"articles":{}}'],
    ['an article without item', '{"articles":[{"quantity":1}]}'],
    ['a numeric item', '{"articles":[{"item":1,"quantity":1}]}'],
    ['not JSON', 'articles'],
  ])('answers 400 invalid_request for %s', async (_, payload) => {
    const res = await client.post('/api/carts/', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request' });
  });
});

describe('reading an unknown or malformed address', () => {
  it('answers 404 for an unknown cart, and for a known id under another date', async () => {
    const saved = await save([{ item: demo.branded, quantity: 1, brand: 'any', car: null }]);
    const unknown = await client.get(`/api/carts/${saved.cartDate}/AAAAAAAAAAAAAAAA`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: expect.any(String) });
    const otherDay = await client.get(`/api/carts/20000101/${saved.cartId}`);
    expect(otherDay.statusCode).toBe(404);
  });

  it.each([
    ['a short date', '2026112/AAAAAAAAAAAAAAAA'],
    ['no such day', '20261341/AAAAAAAAAAAAAAAA'],
    ['a dashed date', '2026-11-21/AAAAAAAAAAAAAAAA'],
    ['a short id', '20261121/AAAA'],
    ['an id with a dot', '20261121/AAAAAAAAAAAAAAA.'],
    ['an overlong id', `20261121/${'A'.repeat(150)}`],
  ])('answers 400 for %s', async (_, path) => {
    const res = await client.get(`/api/carts/${path}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request' });
  });
});
