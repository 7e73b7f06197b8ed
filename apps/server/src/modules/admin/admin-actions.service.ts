// Staff's order actions (ship, cancel, refund, mark paid, clear a flag): each locks the order,
// applies one lifecycle move through the orders module, writes the audit row in that transaction,
// and is idempotent (ship and refund by the console's key, the others by the order's own state).
// Money moves at the provider after commit, each call with its own idempotency key.
import { randomUUID } from 'node:crypto';
import type {
  CancelOrderResponse,
  Language,
  OrderActionResponse,
  RefundOrderRequest,
  RefundOrderResponse,
  ShipOrderRequest,
  ShipOrderResponse,
} from '@shop/domain';
import * as orders from '../orders/orders.service.js';
import type { OrderSettings, ShipmentRow } from '../orders/orders.service.js';
import * as payments from '../payments/payments.service.js';
import type { AttemptDeps, PaymentProvider } from '../payments/payments.service.js';
import {
  madeBefore,
  onLockedOrder,
  orderAnswer,
  rememberKey,
  toActionOrder,
  toRefund,
  toShipment,
} from './admin-action-answers.js';
import { recordAudit } from './audit.service.js';
import type { Actor } from './audit.service.js';

export interface ActionDeps extends AttemptDeps {
  orders: OrderSettings;
  providers: readonly PaymentProvider[];
}

export interface ActionCall {
  number: string;
  actor: Actor;
  language: Language;
  now: Date;
}

const subject = (number: string) => ({ type: 'order' as const, id: number });

/** Captures a shipment's worth at the checkout; a failure is flagged for staff and retried by a resubmit. */
async function capture(deps: ActionDeps, shipment: ShipmentRow, now: Date): Promise<void> {
  if (shipment.capture_state !== 'pending' && shipment.capture_state !== 'failed') return;
  const request = {
    orderId: shipment.order_id,
    shipmentId: shipment.id,
    amount: shipment.amount,
    shipping: {
      company: shipment.carrier,
      trackingNumber: shipment.tracking_number,
      trackingUrl: shipment.tracking_url,
    },
  };
  try {
    const done = await payments.captureShipment(deps.ctx, deps.providers, request);
    const outcome = { state: 'captured' as const, ref: done?.captureRef ?? null };
    await orders.setShipmentCapture(deps.ctx, shipment.id, outcome, now);
  } catch (error) {
    deps.log.warn({ err: error, shipment: shipment.id }, 'capturing a shipment failed');
    await orders.setShipmentCapture(deps.ctx, shipment.id, { state: 'failed', ref: null }, now);
    const note = `capture of ${shipment.amount} for shipment ${shipment.id} failed: ${error instanceof Error ? error.message : String(error)}`;
    await orders.flagOrder(deps.ctx, deps.orders, shipment.order_id, 'capture_failed', note, now);
  }
}

export async function shipOrder(
  deps: ActionDeps,
  call: ActionCall,
  body: ShipOrderRequest,
): Promise<ShipOrderResponse> {
  const { idempotencyKey, ...request } = body;
  const shipmentId = await onLockedOrder(
    deps.ctx,
    call.number,
    call.language,
    call.now,
    async (trx, order) => {
      const key = { orderId: order.id, action: 'ship', key: idempotencyKey, request };
      const earlier = await madeBefore(trx, key, call.language);
      if (earlier) return earlier;
      const provider = await payments.paidProviderOf(trx, order.id);
      const input = {
        id: randomUUID(),
        carrier: body.carrier,
        trackingNumber: body.trackingNumber,
        lines: body.lines ?? null,
        capture: provider === 'checkout',
        staff: call.actor.email,
      };
      const shipment = await orders.shipOrder(trx, deps.orders, order, input, call.now);
      const after = await orderAnswer(trx, order.id);
      await recordAudit(
        trx,
        call.actor,
        {
          action: 'order.ship',
          subject: subject(order.number),
          before: { status: order.status },
          after: { status: after.status, shipment: toShipment(shipment) },
        },
        call.now,
      );
      await rememberKey(trx, key, shipment.id, call.now);
      return shipment.id;
    },
  );
  const shipment = await orders.findShipment(deps.ctx, shipmentId);
  if (!shipment) throw new Error(`shipment ${shipmentId} vanished`);
  await capture(deps, shipment, call.now);
  const stored = (await orders.findShipment(deps.ctx, shipmentId)) ?? shipment;
  return { order: await orderAnswer(deps.ctx, shipment.order_id), shipment: toShipment(stored) };
}

/** Writes the provider's refund of an order refund just recorded (none for manual payments). */
async function payBack(
  trx: Parameters<typeof payments.scheduleStaffRefund>[0],
  refund: orders.OrderRefundRow,
  order: { id: string; total: number; refunded_amount: number },
  now: Date,
): Promise<void> {
  if (refund.method === 'manual') return;
  const input = {
    orderId: order.id,
    amount: refund.amount,
    orderTotal: order.total,
    refundedBefore: order.refunded_amount,
  };
  const id = await payments.scheduleStaffRefund(trx, input, now);
  if (id) await orders.setRefundPayment(trx, refund.id, id);
}

async function refundAnswer(deps: ActionDeps, refundId: string, now: Date) {
  const refund = await orders.findRefund(deps.ctx, refundId);
  if (!refund) throw new Error(`refund ${refundId} vanished`);
  if (refund.payment_refund_id)
    await payments.sendRefundNow(deps, deps.providers, refund.payment_refund_id, now);
  return {
    order: await orderAnswer(deps.ctx, refund.order_id),
    refund: await toRefund(deps.ctx, refund),
  };
}

export async function refundOrder(
  deps: ActionDeps,
  call: ActionCall,
  body: RefundOrderRequest,
): Promise<RefundOrderResponse> {
  const { idempotencyKey, ...request } = body;
  const refundId = await onLockedOrder(
    deps.ctx,
    call.number,
    call.language,
    call.now,
    async (trx, order) => {
      const key = { orderId: order.id, action: 'refund', key: idempotencyKey, request };
      const earlier = await madeBefore(trx, key, call.language);
      if (earlier) return earlier;
      const provider = await payments.paidProviderOf(trx, order.id);
      const record = {
        id: randomUUID(),
        method: provider ?? 'manual',
        reason: body.reason ?? null,
        staff: call.actor.email,
      };
      const refund = await orders.refundOrderByStaff(trx, order, record, body, call.now);
      await payBack(trx, refund, order, call.now);
      await orders.mailStaffAction(trx, deps.orders, order.id, refund, false);
      const after = await orderAnswer(trx, order.id);
      await recordAudit(
        trx,
        call.actor,
        {
          action: 'order.refund',
          subject: subject(order.number),
          before: { status: order.status, refunded: order.refunded_amount },
          after: {
            status: after.status,
            refunded: after.refunded,
            refund: await toRefund(trx, refund),
          },
          reason: body.reason,
        },
        call.now,
      );
      await rememberKey(trx, key, refund.id, call.now);
      return refund.id;
    },
  );
  return refundAnswer(deps, refundId, call.now);
}

/** Cancels before shipping; a second cancel answers the first one's result. */
export async function cancelOrder(
  deps: ActionDeps,
  call: ActionCall,
  reason: string,
): Promise<CancelOrderResponse> {
  const done = await onLockedOrder(
    deps.ctx,
    call.number,
    call.language,
    call.now,
    async (trx, order) => {
      if (order.status === 'cancelled' && order.cancel_reason === 'staff') {
        const refund = await orders.latestRefund(trx, order.id);
        return { orderId: order.id, refundId: refund?.id ?? null, fresh: false };
      }
      const provider = await payments.paidProviderOf(trx, order.id);
      const record = {
        id: randomUUID(),
        method: provider ?? 'manual',
        reason,
        staff: call.actor.email,
      };
      const refund = await orders.cancelOrderByStaff(trx, order, record, call.now);
      if (refund) await payBack(trx, refund, order, call.now);
      await orders.mailStaffAction(trx, deps.orders, order.id, refund, true);
      const after = await orderAnswer(trx, order.id);
      await recordAudit(
        trx,
        call.actor,
        {
          action: 'order.cancel',
          subject: subject(order.number),
          before: { status: order.status, refunded: order.refunded_amount },
          after: { status: after.status, refunded: after.refunded },
          reason,
        },
        call.now,
      );
      return { orderId: order.id, refundId: refund?.id ?? null, fresh: true };
    },
  );
  // An unpaid order's open payment is withdrawn at its provider.
  if (done.fresh) await payments.settleOpenAttempts(deps, deps.providers, done.orderId);
  if (done.refundId) return refundAnswer(deps, done.refundId, call.now);
  return { order: await orderAnswer(deps.ctx, done.orderId), refund: null };
}

/** Marks a transfer or invoice order paid by its reference; again, it answers the paid order. */
export async function markPaid(
  deps: ActionDeps,
  call: ActionCall,
  reference: string,
): Promise<OrderActionResponse> {
  const order = await onLockedOrder(
    deps.ctx,
    call.number,
    call.language,
    call.now,
    async (trx, order) => {
      if (!(await orders.markPaidByStaff(trx, order, reference, call.actor.email, call.now)))
        return toActionOrder(order);
      const after = await orderAnswer(trx, order.id);
      await recordAudit(
        trx,
        call.actor,
        {
          action: 'order.mark_paid',
          subject: subject(order.number),
          before: { status: order.status, paidAt: order.paid_at },
          after: { status: after.status, paidAt: after.paidAt, reference },
        },
        call.now,
      );
      return after;
    },
  );
  return { order };
}

/** Clears the order's flag with why; an order without one answers as it is. */
export async function clearFlag(
  deps: ActionDeps,
  call: ActionCall,
  reason: string,
): Promise<OrderActionResponse> {
  const order = await onLockedOrder(
    deps.ctx,
    call.number,
    call.language,
    call.now,
    async (trx, order) => {
      if (!(await orders.clearFlagByStaff(trx, order, reason, call.actor.email, call.now)))
        return toActionOrder(order);
      await recordAudit(
        trx,
        call.actor,
        {
          action: 'order.clear_flag',
          subject: subject(order.number),
          before: { flag: order.flag },
          after: { flag: null },
          reason,
        },
        call.now,
      );
      return orderAnswer(trx, order.id);
    },
  );
  return { order };
}
