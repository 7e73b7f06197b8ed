// The embedded checkout: the order (once per draft id), the provider's checkout for it (one per
// order while it is open, so a retried create answers the same snippet), and the confirmation the
// provider sends the customer back with.
import type { CheckoutConfirmation, OrderView } from '@shop/domain';
import { languageOr } from '@shop/domain';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { PaymentProvider, PaymentRejected } from '../../providers/payment-provider.js';
import { ProviderUnavailable } from '../../providers/payment-provider.js';
import * as orders from '../orders/orders.service.js';
import { awaitAnswered, openAttempt } from './payment-attempts.js';
import type { AttemptDeps } from './payment-attempts.js';
import { applyPaymentEvent } from './payment-events.js';
import { paymentMessage } from './payment-messages.js';
import * as repo from './payments.repository.js';

export interface CheckoutDeps extends AttemptDeps {
  checkout: PaymentProvider;
}

/** The checkout's locale: the customer's language in the order's country, e.g. 'sv-SE', 'en-FI'. */
function localeOf(order: OrderView): string {
  return `${order.language}-${order.country.slug.toUpperCase()}`;
}

/**
 * The snippet that runs the provider's checkout for an order placed with the embedded checkout
 * (null once the order is not waiting for a payment): one open checkout per order, so racing or
 * retried creates answer the same snippet.
 */
export async function checkoutSnippet(
  deps: CheckoutDeps,
  order: OrderView,
  languageCode: string | undefined,
  now: Date,
): Promise<string | null> {
  const language = languageOr(languageCode);
  if (order.status !== 'pending_payment') return null;
  const input = {
    provider: deps.checkout,
    order,
    amount: order.figures.total,
    currency: order.currency.code,
    payerAlias: null,
    message: `Order ${order.number}`,
    locale: localeOf(order),
    language,
    rejection: (error: PaymentRejected) => `${paymentMessage('failed', language)} (${error.code})`,
  };
  // A shared attempt that failed or never answered leaves room for one new try.
  for (let round = 0; round < 2; round += 1) {
    const { attempt, fresh } = await openAttempt(deps, input, now);
    const current = fresh ? attempt : await awaitAnswered(deps, attempt);
    if (current.snippet) return current.snippet;
    if (current.state === 'paid') return null;
  }
  throw new HttpError(503, 'provider_unavailable', paymentMessage('unavailable', language));
}

/**
 * GET /api/payments/checkout/:ref: after the provider sent the customer back, the order as the
 * provider's word makes it (paid once the purchase is complete).
 */
export async function confirmCheckout(
  deps: CheckoutDeps,
  ref: string,
  languageCode: string | undefined,
  caller: orders.OrderCaller,
): Promise<CheckoutConfirmation> {
  const language = languageOr(languageCode);
  const attempt = await repo.findAttemptByRef(deps.ctx.db, deps.checkout.name, ref);
  if (!attempt) throw notFound(paymentMessage('unknown_checkout', language));
  try {
    await applyPaymentEvent(deps, await deps.checkout.status(ref), new Date());
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    throw new HttpError(503, 'provider_unavailable', paymentMessage('unavailable', language));
  }
  const order = await orders.findOrderView(deps.ctx, deps.orders, attempt.order_id);
  if (!order) throw notFound(paymentMessage('unknown_checkout', language));
  // The order's details are for whoever placed it; anyone else holding the reference learns it is paid.
  if (order.status === 'paid')
    return { order: (await orders.provesOrder(deps.ctx, order.id, caller)) ? order : null };
  const now = await repo.findAttempt(deps.ctx.db, attempt.id);
  if (now?.state === 'created')
    throw new HttpError(409, 'checkout_incomplete', paymentMessage('incomplete', language));
  // Paid, yet the order could not take it (flagged for staff), or the order is gone.
  const problem = now?.state === 'paid' ? 'needs_review' : 'not_payable';
  throw new HttpError(409, 'order_not_payable', paymentMessage(problem, language));
}

/**
 * The provider's validation call before it completes a purchase: approved only while the order
 * waits for this very checkout's money and its time has not run out (so its stock is still held).
 */
export async function approveCheckout(
  deps: CheckoutDeps,
  ref: string,
  purchase: { attemptId: string | null; amount: number | null },
  now: Date,
): Promise<boolean> {
  const attempt = await repo.findAttemptForEvent(
    deps.ctx.db,
    deps.checkout.name,
    ref,
    purchase.attemptId,
  );
  if (!attempt || attempt.state !== 'created') return false;
  if (purchase.amount !== null && purchase.amount !== attempt.amount) return false;
  const order = await orders.findOrderState(deps.ctx, attempt.order_id);
  if (order?.status !== 'pending_payment' || order.expires_at === null) return false;
  return Date.parse(order.expires_at) > now.getTime();
}
