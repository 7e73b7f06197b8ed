// The console's order list: filters and a search read along the index that narrows them most, each
// answer reading a bounded part of it, and an opaque cursor (created_at, id) to go on from.
import type {
  AdminOrderPage,
  AdminOrderQuery,
  AdminOrderRow,
  CalendarDate,
  Language,
  OrderStatus,
} from '@shop/domain';
import {
  addCalendarDays,
  compareCalendarDates,
  orderSearchOf,
  parseIsoDate,
  shopDayStart,
} from '@shop/domain';
import { textsIn } from '../../i18n/index.js';
import type { AppContext } from '../../lib/app-context.js';
import { badRequest } from '../../lib/http-error.js';
import * as repo from './admin-orders.repository.js';
import type { ListFilter, ListRow, OrderRange, Position } from './admin-orders.repository.js';

/** Rows an answer may read past its filters; a rarer combination answers a short page and a cursor. */
export const SCAN_BUDGET = 4000;

const cursorOf = (p: Position) => Buffer.from(`${p.createdAt}|${p.id}`).toString('base64url');

function positionOf(cursor: string, language: Language): Position {
  const [createdAt, id, extra] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!createdAt || !id || extra !== undefined || Number.isNaN(Date.parse(createdAt)))
    throw badRequest(textsIn(language)('admin.errors.invalid_cursor'), 'invalid_cursor');
  return { createdAt, id };
}

/** Newer first: negative when a comes before b in the list. */
function compare(a: Position, b: Position): number {
  if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt ? -1 : 1;
  return a.id === b.id ? 0 : a.id > b.id ? -1 : 1;
}

const positionOfRow = (row: ListRow): Position => ({ createdAt: row.created_at, id: row.id });

function datesOf(query: AdminOrderQuery, language: Language) {
  const day = (text: string | undefined): CalendarDate | null =>
    text === undefined ? null : parseIsoDate(text);
  const from = day(query.from);
  const to = day(query.to);
  if (from && to && compareCalendarDates(from, to) > 0)
    throw badRequest(textsIn(language)('admin.errors.invalid_dates'));
  return {
    from: from ? shopDayStart(from).toISOString() : undefined,
    // The end day is included: the range stops where the next day begins.
    to: to ? shopDayStart(addCalendarDays(to, 1)).toISOString() : undefined,
  };
}

/**
 * The ranges a page is read along, and what is left to filter: a search first (its rows are few),
 * then flagged orders, the states (one range each), the payment, the country, else the whole list.
 */
function plan(query: AdminOrderQuery, dates: { from?: string; to?: string }) {
  const filter: ListFilter = {
    ...dates,
    states: query.state,
    country: query.country,
    payment: query.payment,
    flagged: query.flagged === undefined ? undefined : query.flagged === 'true',
  };
  if (query.q !== undefined) {
    const search = orderSearchOf(query.q);
    const ranges: OrderRange[] =
      search.by === 'name'
        ? [
            { by: 'name', value: search.value },
            { by: 'family', value: search.value },
          ]
        : [search];
    return { ranges, filter };
  }
  if (filter.flagged === true) return { ranges: [{ by: 'flagged' } as const], filter };
  if (filter.states !== undefined) {
    const states = [...new Set(filter.states)];
    const ranges = states.map((value) => ({ by: 'status', value }) as const);
    return { ranges, filter: { ...filter, states: undefined } };
  }
  if (filter.payment !== undefined)
    return { ranges: [{ by: 'payment', value: filter.payment } as const], filter };
  if (filter.country !== undefined)
    return { ranges: [{ by: 'country', value: filter.country } as const], filter };
  return { ranges: [{ by: 'all' } as const], filter };
}

function toRow(row: ListRow): AdminOrderRow {
  const billing = JSON.parse(row.billing_address) as { given_name?: string; family_name?: string };
  return {
    number: row.number,
    createdAt: row.created_at,
    status: row.status as OrderStatus,
    flag: row.flag,
    customerName: `${billing.given_name ?? ''} ${billing.family_name ?? ''}`.trim(),
    email: row.email,
    country: row.country_slug,
    payment: { slug: row.payment_slug, name: row.payment_name },
    total: {
      amount: row.total,
      currency: row.currency,
      symbol: row.currency_symbol,
      exponent: row.exponent,
    },
  };
}

/**
 * A page of orders, newest first. Each range gives its newest matches after the cursor, reading at
 * most its share of the budget; the page holds only rows older than no range has read yet, so
 * following `next` never skips or repeats an order, however the ranges interleave.
 */
export async function listOrders(
  ctx: AppContext,
  query: AdminOrderQuery,
  language: Language,
  budget = SCAN_BUDGET,
): Promise<AdminOrderPage> {
  const after = query.after === undefined ? undefined : positionOf(query.after, language);
  const { ranges, filter } = plan(query, datesOf(query, language));
  const share = Math.max(query.limit + 1, Math.ceil(budget / ranges.length));
  let frontier: Position | undefined;
  const found = new Map<string, ListRow>();
  for (const range of ranges) {
    const rows = await repo.scanRange(ctx.db, range, filter, after, query.limit + 1, share);
    for (const row of rows) found.set(row.id, row);
    // How far this range is read: through its last match when full, else through its scan.
    const reached =
      rows.length > query.limit
        ? positionOfRow(rows[query.limit]!)
        : await repo.scanEnd(ctx.db, range, filter, after, share);
    if (reached && (!frontier || compare(reached, frontier) < 0)) frontier = reached;
  }
  const rows = [...found.values()]
    .filter((row) => !frontier || compare(positionOfRow(row), frontier) <= 0)
    .sort((a, b) => compare(positionOfRow(a), positionOfRow(b)));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next = rows.length > query.limit && last ? positionOfRow(last) : frontier;
  return { orders: page.map(toRow), next: next ? cursorOf(next) : null };
}
