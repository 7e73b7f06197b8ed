// Staff's other order actions, each a lifecycle move applied once: cancel before anything shipped
// (stock back, money owed back in full), refund lines and shipping (the domain figures the amount;
// the write refuses more than was paid), mark a transfer or invoice paid by its reference, and
// clear a flag with a reason. The caller owns the transaction and has locked the order (lockOrder).
import type { ActionLine, OrderStatus } from '@shop/domain';
import {
  MANUAL_PAYMENTS,
  NOT_SHIPPED,
  REFUNDABLE,
  orderNumberOfPayment,
  refundAmount,
  vatPart,
} from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import * as catalog from '../catalog/catalog.service.js';
import { ActionRefused, actionFigures, linesOf, partsOf } from './order-action-parts.js';
import * as actions from './order-actions.repository.js';
import type { OrderRefundRow } from './order-actions.repository.js';
import { changeOrderStatus, recordOrderEvent } from './order-lifecycle.js';
import type { OrderRow } from './orders.repository.js';
import * as repo from './orders.repository.js';

export type { OrderRefundRow } from './order-actions.repository.js';

export interface RefundRecord {
  id: string;
  /** swish, checkout or manual: who carries the money back. */
  method: string;
  reason: string | null;
  staff: string;
}

async function recordRefund(
  trx: AppContext,
  order: OrderRow,
  record: RefundRecord,
  figures: {
    amount: number;
    vat: number;
    shipping: boolean;
    restock: boolean;
    lines: ActionLine[];
  },
  now: Date,
): Promise<OrderRefundRow> {
  if (!(await actions.addRefundedAmount(trx.db, order.id, figures.amount, figures.shipping)))
    throw new ActionRefused(order.paid_at === null ? 'not_paid' : 'refund_exceeds_paid');
  const row: OrderRefundRow = {
    id: record.id,
    order_id: order.id,
    amount: figures.amount,
    vat: figures.vat,
    currency: order.currency,
    lines: JSON.stringify(figures.lines),
    shipping: figures.shipping ? 1 : 0,
    restock: figures.restock ? 1 : 0,
    method: record.method,
    payment_refund_id: null,
    reason: record.reason,
    created_at: now.toISOString(),
  };
  await actions.insertRefund(trx.db, row);
  return row;
}

/**
 * Cancels the locked order before anything shipped: its stock goes back (the guarded move makes
 * that once) and, when it was paid, all that is left of its money is recorded to go back.
 */
export async function cancelOrderByStaff(
  trx: AppContext,
  order: OrderRow,
  record: RefundRecord,
  now: Date,
): Promise<OrderRefundRow | null> {
  const status = order.status as OrderStatus;
  const lines = await repo.listOrderLines(trx.db, order.id);
  if (!NOT_SHIPPED.includes(status) || lines.some((l) => l.shipped_quantity > 0))
    throw new ActionRefused(status === 'cancelled' ? 'invalid_transition' : 'order_shipped');
  const why = `cancelled by ${record.staff}: ${record.reason ?? ''}`.trim();
  const change = { to: 'cancelled', by: 'staff', why, at: now, cancelReason: 'staff' } as const;
  if (!(await changeOrderStatus(trx, order.id, { ...change, from: [status] })))
    throw new ActionRefused('invalid_transition');
  for (const line of lines) await catalog.returnStock(trx, line.item_id, line.stocked_quantity);
  const owed = order.total - order.refunded_amount;
  if (order.paid_at === null || owed <= 0) return null;
  const left = lines.flatMap((l) =>
    l.quantity > l.refunded_quantity
      ? [{ itemId: l.item_id, quantity: l.quantity - l.refunded_quantity }]
      : [],
  );
  const figures = { amount: owed, vat: vatPart(owed, order.vat_rate), shipping: true };
  return recordRefund(trx, order, record, { ...figures, restock: false, lines: left }, now);
}

export interface RefundInput {
  lines: readonly ActionLine[];
  shipping: boolean;
  restock: boolean;
}

/** Refunds lines (and the shipping) of the locked order after it shipped; answers the refund. */
export async function refundOrderByStaff(
  trx: AppContext,
  order: OrderRow,
  record: RefundRecord,
  input: RefundInput,
  now: Date,
): Promise<OrderRefundRow> {
  const status = order.status as OrderStatus;
  if (!REFUNDABLE.includes(status))
    throw new ActionRefused(NOT_SHIPPED.includes(status) ? 'not_paid' : 'invalid_transition');
  if (order.paid_at === null) throw new ActionRefused('not_paid');
  const lines = await repo.listOrderLines(trx.db, order.id);
  const left = (l: (typeof lines)[number]) => l.quantity - l.refunded_quantity;
  const parts = partsOf(lines, input.lines, left, 'refund_exceeds_paid');
  const figures = refundAmount(
    actionFigures(order, lines, order.refunded_amount),
    parts,
    input.shipping,
  );
  if (figures.amount <= 0) throw new ActionRefused('refund_exceeds_paid');
  for (const part of parts) {
    const line = lines[part.index]!;
    if (!(await actions.addRefunded(trx.db, order.id, line.position, part.quantity)))
      throw new ActionRefused('refund_exceeds_paid');
    if (input.restock) await catalog.returnStock(trx, line.item_id, part.quantity);
  }
  const refunded = linesOf(lines, parts);
  const row = await recordRefund(
    trx,
    order,
    record,
    { ...figures, restock: input.restock, lines: refunded },
    now,
  );
  const all = order.refunded_amount + figures.amount >= order.total;
  const what = refunded.map((l) => `${l.quantity} × ${l.itemId}`);
  if (figures.shipping) what.push('shipping');
  const why = `refund ${row.id} of ${figures.amount} ${order.currency} by ${record.staff}: ${what.join(', ')}`;
  const to = all ? 'refunded' : 'partially_refunded';
  if (!(await changeOrderStatus(trx, order.id, { to, by: 'staff', why, at: now, from: [status] })))
    throw new ActionRefused('invalid_transition');
  return row;
}

/** Links a refund to the payment refund that carries its money back. */
export function setRefundPayment(trx: AppContext, id: string, paymentRefundId: string) {
  return actions.setRefundPayment(trx.db, id, paymentRefundId);
}

export function findRefund(ctx: AppContext, id: string) {
  return actions.findRefund(ctx.db, id);
}

export function latestRefund(ctx: AppContext, orderId: string) {
  return actions.latestRefund(ctx.db, orderId);
}

/**
 * Marks the locked transfer or invoice order paid when `reference` is a valid payment reference
 * naming it: unpaid orders move to paid; an invoice already shipped keeps its state, with a note.
 * False when it was paid already (nothing changes).
 */
export async function markPaidByStaff(
  trx: AppContext,
  order: OrderRow,
  reference: string,
  staff: string,
  now: Date,
): Promise<boolean> {
  if (!MANUAL_PAYMENTS.includes(order.payment_slug)) throw new ActionRefused('not_manual_payment');
  const transfer = { number: order.number, currency: order.currency, country: order.country_slug };
  const named = orderNumberOfPayment(transfer, reference);
  if (named === null) throw new ActionRefused('invalid_reference');
  if (named !== order.number) throw new ActionRefused('reference_mismatch');
  if (order.paid_at !== null) return false;
  const status = order.status as OrderStatus;
  const why = `paid, marked by ${staff} with reference ${reference}`;
  if (status === 'pending_payment' || status === 'awaiting_shipment') {
    const change = { to: 'paid', by: 'staff', why, at: now, from: [status] } as const;
    if (!(await changeOrderStatus(trx, order.id, change)))
      throw new ActionRefused('invalid_transition');
    await actions.setPaid(trx.db, order.id, reference, null);
    return true;
  }
  if (status !== 'partially_shipped' && status !== 'shipped')
    throw new ActionRefused('invalid_transition');
  await actions.setPaid(trx.db, order.id, reference, now.toISOString());
  await recordOrderEvent(trx, order.id, { from: status, to: status, by: 'staff', why, at: now });
  return true;
}

/** Clears the locked order's flag, with why on its history; false when it had none. */
export async function clearFlagByStaff(
  trx: AppContext,
  order: OrderRow,
  reason: string,
  staff: string,
  now: Date,
): Promise<boolean> {
  if (order.flag === null) return false;
  await actions.clearFlag(trx.db, order.id);
  const status = order.status as OrderStatus;
  const why = `flag ${order.flag} cleared by ${staff}: ${reason}`;
  await recordOrderEvent(trx, order.id, { from: status, to: status, by: 'staff', why, at: now });
  return true;
}
