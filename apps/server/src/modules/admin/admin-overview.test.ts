// The console's overview on SQLite and PostgreSQL, from a known set of orders: orders and takings
// per shop day and currency over 30 days, orders to ship, flagged orders and items low in stock.
import type { AdminOverview } from '@shop/domain';
import { addCalendarDays, shopCalendarDate, shopDayStart, toIsoDate } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import type { AccountClient } from '../users/users.fixtures.js';
import { signedInStaff } from './admin.fixtures.js';
import { insertOrders } from './admin-orders.fixtures.js';

let t: TestApp;
let staff: AccountClient;
const today = shopCalendarDate(new Date());
const HOUR = 3_600_000;
/** An instant `hours` into the shop day `days` before today. */
const at = (days: number, hours: number) =>
  new Date(shopDayStart(addCalendarDays(today, -days)).getTime() + hours * HOUR).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signedInStaff(t.app, 'staff')).client;
  await insertOrders(t.db, [
    { createdAt: at(0, 10), status: 'paid', total: 10_000 },
    { createdAt: at(0, 11), status: 'shipped', total: 20_000 },
    { createdAt: at(0, 12), status: 'awaiting_shipment', currency: 'EUR', total: 500 },
    { createdAt: at(0, 13), status: 'cancelled', total: 7_000 },
    { createdAt: at(0, 14), status: 'pending_payment', total: 3_000 },
    { createdAt: at(2, 9), status: 'partially_shipped', total: 2_000 },
    {
      createdAt: at(1, 1),
      status: 'partially_refunded',
      currency: 'NOK',
      total: 4_000,
      flag: 'amount_mismatch',
    },
    { createdAt: at(29, 22), status: 'refunded', total: 9_999 },
    { createdAt: at(30, 12), status: 'paid', total: 1_111 },
  ]);
});
afterAll(() => t?.close());

describe('GET /api/admin/overview', () => {
  it('sums orders and takings per shop day and currency over the last 30 days', async () => {
    const res = await staff.get('/api/admin/overview');
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json<AdminOverview>();
    expect(overview.days).toHaveLength(30);
    expect(overview.days[0]!.date).toBe(toIsoDate(addCalendarDays(today, -29)));
    expect(overview.days[29]!.date).toBe(toIsoDate(today));
    expect(overview.days[29]).toEqual({
      date: toIsoDate(today),
      orders: 5,
      revenue: [
        { currency: 'EUR', amount: 500, exponent: 2 },
        { currency: 'SEK', amount: 30_000, exponent: 2 },
      ],
    });
    expect(overview.days[28]!.orders).toBe(1);
    expect(overview.days[28]!.revenue).toEqual([{ currency: 'NOK', amount: 4_000, exponent: 2 }]);
    expect(overview.days[0]).toMatchObject({
      orders: 1,
      revenue: [{ currency: 'SEK', amount: 0 }],
    });
    expect(overview.days[27]).toMatchObject({
      orders: 1,
      revenue: [{ currency: 'SEK', amount: 2_000, exponent: 2 }],
    });
    const quiet = [...overview.days.slice(1, 27)];
    expect(quiet.every((d) => d.orders === 0 && d.revenue.length === 0)).toBe(true);
    // Paid or on invoice, or sent in part, whenever placed; flagged ones whatever their state.
    expect(overview.toShip).toBe(4);
    expect(overview.flagged).toBe(1);
  });

  it('lists the items below the stock threshold, fewest first, at most 50', async () => {
    for (const threshold of [2, 1_000_000]) {
      const res = await staff.get(`/api/admin/overview?stockBelow=${threshold}`);
      const { lowStock } = res.json<AdminOverview>();
      const rows = await t.db
        .selectFrom('items')
        .select(['id', 'name', 'stock_quantity'])
        .where('stock_quantity', '<', threshold)
        .orderBy('stock_quantity')
        .orderBy('id')
        .limit(51)
        .execute();
      expect(rows.length, 'the demo catalog has items low in stock').toBeGreaterThan(0);
      expect(lowStock.items).toEqual(
        rows.slice(0, 50).map((r) => ({ id: r.id, name: r.name, stock: r.stock_quantity })),
      );
      expect(lowStock.more).toBe(rows.length > 50);
    }
    expect((await staff.get('/api/admin/overview?stockBelow=0')).statusCode).toBe(400);
  });
});
