// What the console's order actions share: the order locked in one transaction with refusals worded
// in the request's language, the idempotency key checked against what it made before, and the
// answers (the order, a shipment, a refund) read from what is stored, so a repeat answers the same.
import { createHash } from 'node:crypto';
import type { ActionOrder, Carrier, Language, OrderRefund, Shipment } from '@shop/domain';
import { textsIn } from '../../i18n/index.js';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import { HttpError } from '../../lib/http-error.js';
import * as orders from '../orders/orders.service.js';
import type { ActionRefusal, OrderRefundRow, ShipmentRow } from '../orders/orders.service.js';
import * as payments from '../payments/payments.service.js';
import * as repo from './admin-actions.repository.js';

type OrderRow = NonNullable<Awaited<ReturnType<typeof orders.findOrderRow>>>;

const REFUSALS: Record<ActionRefusal | 'idempotency_conflict', [number, string]> = {
  order_shipped: [409, 'admin.errors.order_shipped'],
  invalid_transition: [409, 'admin.errors.invalid_transition'],
  not_paid: [409, 'admin.errors.not_paid'],
  refund_exceeds_paid: [409, 'admin.errors.refund_exceeds_paid'],
  invalid_quantities: [400, 'admin.errors.invalid_quantities'],
  invalid_reference: [400, 'admin.errors.invalid_reference'],
  reference_mismatch: [400, 'admin.errors.reference_mismatch'],
  not_manual_payment: [409, 'admin.errors.not_manual_payment'],
  idempotency_conflict: [409, 'admin.errors.idempotency_conflict'],
};

function refused(code: keyof typeof REFUSALS, language: Language): HttpError {
  const [status, text] = REFUSALS[code];
  return new HttpError(status, code, textsIn(language)(text));
}

/** Runs `work` on the order with this number, locked, in one transaction; refusals become 4xx. */
export async function onLockedOrder<T>(
  ctx: AppContext,
  number: string,
  language: Language,
  now: Date,
  work: (trx: AppContext, order: OrderRow) => Promise<T>,
): Promise<T> {
  try {
    return await inTransaction(ctx, async (trx) => {
      const order = await orders.lockOrder(trx, number, now);
      if (!order)
        throw new HttpError(404, 'not_found', textsIn(language)('admin.errors.order_not_found'));
      return work(trx, order);
    });
  } catch (error) {
    if (error instanceof orders.ActionRefused) throw refused(error.code, language);
    throw error;
  }
}

export interface ActionKey {
  orderId: string;
  action: string;
  key: string;
  request: unknown;
}

const hashOf = (request: unknown): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/** What this key made before (null the first time); 409 when it came with another request. */
export async function madeBefore(
  trx: AppContext,
  key: ActionKey,
  language: Language,
): Promise<string | null> {
  const row = await repo.findActionKey(trx.db, key.orderId, key.action, key.key);
  if (!row) return null;
  if (row.request_hash !== hashOf(key.request)) throw refused('idempotency_conflict', language);
  return row.result_id;
}

export async function rememberKey(trx: AppContext, key: ActionKey, made: string, now: Date) {
  await repo.insertActionKey(trx.db, {
    order_id: key.orderId,
    action: key.action,
    key: key.key,
    request_hash: hashOf(key.request),
    result_id: made,
    created_at: now.toISOString(),
  });
}

export function toActionOrder(row: OrderRow): ActionOrder {
  return {
    number: row.number,
    status: row.status as ActionOrder['status'],
    flag: row.flag,
    paidAt: row.paid_at,
    currency: row.currency,
    total: row.total,
    refunded: row.refunded_amount,
  };
}

/** The order as it stands now. */
export async function orderAnswer(ctx: AppContext, orderId: string): Promise<ActionOrder> {
  const row = await orders.findOrderRow(ctx, orderId);
  if (!row) throw new Error(`order ${orderId} vanished`);
  return toActionOrder(row);
}

export function toShipment(row: ShipmentRow): Shipment {
  return {
    id: row.id,
    carrier: row.carrier as Carrier,
    trackingNumber: row.tracking_number,
    trackingUrl: row.tracking_url,
    lines: JSON.parse(row.lines) as Shipment['lines'],
    amount: row.amount,
    capture: row.capture_state as Shipment['capture'],
    createdAt: row.created_at,
  };
}

/** A refund with where its money stands at the provider (manual: staff pay it back by hand). */
export async function toRefund(ctx: AppContext, row: OrderRefundRow): Promise<OrderRefund> {
  const state = row.payment_refund_id
    ? await payments.refundStateOf(ctx, row.payment_refund_id)
    : 'manual';
  return {
    id: row.id,
    amount: row.amount,
    vat: row.vat,
    currency: row.currency,
    lines: JSON.parse(row.lines) as OrderRefund['lines'],
    shipping: row.shipping === 1,
    restock: row.restock === 1,
    method: row.method as OrderRefund['method'],
    state: (state ?? 'pending') as OrderRefund['state'],
    createdAt: row.created_at,
  };
}
