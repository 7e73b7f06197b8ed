// All order SQL: orders, their lines and status events, and the order-number counter.
import { dialectOf } from '@shop/db';
import { customerNameKeys } from '@shop/domain';
import type { Database, Executor } from '@shop/db';
import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';

export type OrderRow = Selectable<Database['orders']>;
export type OrderLineRow = Selectable<Database['order_lines']>;
export type OrderEventRow = Selectable<Database['order_events']>;
export type NewOrder = Insertable<Database['orders']>;
export type NewOrderLine = Insertable<Database['order_lines']>;
export type NewOrderEvent = Insertable<Database['order_events']>;

export function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrderByNumber(db: Executor, number: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirst();
}

/** The next number from SQLite's counter row (writers queue anyway). */
async function nextSqliteNumber(db: Executor): Promise<string> {
  const row = await db
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'order_number')
    .returning('value')
    .executeTakeFirstOrThrow();
  return String(row.value);
}

/**
 * Inserts the order under the next order number and answers that number: PostgreSQL draws it from
 * its sequence in the insert itself, SQLite from its counter row.
 */
export async function insertNumberedOrder(
  db: Executor,
  order: Omit<NewOrder, 'number'>,
): Promise<string> {
  if (dialectOf(db) === 'postgres') {
    const row = await db
      .insertInto('orders')
      .values({ ...order, number: sql<string>`nextval('order_number_seq')::text` })
      .returning('number')
      .executeTakeFirstOrThrow();
    return row.number;
  }
  const number = await nextSqliteNumber(db);
  await db
    .insertInto('orders')
    .values({ ...order, number })
    .execute();
  return number;
}

export async function insertOrderLines(
  db: Executor,
  lines: readonly NewOrderLine[],
): Promise<void> {
  if (lines.length > 0)
    await db
      .insertInto('order_lines')
      .values([...lines])
      .execute();
}

export async function insertOrderEvent(db: Executor, event: NewOrderEvent): Promise<void> {
  await db.insertInto('order_events').values(event).execute();
}

export function listOrderLines(db: Executor, orderId: string): Promise<OrderLineRow[]> {
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

export function listOrderEvents(db: Executor, orderId: string): Promise<OrderEventRow[]> {
  return db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

export type FigureColumns = Pick<
  NewOrder,
  'items_total' | 'shipping' | 'handling' | 'campaign' | 'total' | 'vat'
>;

/** The next event position; callers first write the order row, which locks it until commit. */
export async function nextEventPosition(db: Executor, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('order_events')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** What moving an order to a state writes beside its status (when paid, why cancelled, …). */
export type StatusColumns = Partial<Pick<NewOrder, 'paid_at' | 'expires_at' | 'cancel_reason'>>;

/**
 * from -> to, guarded by the state read: false when another change moved the order first. The
 * write locks the row until commit, so the caller's event positions cannot collide.
 */
export async function setStatus(
  db: Executor,
  id: string,
  from: string,
  to: string,
  columns: StatusColumns,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ ...columns, status: to, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setFlag(db: Executor, id: string, flag: string, at: string): Promise<void> {
  await db.updateTable('orders').set({ flag, updated_at: at }).where('id', '=', id).execute();
}

/** Pushes an unpaid order's expiry to `expiresAt` (a new payment attempt gives it new time). */
export async function setExpiry(db: Executor, id: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ expires_at: expiresAt })
    .where('id', '=', id)
    .where('status', '=', 'pending_payment')
    .execute();
}

/** Who placed an order: its account and its browser's owner hash. */
export function findOrderOwner(db: Executor, id: string) {
  return db
    .selectFrom('orders')
    .select(['user_id', 'owner_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Locks the order's row for the rest of the transaction (an event is about to be written). */
export async function touchOrder(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable('orders').set({ updated_at: at }).where('id', '=', id).execute();
}

/** Records that the customer was sent the order's confirmation. */
export async function setConfirmed(db: Executor, id: string, at: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ confirmed_at: at })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .execute();
}

/** Whether the customer was sent the order's confirmation. */
export async function wasConfirmed(db: Executor, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('confirmed_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return Boolean(row?.confirmed_at);
}

/** The state an order is in, why when it was cancelled, and until when it waits for payment. */
export function findOrderState(db: Executor, id: string) {
  return db
    .selectFrom('orders')
    .select(['status', 'cancel_reason', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Unpaid orders whose time ran out, oldest first. */
export async function listExpired(db: Executor, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending_payment')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export interface CustomerColumns {
  email: string;
  billing_address: string;
  shipping_address: string | null;
}

/** An order's customer columns: from an embedded checkout, or cleared of a deleted account (user_id null). */
export async function setCustomer(
  db: Executor,
  id: string,
  customer: CustomerColumns & { user_id?: null },
  at: string,
): Promise<void> {
  // The name keys staff search by always follow the billing name they are made of.
  const keys = customerNameKeys(JSON.parse(customer.billing_address) as Record<string, string>);
  await db
    .updateTable('orders')
    .set({ ...customer, ...keys, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/**
 * The orders of an account: placed while logged in, or as a guest with its confirmed address
 * (`emailKey`, null when unconfirmed), newest first.
 */
export function listCustomerOrders(
  db: Executor,
  userId: string,
  emailKey: string | null,
  limit: number,
) {
  return db
    .selectFrom('orders')
    .select(['number', 'status', 'created_at', 'total', 'currency', 'currency_symbol', 'exponent'])
    .where((eb) => {
      const mine = eb('user_id', '=', userId);
      if (emailKey === null) return mine;
      return eb.or([
        mine,
        eb.and([eb('user_id', 'is', null), eb(sql<string>`lower(email)`, '=', emailKey)]),
      ]);
    })
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .limit(limit)
    .execute();
}

/** The orders an account's deletion must clean: its own, and guest orders of its confirmed address. */
export function listOrdersToForget(db: Executor, userId: string, emailKey: string | null) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'email', 'billing_address', 'shipping_address'])
    .where((eb) => {
      const mine = eb('user_id', '=', userId);
      return emailKey === null ? mine : eb.or([mine, eb(sql<string>`lower(email)`, '=', emailKey)]);
    })
    .execute();
}
