// Order lines are taken exactly as sent or refused (SQLite, or PostgreSQL with TEST_PG_URL): a line
// over the bound, a fraction, an unknown or unoffered brand is a 400 naming the line and why, by
// order create and by the Swish request alike, and nothing is written (no order, stock unchanged).
import type { ApiError, OrderCreateResponse, OrderLineProblemCode } from '@shop/domain';
import { MAX_LINE_QUANTITY } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';
import { countOrders, draft, pickItem } from './orders.fixtures.js';

let t: TestApp;
let client: Client;
/** An item with stock, sold in 'any'. */
let stocked: string;
/** An item sold in 'any' but not in 'genuine'. */
let noGenuine: string;

const ORDER = '/api/legacy/order/create';
const SWISH = '/api/swish/request';

beforeAll(async () => {
  t = await createTestApp();
  client = await xsrfClient(t.app);
  stocked = (await pickItem(t.db, 5)).id;
  const row = await t.db
    .selectFrom('items as i')
    .select('i.id')
    .where('i.stock_quantity', '>', 0)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('item_prices as p')
            .select('p.item_id')
            .whereRef('p.item_id', '=', 'i.id')
            .where('p.brand', '=', 'genuine'),
        ),
      ),
    )
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
  noGenuine = row.id;
});
afterAll(() => t?.close());

/** Posts `body` (an object, or raw JSON text) and answers status and body. */
async function post(path: string, body: unknown) {
  const res = await client.post(path, body);
  return { status: res.statusCode, body: res.json<ApiError & Partial<OrderCreateResponse>>() };
}

async function stockOf(id: string): Promise<number> {
  const row = await t.db
    .selectFrom('items')
    .select('stock_quantity')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}

async function orderExists(id: string): Promise<boolean> {
  const row = await t.db.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The draft's id, the orders and the stock of `items` before a call, to prove nothing moved. */
async function snapshot(body: Record<string, unknown>, items: readonly string[]) {
  return {
    orders: await countOrders(t.db),
    stock: await Promise.all(items.map(stockOf)),
    async unchanged() {
      expect(await orderExists(String(body.id))).toBe(false);
      expect(await countOrders(t.db)).toBe(this.orders);
      expect(await Promise.all(items.map(stockOf))).toEqual(this.stock);
    },
  };
}

/** A draft whose only line is `line`, sent as given (no defaults filled in). */
function oneLine(item: string, line: unknown, paymentId = 'invoice') {
  const body = draft({ cart: {}, paymentId });
  return { ...body, cart: { [item]: line } };
}

type Refusal = [label: string, item: () => string, line: unknown, code: OrderLineProblemCode];
const REFUSALS: Refusal[] = [
  ['a 1e9 line', () => stocked, { quantity: 1e9, brand: 'any' }, 'quantity_too_large'],
  ['a 1000-unit line', () => stocked, { quantity: 1000, brand: 'any' }, 'quantity_too_large'],
  [
    `${MAX_LINE_QUANTITY + 1} units, one over the bound`,
    () => stocked,
    { quantity: MAX_LINE_QUANTITY + 1, brand: 'any' },
    'quantity_too_large',
  ],
  ['a fraction', () => stocked, { quantity: 2.5, brand: 'any' }, 'fractional_quantity'],
  ['a quantity in words', () => stocked, { quantity: 'two', brand: 'any' }, 'invalid_quantity'],
  ['a numeric string', () => stocked, { quantity: '3', brand: 'any' }, 'invalid_quantity'],
  ['no quantity', () => stocked, { brand: 'any' }, 'invalid_quantity'],
  ['zero', () => stocked, { quantity: 0, brand: 'any' }, 'invalid_quantity'],
  ['an unknown brand', () => stocked, { quantity: 1, brand: 'chrome' }, 'unknown_brand'],
  [
    'a brand the item does not offer',
    () => noGenuine,
    { quantity: 1, brand: 'genuine' },
    'brand_not_offered',
  ],
  ['a line that is no object', () => stocked, 'one please', 'invalid_line'],
  ['a car that is no car', () => stocked, { quantity: 1, car: '<b>' }, 'invalid_line'],
];

describe('order create takes each line as sent, or refuses it', () => {
  it.each(REFUSALS)(
    '%s is a 400 naming the line; nothing is written',
    async (_, id, line, code) => {
      const item = id();
      const body = oneLine(item, line);
      const before = await snapshot(body, [item]);
      const res = await post(ORDER, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_lines');
      expect(res.body.lines).toEqual([{ item, code, message: expect.any(String) }]);
      expect(res.body.message).toContain(item);
      await before.unchanged();
    },
  );

  it('refuses 1e999 sent as JSON (Infinity) as over the bound', async () => {
    const body = oneLine(stocked, { quantity: 1, brand: 'any' });
    const before = await snapshot(body, [stocked]);
    const text = JSON.stringify(body).replace('"quantity":1', '"quantity":1e999');
    const res = await post(ORDER, text);
    expect(res.status).toBe(400);
    expect(res.body.lines).toEqual([
      { item: stocked, code: 'quantity_too_large', message: expect.any(String) },
    ]);
    await before.unchanged();
  });

  it('names every refused line, in the order of the cart, and sells none of the good ones', async () => {
    const good = await t.db
      .selectFrom('items')
      .select('id')
      .where('stock_quantity', '>', 0)
      .where('id', 'not in', [stocked, noGenuine])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const sent = {
      ...draft({ cart: {} }),
      cart: {
        [good.id]: { quantity: 1, brand: 'any', car: null },
        [stocked]: { quantity: 1e9, brand: 'any', car: null },
        [noGenuine]: { quantity: 1, brand: 'genuine', car: null },
        'not-an-item': { quantity: 1 },
      },
    };
    const before = await snapshot(sent, [good.id, stocked, noGenuine]);
    const res = await post(ORDER, sent);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_lines');
    expect(res.body.lines?.map((l) => [l.item, l.code])).toEqual([
      [stocked, 'quantity_too_large'],
      [noGenuine, 'brand_not_offered'],
      ['not-an-item', 'invalid_line'],
    ]);
    await before.unchanged();
  });

  it('answers a line for an item the shop does not sell as cart_changed, naming it', async () => {
    const gone = 'ffffffffffffffffffffff00';
    const body = draft({ cart: { [gone]: { quantity: 1 } } });
    const res = await post(ORDER, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('cart_changed');
    expect(res.body.lines).toEqual([
      { item: gone, code: 'unknown_item', message: expect.any(String) },
    ]);
    expect(await orderExists(String(body.id))).toBe(false);
  });

  it(`places ${MAX_LINE_QUANTITY} units, the bound, as sent; a brand in capitals is that brand`, async () => {
    // Light, so 99 of them still go by parcel.
    const item = (await pickItem(t.db, 1, 100)).id;
    const body = oneLine(item, { quantity: MAX_LINE_QUANTITY, brand: 'ANY', car: null });
    const res = await post(ORDER, body);
    expect(res.status).toBe(201);
    expect(res.body.order?.lines).toEqual([
      expect.objectContaining({ quantity: MAX_LINE_QUANTITY, brand: 'any' }),
    ]);
  });
});

describe('the Swish request refuses the same lines', () => {
  it.each([
    ['a 1e9 line', { quantity: 1e9, brand: 'any' }, 'quantity_too_large'],
    ['an unknown brand', { quantity: 1, brand: 'chrome' }, 'unknown_brand'],
  ] as const)('%s is a 400 naming the line; nothing is written', async (_, line, code) => {
    const body = { ...oneLine(stocked, line, 'swish'), language: 'en' };
    const before = await snapshot(body, [stocked]);
    const res = await post(SWISH, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_lines');
    expect(res.body.lines).toEqual([{ item: stocked, code, message: expect.any(String) }]);
    await before.unchanged();
  });
});

describe('the API documents the refused lines', () => {
  it('lists `lines` in the error answer of /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ components: { schemas: Record<string, unknown> } }>();
    expect(doc.components.schemas).toHaveProperty('OrderLineProblem');
    expect(JSON.stringify(doc.components.schemas.ApiError)).toContain('lines');
  });
});
