// Payments through providers (decision 12): Swish's mobile payment, the embedded checkout, the
// providers' callbacks applied once, and unpaid orders cancelled when their time runs out.
import type { ProviderCallback, PaymentProvider } from '../../providers/payment-provider.js';
import * as orders from '../orders/orders.service.js';
import type { AttemptDeps } from './payment-attempts.js';
import { settleOpenAttempts } from './payment-attempts.js';
import { applyPaymentEvent } from './payment-events.js';
import type { EventOutcome } from './payment-events.js';
import { applyRefundResult } from './payment-refunds.js';
import type { RefundOutcome } from './payment-refunds.js';

export { approveCheckout, checkoutSnippet, confirmCheckout } from './embedded-checkout.js';
export { sendDueRefunds } from './payment-refunds.js';
export type { RefundDeps } from './payment-refunds.js';
export {
  captureShipment,
  paidProviderOf,
  refundStateOf,
  scheduleStaffRefund,
  sendRefundNow,
} from './staff-payments.js';
export { settleOpenAttempts } from './payment-attempts.js';
export type { AttemptDeps } from './payment-attempts.js';
export type { PaymentProvider } from '../../providers/payment-provider.js';
export type { CheckoutDeps } from './embedded-checkout.js';
export { mobilePaymentStatus, requestMobilePayment } from './mobile-payment.js';
export type { MobilePaymentDeps } from './mobile-payment.js';
export { applyPaymentEvent } from './payment-events.js';
export { listOrderPayments } from './payment-history.js';
export type { OrderPayments } from './payment-history.js';
export type { EventOutcome } from './payment-events.js';
export { localPaymentSignals, postgresPaymentSignals } from './payment-signals.js';
export type { PaymentSignals } from './payment-signals.js';

/**
 * A provider's callback: what it stands for (a payment, or a refund's outcome) is read back from
 * the provider, applied once, then acknowledged where the provider asks for that. Throws CallbackRejected for a callback that is
 * not the provider's, ProviderUnavailable when it cannot be read back (the provider retries).
 */
export async function handleCallback(
  deps: AttemptDeps,
  provider: PaymentProvider,
  callback: ProviderCallback,
): Promise<EventOutcome | RefundOutcome> {
  if (provider.isRefundCallback?.(callback) && provider.parseRefundCallback) {
    const result = await provider.parseRefundCallback(callback);
    return applyRefundResult(deps, result.providerRef, result, new Date());
  }
  const event = await provider.parseCallback(callback);
  const outcome = await applyPaymentEvent(deps, event, new Date());
  await provider.acknowledge?.(event);
  return outcome;
}

/**
 * Cancels unpaid orders whose time ran out (their stock goes back): each order's open attempts are
 * asked first (one paid in time still counts), then withdrawn at the providers once it is
 * cancelled; money that still arrives later revives the order or is given back.
 */
export async function expireUnpaidOrders(
  deps: AttemptDeps,
  providers: readonly PaymentProvider[],
  now: Date,
): Promise<string[]> {
  for (const orderId of await orders.listExpiredOrders(deps.ctx, now))
    await settleOpenAttempts(deps, providers, orderId, false);
  const cancelled = await orders.cancelExpiredOrders(deps.ctx, deps.orders, now);
  for (const orderId of cancelled) await settleOpenAttempts(deps, providers, orderId);
  return cancelled;
}
