// Applies a provider's normalised event once (its identity is claimed in the same transaction):
// the attempt takes the new state by the rules below, a paid attempt pays its order once, and money
// the order cannot take is given back (paid twice, or after the order was cancelled and its goods
// are gone) or, for a wrong amount, flagged for staff. An event for an attempt the shop does not
// know yet is left unclaimed, so its next delivery applies it.
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import type { PaymentEvent, PaymentState } from '../../providers/payment-provider.js';
import * as orders from '../orders/orders.service.js';
import type { OrderSettings } from '../orders/orders.service.js';
import { scheduleRefund } from './payment-refunds.js';
import type { PaymentSignals } from './payment-signals.js';
import * as repo from './payments.repository.js';
import type { AttemptRow } from './payments.repository.js';

export type EventOutcome =
  'duplicate' | 'unknown' | 'recorded' | 'ignored' | 'paid' | 'revived' | 'refunded' | 'flagged';

export interface EventDeps {
  ctx: AppContext;
  orders: OrderSettings;
  signals: PaymentSignals;
  /** Sends refunds written by an event to their providers soon after it commits. */
  wakeRefunds: () => void;
}

/** Money is real: a paid payment always counts; otherwise a final state is never replaced. */
export function nextAttemptState(current: string, incoming: PaymentState): PaymentState | null {
  if (current === incoming || current === 'paid') return null;
  if (incoming === 'paid' || current === 'created') return incoming;
  return null;
}

async function applyPaid(
  deps: EventDeps,
  trx: AppContext,
  attempt: AttemptRow,
  event: PaymentEvent,
  now: Date,
): Promise<EventOutcome> {
  const what = `${event.provider} ${event.providerRef}: ${event.amount} ${event.currency}`;
  if (event.amount !== attempt.amount || event.currency !== attempt.currency) {
    const note = `${what} paid, ${attempt.amount} ${attempt.currency} asked`;
    await orders.flagOrder(trx, deps.orders, attempt.order_id, 'amount_mismatch', note, now);
    return 'flagged';
  }
  // An embedded checkout's order learns its customer's details from the provider.
  if (event.customer) await orders.setOrderCustomer(trx, attempt.order_id, event.customer, now);
  if (await orders.markOrderPaid(trx, deps.orders, attempt.order_id, what, now)) return 'paid';
  const state = await orders.findOrderState(trx, attempt.order_id);
  if (state?.status === 'cancelled') {
    if (await orders.reviveExpiredOrder(trx, deps.orders, attempt.order_id, what, now))
      return 'revived';
    const reason = state.cancel_reason === 'expired' ? 'paid_after_expiry' : 'cancelled';
    await scheduleRefund(deps, trx, attempt, reason, now);
    return 'refunded';
  }
  // Paid already, by another attempt: this money goes back.
  await scheduleRefund(deps, trx, attempt, 'paid_twice', now);
  return 'refunded';
}

/** Applies `event` once; answers what it did ('duplicate' when it was applied before). */
export function applyPaymentEvent(
  deps: EventDeps,
  event: PaymentEvent,
  now: Date,
): Promise<EventOutcome> {
  return inTransaction(deps.ctx, async (trx) => {
    const attempt = await repo.findAttemptForEvent(
      trx.db,
      event.provider,
      event.providerRef,
      event.attemptId,
    );
    if (!attempt) return 'unknown';
    const claimed = await repo.claimEvent(trx.db, {
      provider: event.provider,
      event_id: event.eventId,
      attempt_id: attempt.id,
      order_id: attempt.order_id,
      state: event.state,
      amount: event.amount,
      currency: event.currency,
      outcome: 'applying',
      received_at: now.toISOString(),
    });
    if (!claimed) return 'duplicate';
    const state = nextAttemptState(attempt.state, event.state);
    if (state === null) {
      await repo.setEventOutcome(trx.db, event.provider, event.eventId, 'ignored');
      return 'ignored';
    }
    await repo.updateAttempt(trx.db, attempt.id, {
      state,
      // The provider's id, when its create's answer has not been stored yet.
      provider_ref: attempt.provider_ref ?? event.providerRef,
      payment_reference: event.paymentReference ?? attempt.payment_reference,
      error_code: event.errorCode,
      error_message: event.errorMessage,
      updated_at: now.toISOString(),
    });
    const outcome = state === 'paid' ? await applyPaid(deps, trx, attempt, event, now) : 'recorded';
    await repo.setEventOutcome(trx.db, event.provider, event.eventId, outcome);
    await deps.signals.publish(trx.db, attempt.order_id);
    return outcome;
  });
}
