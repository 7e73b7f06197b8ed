// The console's order list on SQLite and PostgreSQL: staff only; each filter and the search by
// number, address or name find exactly the orders they should; following the cursor visits every
// order once, newest first, also when each answer may read only a few rows.
import type { AdminOrderPage, AdminOrderQuery } from '@shop/domain';
import { adminOrderQuerySchema, shopCalendarDate, toIsoDate } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import * as orders from '../orders/orders.service.js';
import { accountClient, signedUp } from '../users/users.fixtures.js';
import type { AccountClient } from '../users/users.fixtures.js';
import { signedInStaff } from './admin.fixtures.js';
import { insertOrders, newestFirst } from './admin-orders.fixtures.js';
import type { KnownOrder, OrderSpec } from './admin-orders.fixtures.js';
import { listOrders } from './admin-orders.service.js';

let t: TestApp;
let staff: AccountClient;
let known: KnownOrder[];

const STATES = ['paid', 'shipped', 'awaiting_shipment', 'pending_payment', 'cancelled', 'shipped'];
const START = Date.parse('2026-03-01T00:00:00.000Z');

function specs(): OrderSpec[] {
  const list: OrderSpec[] = Array.from({ length: 60 }, (_, i) => ({
    // Orders 10 and 11 share their instant: the id orders them.
    createdAt: new Date(START + (i === 11 ? 10 : i) * 7 * 3_600_000).toISOString(),
    status: STATES[i % STATES.length] as OrderSpec['status'],
    country: i % 5 === 0 ? 'fi' : i % 7 === 0 ? 'no' : 'se',
    payment: ['swish', 'invoice', 'klarna-checkout'][i % 3]!,
    flag: i % 11 === 0 ? 'amount_mismatch' : null,
    currency: i % 5 === 0 ? 'EUR' : 'SEK',
  }));
  list[5] = { ...list[5]!, given: 'Östen', family: 'Åström', email: 'Osten.Astrom@Example.com' };
  list[17] = { ...list[17]!, given: 'Lars', family: 'Svensson' };
  list[23] = { ...list[23]!, given: 'Anna-Karin', family: 'Berg' };
  // Either side of the shop's midnights (CET, UTC+1) around 3 and 4 March.
  list.push({ createdAt: '2026-03-02T22:59:59.999Z' }, { createdAt: '2026-03-02T23:00:00.000Z' });
  list.push({ createdAt: '2026-03-04T22:59:59.999Z' }, { createdAt: '2026-03-04T23:00:00.000Z' });
  return list;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signedInStaff(t.app, 'staff')).client;
  known = await insertOrders(t.db, specs());
});
afterAll(() => t?.close());

/** Every page of the list for `query`, following `next`; fails on a repeated order. */
async function everyPage(query: string, limit: number): Promise<string[]> {
  const numbers: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 200; pages += 1) {
    const cursor: string = after === null ? '' : `&after=${after}`;
    const res = await staff.get(`/api/admin/orders?${query}&limit=${limit}${cursor}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<AdminOrderPage>();
    expect(page.orders.length).toBeLessThanOrEqual(limit);
    numbers.push(...page.orders.map((o) => o.number));
    if (page.next === null) break;
    after = page.next;
  }
  expect(new Set(numbers).size).toBe(numbers.length);
  return numbers;
}

const expected = (match: (o: KnownOrder) => boolean) =>
  newestFirst(known.filter(match)).map((o) => o.number);

const shopDay = (o: KnownOrder) => toIsoDate(shopCalendarDate(o.createdAt));

describe('GET /api/admin/orders', () => {
  it('answers 401 without a login and 403 to a customer, on every order route', async () => {
    const anonymous = await accountClient(t.app);
    const customer = await signedUp(t.app, 'Carl Kund', 'carl-orders@example.com');
    const number = known[0]!.number;
    for (const client of [anonymous, customer]) {
      const want = client === anonymous ? 401 : 403;
      expect((await client.get('/api/admin/orders')).statusCode).toBe(want);
      expect((await client.get(`/api/admin/orders/${number}`)).statusCode).toBe(want);
      expect((await client.get('/api/admin/overview')).statusCode).toBe(want);
      const note = await client.post(`/api/admin/orders/${number}/notes`, { text: 'hej' });
      expect(note.statusCode).toBe(want);
    }
  });

  it('lists every order newest first, the id ordering orders of the same instant', async () => {
    expect(await everyPage('', 7)).toEqual(expected(() => true));
    const res = await staff.get('/api/admin/orders?limit=1');
    const [first] = res.json<AdminOrderPage>().orders;
    const newest = newestFirst(known)[0]!;
    expect(first).toEqual({
      number: newest.number,
      createdAt: newest.createdAt,
      status: newest.status,
      flag: newest.flag,
      customerName: `${newest.given} ${newest.family}`,
      email: newest.email,
      country: newest.country,
      payment: { slug: newest.payment, name: newest.payment },
      total: { amount: newest.total, currency: newest.currency, symbol: 'kr', exponent: 2 },
    });
  });

  it('filters by one state or several', async () => {
    expect(await everyPage('state=shipped', 4)).toEqual(expected((o) => o.status === 'shipped'));
    const several = (o: KnownOrder) => o.status === 'paid' || o.status === 'pending_payment';
    expect(await everyPage('state=paid,pending_payment', 4)).toEqual(expected(several));
    expect(await everyPage('state=paid&state=pending_payment', 50)).toEqual(expected(several));
  });

  it("filters by the shop's calendar days, both ends included", async () => {
    const inRange = (o: KnownOrder) => shopDay(o) >= '2026-03-03' && shopDay(o) <= '2026-03-04';
    const numbers = await everyPage('from=2026-03-03&to=2026-03-04', 5);
    expect(numbers).toEqual(expected(inRange));
    const edge = (at: string) => known.find((o) => o.createdAt === at)!.number;
    expect(numbers).toContain(edge('2026-03-02T23:00:00.000Z'));
    expect(numbers).toContain(edge('2026-03-04T22:59:59.999Z'));
    expect(numbers).not.toContain(edge('2026-03-02T22:59:59.999Z'));
    expect(numbers).not.toContain(edge('2026-03-04T23:00:00.000Z'));
    expect(await everyPage('from=2026-03-10', 50)).toEqual(
      expected((o) => shopDay(o) >= '2026-03-10'),
    );
  });

  it('filters by country, payment and flag, and by all of them at once', async () => {
    expect(await everyPage('country=fi', 5)).toEqual(expected((o) => o.country === 'fi'));
    expect(await everyPage('payment=swish', 5)).toEqual(expected((o) => o.payment === 'swish'));
    expect(await everyPage('flagged=true', 2)).toEqual(expected((o) => o.flag !== null));
    expect(await everyPage('flagged=false', 9)).toEqual(expected((o) => o.flag === null));
    const all = (o: KnownOrder) =>
      o.status === 'shipped' &&
      o.country === 'se' &&
      o.payment === 'klarna-checkout' &&
      o.flag === null &&
      shopDay(o) >= '2026-03-02' &&
      shopDay(o) <= '2026-03-15';
    const query =
      'state=shipped&country=se&payment=klarna-checkout&flagged=false&from=2026-03-02&to=2026-03-15';
    expect(expected(all).length).toBeGreaterThan(1);
    expect(await everyPage(query, 1)).toEqual(expected(all));
  });

  it('finds orders by number, address and name', async () => {
    const order = known[30]!;
    expect(await everyPage(`q=${order.number}`, 10)).toEqual([order.number]);
    expect(await everyPage(`q=%23${order.number}`, 10)).toEqual([order.number]);
    const osten = known[5]!.number;
    expect(await everyPage('q=osten.astrom%40example.com', 10)).toEqual([osten]);
    expect(await everyPage('q=%C3%85STR%C3%96M', 10)).toEqual([osten]);
    expect(await everyPage('q=%C3%B6sten%20%20%C3%A5str%C3%B6m', 10)).toEqual([osten]);
    expect(await everyPage('q=anna-karin%20berg', 10)).toEqual([known[23]!.number]);
    const svenssons = (o: KnownOrder) => o.family === 'Svensson';
    expect(await everyPage('q=Svensson', 6)).toEqual(expected(svenssons));
    expect(await everyPage('q=anna%20svensson', 6)).toEqual(
      expected((o) => o.given === 'Anna' && o.family === 'Svensson'),
    );
    expect(await everyPage('q=svensson&state=shipped', 3)).toEqual(
      expected((o) => svenssons(o) && o.status === 'shipped'),
    );
    expect(await everyPage('q=nobody%20here', 10)).toEqual([]);
  });

  it('finds an embedded checkout order by the name its customer gave the provider', async () => {
    const [order] = await insertOrders(t.db, [
      { createdAt: '2026-04-01T10:00:00.000Z', given: '', family: '', email: '' },
    ]);
    expect(await everyPage('q=Lindqvist', 10)).toEqual([]);
    const address = { given_name: 'Maja', family_name: 'Lindqvist', street_address: 'Väg 2' };
    const billing = {
      ...address,
      postal_code: '111 22',
      city: 'Uppsala',
      phone: '',
      country: 'se',
    };
    await orders.setOrderCustomer(
      t.app.context,
      order!.id,
      { email: 'maja@example.com', billingAddress: billing, shippingAddress: null },
      new Date(),
    );
    expect(await everyPage('q=lindqvist', 10)).toEqual([order!.number]);
    expect(await everyPage('q=Maja%20Lindqvist', 10)).toEqual([order!.number]);
    known.push({ ...order!, given: 'Maja', family: 'Lindqvist', email: 'maja@example.com' });
  });

  it('refuses a cursor it did not hand out, days in the wrong order and too long a page', async () => {
    const cursor = await staff.get('/api/admin/orders?after=bm9wZQ');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json<{ code: string }>().code).toBe('invalid_cursor');
    const days = await staff.get('/api/admin/orders?from=2026-03-05&to=2026-03-04', {
      'accept-language': 'sv',
    });
    expect(days.statusCode).toBe(400);
    expect(days.json()).toEqual({
      code: 'invalid_request',
      message: 'Startdatumet ligger efter slutdatumet.',
    });
    for (const query of ['limit=201', 'state=lost', 'from=2026-02-30', 'country=sweden'])
      expect((await staff.get(`/api/admin/orders?${query}`)).statusCode, query).toBe(400);
  });
});

describe('a list read in small parts', () => {
  /** Every page through the service with a scan budget of `budget` rows per answer. */
  async function everyPageWith(raw: Record<string, unknown>, budget: number) {
    const numbers: string[] = [];
    let shortPages = 0;
    let after: string | undefined;
    for (let pages = 0; pages < 500; pages += 1) {
      const query: AdminOrderQuery = adminOrderQuerySchema.parse({ ...raw, after });
      const page = await listOrders(t.app.context, query, 'en', budget);
      numbers.push(...page.orders.map((o) => o.number));
      if (page.orders.length < query.limit && page.next !== null) shortPages += 1;
      if (page.next === null) return { numbers, shortPages };
      after = page.next;
    }
    throw new Error('the list did not end');
  }

  it('visits every match once when the filters are rarer than the budget', async () => {
    const rare = (o: KnownOrder) => o.country === 'no' && o.flag === null;
    const sparse = await everyPageWith({ country: 'no', flagged: 'false', limit: 2 }, 3);
    expect(sparse.numbers).toEqual(expected(rare));
    const mixed = await everyPageWith(
      { state: ['cancelled', 'paid'], payment: 'swish', limit: 2 },
      4,
    );
    expect(mixed.numbers).toEqual(
      expected((o) => (o.status === 'cancelled' || o.status === 'paid') && o.payment === 'swish'),
    );
    expect(sparse.shortPages + mixed.shortPages).toBeGreaterThan(0);
    const names = await everyPageWith({ q: 'svensson', country: 'fi', limit: 1 }, 2);
    expect(names.numbers).toEqual(expected((o) => o.family === 'Svensson' && o.country === 'fi'));
  });
});
