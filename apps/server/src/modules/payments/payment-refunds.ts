// Money the shop gives back on its own (a second payment, a payment after the order was cancelled):
// decided and written in the event's transaction, with a note on the order and a mail to the
// customer; sent to the provider after commit, under a lease so one process sends each, and
// retried until the provider has it; its outcome (the provider's answer or callback) is applied
// once. A refund that keeps failing, or that the provider could not pay, is flagged for staff.
import { afterCommit } from '@shop/db';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import type { PaymentProvider, RefundResult } from '../../providers/payment-provider.js';
import * as mail from '../mail/mail.service.js';
import * as orders from '../orders/orders.service.js';
import type { OrderSettings, RefundReason } from '../orders/orders.service.js';
import { newAttemptId } from './attempt-id.js';
import * as repo from './payments.repository.js';
import type { AttemptRow, RefundRow } from './payments.repository.js';

/** How long one try may take before another process may try again. */
const LEASE_MS = 60_000;
/** Tries before staff are asked to refund by hand. */
const MAX_TRIES = 8;

export interface RefundDeps {
  ctx: AppContext;
  orders: OrderSettings;
  wakeRefunds: () => void;
}

/** Writes the refund of `attempt` (once per reason), notes it on the order and tells the customer. */
export async function scheduleRefund(
  deps: RefundDeps,
  trx: AppContext,
  attempt: AttemptRow,
  reason: RefundReason,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const refund = {
    id: newAttemptId(),
    attempt_id: attempt.id,
    order_id: attempt.order_id,
    provider: attempt.provider,
    amount: attempt.amount,
    currency: attempt.currency,
    reason,
    state: 'pending',
    provider_ref: null,
    next_try_at: at,
    last_error: null,
    created_at: at,
    updated_at: at,
  };
  if (!(await repo.insertRefundOnce(trx.db, refund))) return;
  const why = `refund ${refund.id}: ${reason}, ${attempt.amount} ${attempt.currency} of attempt ${attempt.id}`;
  await orders.noteOrder(trx, attempt.order_id, 'system', why, now);
  const view = await orders.findOrderView(trx, deps.orders, attempt.order_id);
  if (view && view.email !== '') await mail.enqueueMail(trx, orders.refundMail(view, refund));
  afterCommit(trx.db, deps.wakeRefunds);
}

/** What a refund's outcome did: final now, still at the provider, or nothing (known already). */
export type RefundOutcome = 'refund_paid' | 'refund_failed' | 'refund_created' | 'refund_duplicate';

/**
 * The provider's word on a refund (its answer or its callback), applied once: paid is noted on the
 * order; an error flags the order, so staff give the money back by hand.
 */
export async function applyRefundResult(
  deps: RefundDeps,
  ref: string,
  result: RefundResult,
  now: Date,
): Promise<RefundOutcome> {
  if (result.state === 'created') return 'refund_created';
  const state = result.state;
  return inTransaction(deps.ctx, async (trx) => {
    const refund = await repo.finishRefund(trx.db, ref, state, now.toISOString());
    if (!refund) return 'refund_duplicate';
    const what = `refund ${refund.id} of ${refund.amount} ${refund.currency}`;
    if (state === 'paid') {
      await orders.noteOrder(trx, refund.order_id, 'provider', `${what} paid back`, now);
      return 'refund_paid';
    }
    const note = `${what} failed at ${refund.provider}`;
    await orders.flagOrder(trx, deps.orders, refund.order_id, 'refund_failed', note, now);
    return 'refund_failed';
  });
}

async function sendOne(
  deps: RefundDeps,
  provider: PaymentProvider,
  refund: RefundRow,
  now: Date,
): Promise<void> {
  const attempt = await repo.findAttempt(deps.ctx.db, refund.attempt_id);
  let result: RefundResult;
  try {
    result = await provider.refund({
      attemptId: refund.id,
      providerRef: attempt?.provider_ref ?? refund.attempt_id,
      paymentReference: attempt?.payment_reference ?? null,
      amount: refund.amount,
      currency: refund.currency,
      message: `Refund ${refund.reason.replaceAll('_', ' ')}`,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
    const last = refund.tries + 1 >= MAX_TRIES;
    // Backs off 1, 2, 4 … minutes between tries.
    const next = new Date(now.getTime() + 60_000 * 2 ** refund.tries).toISOString();
    await repo.updateOpenRefund(deps.ctx.db, refund.id, {
      state: last ? 'error' : 'pending',
      next_try_at: next,
      last_error: message,
      updated_at: new Date().toISOString(),
    });
    if (last) {
      const note = `refund ${refund.id} of ${refund.amount} ${refund.currency} failed: ${message}`;
      await orders.flagOrder(deps.ctx, deps.orders, refund.order_id, 'refund_failed', note, now);
    }
    return;
  }
  // The provider has it; its callback may have told the outcome already, which this leaves as is.
  await repo.updateOpenRefund(deps.ctx.db, refund.id, {
    state: 'created',
    provider_ref: result.providerRef,
    updated_at: new Date().toISOString(),
  });
  await applyRefundResult(deps, refund.id, result, now);
}

/** Sends one due refund to its provider under a lease; false when another process holds it. */
export async function sendDueRefund(
  deps: RefundDeps,
  providers: readonly PaymentProvider[],
  refund: RefundRow,
  now: Date,
): Promise<boolean> {
  const provider = providers.find((p) => p.name === refund.provider);
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  if (!provider || !(await repo.leaseRefund(deps.ctx.db, refund, lease))) return false;
  await sendOne(deps, provider, refund, now);
  return true;
}

/** Sends every due refund to its provider; answers how many were tried. */
export async function sendDueRefunds(
  deps: RefundDeps,
  providers: readonly PaymentProvider[],
  now: Date,
): Promise<number> {
  const due = await repo.listDueRefunds(deps.ctx.db, now.toISOString(), 20);
  let tried = 0;
  for (const refund of due) if (await sendDueRefund(deps, providers, refund, now)) tried += 1;
  return tried;
}
