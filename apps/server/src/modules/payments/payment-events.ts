// Applies a provider's normalised event once (its identity is claimed in the same transaction):
// the attempt takes the new state, a paid attempt pays its order once, and money the order cannot
// take (wrong amount, already paid, expired) is flagged for staff and never lost.
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import type { PaymentEvent, PaymentState } from '../../providers/payment-provider.js';
import * as orders from '../orders/orders.service.js';
import type { OrderSettings } from '../orders/orders.service.js';
import type { PaymentSignals } from './payment-signals.js';
import * as repo from './payments.repository.js';
import type { AttemptRow } from './payments.repository.js';

export type EventOutcome = 'duplicate' | 'unknown' | 'recorded' | 'ignored' | 'paid' | 'flagged';

export interface EventDeps {
  ctx: AppContext;
  orders: OrderSettings;
  signals: PaymentSignals;
}

/** Money is real: a paid payment always counts; otherwise a final state is never replaced. */
function nextState(current: string, incoming: PaymentState): PaymentState | null {
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
  const order = await orders.findOrderView(trx, deps.orders, attempt.order_id);
  const flag = order?.status === 'cancelled' ? 'paid_after_expiry' : 'paid_twice';
  await orders.flagOrder(trx, deps.orders, attempt.order_id, flag, `${what} paid`, now);
  return 'flagged';
}

/** Applies `event` once; answers what it did ('duplicate' when it was applied before). */
export function applyPaymentEvent(
  deps: EventDeps,
  event: PaymentEvent,
  now: Date,
): Promise<EventOutcome> {
  return inTransaction(deps.ctx, async (trx) => {
    const attempt = await repo.findAttemptByRef(trx.db, event.provider, event.providerRef);
    const claimed = await repo.claimEvent(trx.db, {
      provider: event.provider,
      event_id: event.eventId,
      attempt_id: attempt?.id ?? null,
      order_id: attempt?.order_id ?? null,
      state: event.state,
      amount: event.amount,
      currency: event.currency,
      outcome: 'unknown',
      received_at: now.toISOString(),
    });
    if (!claimed) return 'duplicate';
    if (!attempt) return 'unknown';
    const state = nextState(attempt.state, event.state);
    if (state === null) {
      await repo.setEventOutcome(trx.db, event.provider, event.eventId, 'ignored');
      return 'ignored';
    }
    await repo.updateAttempt(trx.db, attempt.id, {
      state,
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
