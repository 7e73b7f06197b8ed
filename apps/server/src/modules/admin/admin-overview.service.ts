// The console's front page: orders and takings per shop day for the last 30 days, the orders to
// ship, the flagged ones, and the items running out.
import type { AdminOverview, CalendarDate, OrderStatus } from '@shop/domain';
import {
  WAITING_TO_SHIP,
  addCalendarDays,
  shopCalendarDate,
  shopDayStart,
  toIsoDate,
} from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import * as catalog from '../catalog/catalog.service.js';
import * as repo from './admin-orders.repository.js';

export const OVERVIEW_DAYS = 30;
const LOW_STOCK_LIMIT = 50;

/** Goods to send: paid, or on invoice (which ships before it is paid). */

/**
 * Orders whose money counts as taken (invoices included, refunds not subtracted). Takings are
 * summed per currency and never converted: a rate applied today would rewrite past days, and
 * each currency's sum is what its provider pays out; the chart shows one series per currency.
 */
const TAKINGS: readonly OrderStatus[] = [
  'paid',
  'awaiting_shipment',
  'partially_shipped',
  'shipped',
  'partially_refunded',
];

export async function getOverview(
  ctx: AppContext,
  stockBelow: number,
  now: Date,
): Promise<AdminOverview> {
  const today = shopCalendarDate(now);
  const first = addCalendarDays(today, 1 - OVERVIEW_DAYS);
  const days: CalendarDate[] = Array.from({ length: OVERVIEW_DAYS }, (_, i) =>
    addCalendarDays(first, i),
  );
  const from = shopDayStart(first).toISOString();
  const to = shopDayStart(addCalendarDays(today, 1)).toISOString();
  const [hours, toShip, flagged, lowStock, currencies] = await Promise.all([
    repo.figuresByHour(ctx.db, from, to, TAKINGS),
    repo.countInStates(ctx.db, WAITING_TO_SHIP),
    repo.countFlagged(ctx.db),
    catalog.listLowStock(ctx, stockBelow, LOW_STOCK_LIMIT),
    catalog.getCurrencies(ctx),
  ]);
  const exponentOf = (code: string) => currencies.find((c) => c.code === code)?.exponent ?? 2;
  const byDay = new Map(
    days.map((d) => [toIsoDate(d), { orders: 0, revenue: new Map<string, number>() }]),
  );
  for (const h of hours) {
    const day = byDay.get(toIsoDate(shopCalendarDate(`${h.hour}:00:00Z`)));
    if (!day) continue;
    day.orders += h.orders;
    day.revenue.set(h.currency, (day.revenue.get(h.currency) ?? 0) + h.revenue);
  }
  return {
    days: [...byDay].map(([date, d]) => ({
      date,
      orders: d.orders,
      revenue: [...d.revenue]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([currency, amount]) => ({ currency, amount, exponent: exponentOf(currency) })),
    })),
    toShip,
    flagged,
    lowStock,
  };
}
