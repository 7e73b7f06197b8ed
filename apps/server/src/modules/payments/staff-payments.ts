// What staff's order actions ask of the provider that took the money: a refund of an amount of the
// order (in the provider's own currency, its share counted on the running total), written in the
// action's transaction and sent right after commit like the automatic ones (so a lost answer is
// retried by the sweep under the same idempotency key), and the capture of a shipment's worth.
import { providerShare } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import type { PaymentProvider, PaymentProviderName } from '../../providers/payment-provider.js';
import { newAttemptId } from './attempt-id.js';
import type { RefundDeps } from './payment-refunds.js';
import { sendDueRefund } from './payment-refunds.js';
import * as repo from './payments.repository.js';

/** The provider that took the order's money; null when none did (invoice, transfer, store). */
export async function paidProviderOf(
  ctx: AppContext,
  orderId: string,
): Promise<PaymentProviderName | null> {
  const attempt = await repo.findPaidAttempt(ctx.db, orderId);
  return attempt ? (attempt.provider as PaymentProviderName) : null;
}

export interface StaffRefundInput {
  orderId: string;
  /** In the order's currency. */
  amount: number;
  orderTotal: number;
  /** Given back before this refund, in the order's currency. */
  refundedBefore: number;
}

/** Writes the refund of the provider's share of `amount`; its id, or null when no provider holds the money. */
export async function scheduleStaffRefund(
  trx: AppContext,
  input: StaffRefundInput,
  now: Date,
): Promise<string | null> {
  const attempt = await repo.findPaidAttempt(trx.db, input.orderId);
  if (!attempt) return null;
  const at = now.toISOString();
  const id = newAttemptId();
  const amount = providerShare(
    attempt.amount,
    input.orderTotal,
    input.refundedBefore,
    input.amount,
  );
  await repo.insertRefund(trx.db, {
    id,
    attempt_id: attempt.id,
    order_id: input.orderId,
    provider: attempt.provider,
    amount,
    currency: attempt.currency,
    reason: 'staff',
    state: 'pending',
    provider_ref: null,
    next_try_at: at,
    last_error: null,
    created_at: at,
    updated_at: at,
  });
  return id;
}

/** Sends a refund written by a committed action now, unless another process has taken it. */
export async function sendRefundNow(
  deps: RefundDeps,
  providers: readonly PaymentProvider[],
  refundId: string,
  now: Date,
): Promise<void> {
  const refund = await repo.findRefund(deps.ctx.db, refundId);
  if (refund?.state === 'pending') await sendDueRefund(deps, providers, refund, now);
}

/** Where a staff refund stands at its provider: pending, created, paid or error. */
export async function refundStateOf(ctx: AppContext, refundId: string): Promise<string | null> {
  return (await repo.findRefund(ctx.db, refundId))?.state ?? null;
}

export interface CaptureRequest {
  orderId: string;
  shipmentId: string;
  amount: number;
  shipping: { company: string; trackingNumber: string; trackingUrl: string | null };
}

/**
 * Captures a shipment's worth at the provider that authorised the order, the shipment's id as the
 * idempotency key (a retry captures once); null when that provider takes no captures.
 */
export async function captureShipment(
  ctx: AppContext,
  providers: readonly PaymentProvider[],
  request: CaptureRequest,
): Promise<{ captureRef: string } | null> {
  const attempt = await repo.findPaidAttempt(ctx.db, request.orderId);
  const provider = providers.find((p) => p.name === attempt?.provider);
  if (!attempt?.provider_ref || !provider?.capture || request.amount <= 0) return null;
  return provider.capture({
    captureId: request.shipmentId,
    providerRef: attempt.provider_ref,
    amount: request.amount,
    shipping: request.shipping,
  });
}
