// POST /api/cart/: figures from the database whatever the client sends; bad lines corrected or
// reported, bad bodies refused with 4xx, never a 500.
import type { CartResponse, ShipmentDataEntry } from '@shop/domain';
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  arrivalDate,
  arrivalDays,
  isStocked,
  lineFee,
  parseMinimumArrival,
} from '@shop/domain';
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

async function priceCart(cart: unknown): Promise<CartResponse> {
  const res = await client.post('/api/cart/', { cart });
  expect(res.statusCode).toBe(200);
  return res.json<CartResponse>();
}

describe('figures come from the database', () => {
  it('ignores every price and stock field the client sends', async () => {
    const before = new Date();
    const body = await priceCart({
      [demo.branded]: {
        quantity: 2,
        brand: 'oem',
        car: 'volvo-240',
        price: 1,
        unitPrice: 1,
        linePrice: 2,
        storedPrice: 1,
        fee: 0,
        total: 2,
        stocked: true,
        stock: { quantity: 999 },
      },
    });
    const after = new Date();
    const db = await priceFacts(t.db, demo.branded, 'oem');
    const stocked = isStocked(db.stock, 2);
    const fee = lineFee(db, 2);
    expect(body.problems).toEqual([]);
    expect(body.items.map((i) => [i._id, i.stock.quantity])).toEqual([[demo.branded, db.stock]]);
    expect(body.lines).toHaveLength(1);
    const line = body.lines[0]!;
    expect(line).toMatchObject({
      item: demo.branded,
      brand: 'oem',
      car: 'volvo-240',
      quantity: 2,
      unitPrice: db.price,
      linePrice: db.price * 2,
      weight: db.weight * 2,
      fee,
      stocked,
      total: db.price * 2 + (stocked ? 0 : fee),
    });
    // Arrival at the server's clock: the same as the domain's at some moment of the request.
    const entry = body.items[0]!.prices_typed.oem;
    const shipments = await client.get('/api/shipments/data');
    const minimumArrival = parseMinimumArrival(shipments.json<ShipmentDataEntry[]>());
    const expected = [before, after].map((now) => {
      const input = { entry, brand: 'oem', stocked, now, minimumArrival };
      return { arrival: arrivalDate(input), days: arrivalDays(input) };
    });
    expect(expected).toContainEqual({ arrival: line.arrival, days: line.days });
  });

  it('adds the fee of an unstocked line to its total', async () => {
    const body = await priceCart({ [demo.unstocked]: { quantity: 1, brand: 'any' } });
    const db = await priceFacts(t.db, demo.unstocked, 'any');
    expect(body.lines[0]).toMatchObject({
      stocked: false,
      fee: lineFee(db, 1),
      total: db.price + lineFee(db, 1),
    });
  });

  it('answers an empty cart with nothing', async () => {
    expect(await priceCart({})).toEqual({ items: [], lines: [], problems: [] });
  });
});

describe('quantities', () => {
  it.each<[string, string, number | null, string | null]>([
    ['1', '1', 1, null],
    ['the bound', String(MAX_LINE_QUANTITY), MAX_LINE_QUANTITY, null],
    ['one over the bound', String(MAX_LINE_QUANTITY + 1), MAX_LINE_QUANTITY, 'quantity_corrected'],
    ['negative', '-2', null, 'invalid_line'],
    ['zero', '0', null, 'invalid_line'],
    ['fractional', '2.5', 2, 'quantity_corrected'],
    ['fractional below 1', '0.5', null, 'invalid_line'],
    ['huge', '1000000', MAX_LINE_QUANTITY, 'quantity_corrected'],
    ['beyond double range (1e999)', '1e999', MAX_LINE_QUANTITY, 'quantity_corrected'],
    ['a numeric string', '"3"', null, 'invalid_line'],
    ['a word', '"many"', null, 'invalid_line'],
    ['null', 'null', null, 'invalid_line'],
    ['an object', '{"n":1}', null, 'invalid_line'],
  ])('%s', async (_, quantityJson, kept, code) => {
    // Raw JSON, so 1e999 reaches the server as written.
    const res = await client.post(
      '/api/cart',
      `{"cart":{"${demo.branded}":{"quantity":${quantityJson},"brand":"any"}}}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<CartResponse>();
    expect(body.lines.map((l) => l.quantity)).toEqual(kept === null ? [] : [kept]);
    expect(body.problems.map((p) => [p.item, p.code])).toEqual(code ? [[demo.branded, code]] : []);
    if (kept !== null) {
      expect(body.lines[0]!.linePrice).toBe(body.lines[0]!.unitPrice * kept);
    }
  });
});

describe('brands, ids and lines', () => {
  it("answers 'any' for an unknown brand or one the item lacks, with a problem", async () => {
    const body = await priceCart({
      [demo.branded]: { quantity: 1, brand: 'OEM' },
      [demo.noGenuine]: { quantity: 1, brand: 'genuine' },
      [demo.unstocked]: { quantity: 1, brand: 'chrome' },
    });
    expect(body.lines.map((l) => [l.item, l.brand])).toEqual([
      [demo.branded, 'oem'],
      [demo.noGenuine, 'any'],
      [demo.unstocked, 'any'],
    ]);
    expect(body.problems.map((p) => [p.item, p.code]).sort()).toEqual(
      [
        [demo.noGenuine, 'unknown_brand'],
        [demo.unstocked, 'unknown_brand'],
      ].sort(),
    );
    const any = await priceFacts(t.db, demo.noGenuine, 'any');
    expect(body.lines[1]!.unitPrice).toBe(any.price);
  });

  it('reports unknown and malformed ids and prices the rest', async () => {
    expect(demo.all).not.toContain(UNKNOWN_ID);
    const body = await priceCart({
      [UNKNOWN_ID]: { quantity: 1 },
      'not-an-id': { quantity: 1 },
      [demo.branded.toUpperCase()]: { quantity: 1 },
      [demo.branded]: { quantity: 1 },
      [demo.unstocked]: 'one',
    });
    expect(body.lines.map((l) => l.item)).toEqual([demo.branded]);
    expect(body.items.map((i) => i._id)).toEqual([demo.branded]);
    expect(body.problems.map((p) => [p.item, p.code])).toEqual([
      ['not-an-id', 'invalid_line'],
      [demo.branded.toUpperCase(), 'invalid_line'],
      [demo.unstocked, 'invalid_line'],
      [UNKNOWN_ID, 'unknown_item'],
    ]);
    for (const p of body.problems) expect(p.message).toEqual(expect.any(String));
  });

  it(`prices ${MAX_CART_LINES} lines in one go`, async () => {
    const ids = demo.all.slice(0, MAX_CART_LINES);
    const body = await priceCart(Object.fromEntries(ids.map((id) => [id, { quantity: 1 }])));
    expect(body.lines.map((l) => l.item)).toEqual(ids);
    expect(body.problems).toEqual([]);
  });
});

describe('malformed bodies', () => {
  const lines = (n: number) =>
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [i.toString(16).padStart(24, '0'), { quantity: 1 }]),
    );

  it.each([MAX_CART_LINES + 1, 10_000])('refuses %s lines: 400 cart_too_large', async (n) => {
    const res = await client.post('/api/cart/', { cart: lines(n) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'cart_too_large', message: expect.any(String) });
  });

  it.each<[string, string, Record<string, string>]>([
    ['text, not JSON', 'hello', { 'content-type': 'text/plain' }],
    ['broken JSON', '{"cart":', {}],
    ['JSON of a list', '[]', {}],
    ['a list for the cart', '{"cart":[]}', {}],
    ['a string for the cart', '{"cart":"x"}', {}],
    ['no cart', '{"items":[]}', {}],
    ['an empty body', '', {}],
    ['a __proto__ key', '{"cart":{"__proto__":{"quantity":1}}}', {}],
    ['a constructor.prototype key', '{"cart":{"constructor":{"prototype":{"x":1}}}}', {}],
  ])('answers 400 for %s', async (_, payload, headers) => {
    const res = await client.post('/api/cart/', payload, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_request', message: expect.any(String) });
  });

  it('answers 415 for an unknown content type', async () => {
    const res = await client.post('/api/cart/', 'x', { 'content-type': 'application/x-cart' });
    expect(res.statusCode).toBe(415);
  });

  it('answers a 1 MB body with 413 or 400, never 500', async () => {
    const big = { cart: { [demo.branded]: { quantity: 1, note: 'x'.repeat(1_100_000) } } };
    const res = await client.post('/api/cart/', big);
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
    const justUnder = { cart: { [demo.branded]: { quantity: 1, note: 'x'.repeat(1_000_000) } } };
    const ok = await client.post('/api/cart/', justUnder);
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a POST without the XSRF header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ cart: {} }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'xsrf' });
  });
});
