// The console's own order SQL: the list read one index range at a time, the overview's counts and
// sums, and staff notes. Every range is (value, created_at, id) of a migration's index, newest first.
import { dialectOf } from '@shop/db';
import type { Database, Executor } from '@shop/db';
import { sql } from 'kysely';
import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';

/** Which index a page is read along: the whole list, or the orders of one value. */
export type OrderRange =
  | { by: 'all' }
  | { by: 'flagged' }
  | {
      by: 'status' | 'country' | 'payment' | 'email' | 'name' | 'family' | 'number';
      value: string;
    };

/** A place in the list, newest first: rows after it are older, or as old with a smaller id. */
export interface Position {
  createdAt: string;
  id: string;
}

/** What a page is cut to besides its range: shop days as instants, and the other filters. */
export interface ListFilter {
  /** Inclusive. */
  from?: string | undefined;
  /** Exclusive. */
  to?: string | undefined;
  states?: readonly string[] | undefined;
  country?: string | undefined;
  payment?: string | undefined;
  flagged?: boolean | undefined;
}

type Orders = ExpressionBuilder<Database, 'orders'>;

function inRange(eb: Orders, range: OrderRange) {
  switch (range.by) {
    case 'all':
      return eb.lit(true);
    case 'flagged':
      return eb('flag', 'is not', null);
    case 'status':
      return eb('status', '=', range.value);
    case 'country':
      return eb('country_slug', '=', range.value);
    case 'payment':
      return eb('payment_slug', '=', range.value);
    case 'email':
      return eb(sql<string>`lower(email)`, '=', range.value);
    case 'name':
      return eb('name_key', '=', range.value);
    case 'family':
      return eb('family_key', '=', range.value);
    case 'number':
      return eb('number', '=', range.value);
  }
}

/** The range's rows between the dates and after the cursor: the part of an index a page reads. */
function rangeQuery(db: Executor, range: OrderRange, filter: ListFilter, after?: Position) {
  let query = db.selectFrom('orders').where((eb) => inRange(eb, range));
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('created_at', '<', filter.to);
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)),
    );
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
}

const LIST_COLUMNS = [
  'id',
  'number',
  'created_at',
  'status',
  'flag',
  'billing_address',
  'email',
  'country_slug',
  'payment_slug',
  'payment_name',
  'total',
  'currency',
  'currency_symbol',
  'exponent',
] as const;

export type ListRow = Pick<Selectable<Database['orders']>, (typeof LIST_COLUMNS)[number]>;

/**
 * Up to `limit` rows of the range that pass the other filters, read from at most `budget` rows
 * of the range: a rare combination costs a bounded scan, never a walk through the whole table.
 */
export function scanRange(
  db: Executor,
  range: OrderRange,
  filter: ListFilter,
  after: Position | undefined,
  limit: number,
  budget: number,
): Promise<ListRow[]> {
  const scanned = rangeQuery(db, range, filter, after)
    .select([...LIST_COLUMNS])
    .limit(budget);
  let query = db.selectFrom(scanned.as('o')).selectAll();
  if (filter.states !== undefined) query = query.where('o.status', 'in', [...filter.states]);
  if (filter.country !== undefined) query = query.where('o.country_slug', '=', filter.country);
  if (filter.payment !== undefined) query = query.where('o.payment_slug', '=', filter.payment);
  if (filter.flagged !== undefined)
    query = query.where('o.flag', filter.flagged ? 'is not' : 'is', null);
  return query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(limit).execute();
}

/** The budget-th row of the range after the cursor, when it has that many: how far a scan read. */
export async function scanEnd(
  db: Executor,
  range: OrderRange,
  filter: ListFilter,
  after: Position | undefined,
  budget: number,
): Promise<Position | undefined> {
  const row = await rangeQuery(db, range, { from: filter.from, to: filter.to }, after)
    .select(['created_at', 'id'])
    .limit(1)
    .offset(budget - 1)
    .executeTakeFirst();
  return row && { createdAt: row.created_at, id: row.id };
}

export async function findOrderId(db: Executor, number: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('number', '=', number)
    .executeTakeFirst();
  return row?.id;
}

export interface HourFigures {
  /** 'YYYY-MM-DDTHH' (UTC). */
  hour: string;
  currency: string;
  orders: number;
  revenue: number;
}

/**
 * Orders and takings per UTC hour and currency between two instants: hours, since the shop's day
 * begins on a whole UTC hour, so the caller sums them into shop days on either engine.
 */
export async function figuresByHour(
  db: Executor,
  from: string,
  to: string,
  takings: readonly string[],
): Promise<HourFigures[]> {
  // SQLite's statistics can favour a skip-scan of a low-cardinality index that is not covering;
  // the created_at index holds every column summed here, so it is named.
  const orders =
    dialectOf(db) === 'sqlite' ? sql`orders indexed by orders_created_idx` : sql`orders`;
  const { rows } = await sql<{ hour: string; currency: string; orders: unknown; revenue: unknown }>`
    select substr(created_at, 1, 13) as hour, currency, count(*) as orders,
      sum(case when status in (${sql.join([...takings])}) then total else 0 end) as revenue
    from ${orders}
    where created_at >= ${from} and created_at < ${to}
    group by substr(created_at, 1, 13), currency`.execute(db);
  // PostgreSQL answers count and sum as bigint text.
  return rows.map((r) => ({
    hour: r.hour,
    currency: r.currency,
    orders: Number(r.orders),
    revenue: Number(r.revenue),
  }));
}

export async function countInStates(db: Executor, states: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', 'in', [...states])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countFlagged(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('flag', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type NoteRow = Selectable<Database['order_notes']>;

export async function insertNote(db: Executor, note: Insertable<Database['order_notes']>) {
  await db.insertInto('order_notes').values(note).execute();
}

export function listNotes(db: Executor, orderId: string): Promise<NoteRow[]> {
  return db
    .selectFrom('order_notes')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}
