// POST /api/items (and /api/items/): restore a stored cart's items by id.
import type { Item, ItemsResponse } from '@shop/domain';
import { MAX_CART_LINES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { UNKNOWN_ID, pickDemoItems, priceFacts } from './cart.fixtures.js';
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

describe('POST /api/items', () => {
  it.each(['/api/items', '/api/items/'])('answers items by id at %s', async (url) => {
    const ids = [demo.unstocked, demo.branded];
    const res = await client.post(url, { items: ids });
    expect(res.statusCode).toBe(200);
    const body = res.json<ItemsResponse>();
    expect(body.items.map((i) => i._id)).toEqual(ids);
    expect(body.missing).toEqual([]);
  });

  it('answers the same item shape as the catalog, priced from the database', async () => {
    const body = (await client.post('/api/items', { items: [demo.branded] })).json<ItemsResponse>();
    const item = body.items[0] as Item;
    const db = await priceFacts(t.db, demo.branded, 'oem');
    expect(item.prices_typed.oem?.price).toBe(db.price);
    expect(item.stock.quantity).toBe(db.stock);
    expect(item).toMatchObject({
      name: expect.any(String),
      image: expect.stringMatching(/^\/public\//),
    });
  });

  it('reports malformed and unknown ids as missing, and answers each item once', async () => {
    const asked = [
      demo.branded,
      UNKNOWN_ID,
      'nope',
      demo.branded,
      '',
      demo.unstocked.toUpperCase(),
    ];
    const res = await client.post('/api/items/', { items: asked });
    expect(res.statusCode).toBe(200);
    const body = res.json<ItemsResponse>();
    expect(body.items.map((i) => i._id)).toEqual([demo.branded]);
    expect(body.missing).toEqual([UNKNOWN_ID, 'nope', '', demo.unstocked.toUpperCase()]);
  });

  it('answers an empty list with nothing', async () => {
    const res = await client.post('/api/items', { items: [] });
    expect(res.json()).toEqual({ items: [], missing: [] });
  });

  it(`answers ${MAX_CART_LINES} ids and refuses more: 400 cart_too_large`, async () => {
    const ok = await client.post('/api/items', { items: demo.all.slice(0, MAX_CART_LINES) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<ItemsResponse>().items).toHaveLength(MAX_CART_LINES);
    const tooMany = await client.post('/api/items', {
      items: demo.all.slice(0, MAX_CART_LINES + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'cart_too_large' });
  });

  it.each<[string, string]>([
    ['ids that are not strings', '{"items":[1,2]}'],
    ['a string for the list', '{"items":"abc"}'],
    ['no list', '{}'],
    ['broken JSON', '{"items":['],
  ])('answers 400 for %s', async (_, payload) => {
    const res = await client.post('/api/items', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request' });
  });
});
