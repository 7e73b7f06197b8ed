// The SQL of staff's order actions: the order row locked first (actions on one order queue behind
// it), each line's shipped and refunded units and the order's money given back moved by guarded
// writes that cannot pass the quantities or the total, the shipments and the refunds.
import type { Database, Executor } from '@shop/db';
import { sql } from 'kysely';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { OrderRow } from './orders.repository.js';

export type ShipmentRow = Selectable<Database['order_shipments']>;
export type OrderRefundRow = Selectable<Database['order_refunds']>;

/** Writes the order's row first, so concurrent actions on it wait for this transaction. */
export function lockOrderByNumber(
  db: Executor,
  number: string,
  at: string,
): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set({ updated_at: at })
    .where('number', '=', number)
    .returningAll()
    .executeTakeFirst();
}

/** More of a line shipped; false when that would pass its quantity or what is left of it. */
export async function addShipped(
  db: Executor,
  orderId: string,
  position: number,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('order_lines')
    .set({ shipped_quantity: sql<number>`shipped_quantity + ${quantity}` })
    .where('order_id', '=', orderId)
    .where('position', '=', position)
    .where(sql<boolean>`shipped_quantity + ${quantity} <= quantity`)
    .where(sql<boolean>`refunded_quantity + ${quantity} <= quantity`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** More of a line refunded; false when that would pass its quantity. */
export async function addRefunded(
  db: Executor,
  orderId: string,
  position: number,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('order_lines')
    .set({ refunded_quantity: sql<number>`refunded_quantity + ${quantity}` })
    .where('order_id', '=', orderId)
    .where('position', '=', position)
    .where(sql<boolean>`refunded_quantity + ${quantity} <= quantity`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Adds `amount` to the money given back, only on a paid order and only while the sum stays within
 * its total: the ceiling holds in the write itself, whatever a concurrent request read.
 */
export async function addRefundedAmount(
  db: Executor,
  orderId: string,
  amount: number,
  shipping: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      refunded_amount: sql<number>`refunded_amount + ${amount}`,
      ...(shipping ? { shipping_refunded: 1 } : {}),
    })
    .where('id', '=', orderId)
    .where('paid_at', 'is not', null)
    .where(sql<boolean>`refunded_amount + ${amount} <= total`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function addCapturedAmount(db: Executor, orderId: string, amount: number) {
  await db
    .updateTable('orders')
    .set({ captured_amount: sql<number>`captured_amount + ${amount}` })
    .where('id', '=', orderId)
    .execute();
}

/** Paid per staff, with the reference they matched (the status moves elsewhere, or stays). */
export async function setPaid(
  db: Executor,
  orderId: string,
  reference: string,
  at: string | null,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_reference: reference, ...(at ? { paid_at: at } : {}) })
    .where('id', '=', orderId)
    .execute();
}

export async function clearFlag(db: Executor, orderId: string): Promise<void> {
  await db.updateTable('orders').set({ flag: null }).where('id', '=', orderId).execute();
}

export async function insertShipment(
  db: Executor,
  row: Insertable<Database['order_shipments']>,
): Promise<void> {
  await db.insertInto('order_shipments').values(row).execute();
}

export function findShipment(db: Executor, id: string): Promise<ShipmentRow | undefined> {
  return db.selectFrom('order_shipments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateShipment(
  db: Executor,
  id: string,
  change: Updateable<Database['order_shipments']>,
): Promise<void> {
  await db.updateTable('order_shipments').set(change).where('id', '=', id).execute();
}

export async function insertRefund(
  db: Executor,
  row: Insertable<Database['order_refunds']>,
): Promise<void> {
  await db.insertInto('order_refunds').values(row).execute();
}

export function findRefund(db: Executor, id: string): Promise<OrderRefundRow | undefined> {
  return db.selectFrom('order_refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setRefundPayment(db: Executor, id: string, paymentRefundId: string) {
  await db
    .updateTable('order_refunds')
    .set({ payment_refund_id: paymentRefundId })
    .where('id', '=', id)
    .execute();
}

/** The order's latest refund (cancel answers it again on a double submit). */
export function latestRefund(db: Executor, orderId: string): Promise<OrderRefundRow | undefined> {
  return db
    .selectFrom('order_refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The order's shipments, oldest first. */
export function listShipments(db: Executor, orderId: string): Promise<ShipmentRow[]> {
  return db
    .selectFrom('order_shipments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The order's refunds, oldest first. */
export function listRefunds(db: Executor, orderId: string): Promise<OrderRefundRow[]> {
  return db
    .selectFrom('order_refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
