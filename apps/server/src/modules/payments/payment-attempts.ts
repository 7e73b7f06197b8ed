// One payment at a time per order: an attempt is claimed in the database (a unique index allows
// one open attempt per order, on both engines), so racing calls for one order share it; only the
// call that claimed it asks the provider. Its id is made and stored before the call, and, where
// the provider names the payment by it (Swish), so is the provider's id, so a callback that beats
// the create's answer finds its attempt. A refusal or an unreachable provider ends the attempt
// through the event rules and becomes the customer's message.
import { isUniqueViolation } from '@shop/db';
import type { Language, OrderView } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import { HttpError } from '../../lib/http-error.js';
import type { PaymentEvent, PaymentProvider } from '../../providers/payment-provider.js';
import { PaymentRejected, ProviderUnavailable } from '../../providers/payment-provider.js';
import * as orders from '../orders/orders.service.js';
import type { OrderSettings } from '../orders/orders.service.js';
import { newAttemptId } from './attempt-id.js';
import { applyPaymentEvent } from './payment-events.js';
import type { EventDeps } from './payment-events.js';
import { paymentMessage } from './payment-messages.js';
import * as repo from './payments.repository.js';
import type { AttemptRow } from './payments.repository.js';

export interface AttemptDeps extends EventDeps {
  ctx: AppContext;
  orders: OrderSettings;
  log: { warn(object: object, message: string): void };
  /** How long a call waits for a racing call's provider create to answer. */
  providerTimeoutMs: number;
}

export interface AttemptInput {
  provider: PaymentProvider;
  order: OrderView;
  amount: number;
  currency: string;
  payerAlias: string | null;
  message: string;
  locale: string;
  language: Language;
  /** Words a provider's refusal for the customer. */
  rejection: (error: PaymentRejected) => string;
}

/** The order's attempt: the one open already (`fresh` false), or a new one this call claimed. */
async function claimAttempt(
  deps: AttemptDeps,
  input: AttemptInput,
  now: Date,
): Promise<{ attempt: AttemptRow; fresh: boolean }> {
  const open = await repo.findOpenAttempt(deps.ctx.db, input.order.id);
  if (open) return { attempt: open, fresh: false };
  const at = now.toISOString();
  const id = newAttemptId();
  const attempt: AttemptRow = {
    id,
    order_id: input.order.id,
    provider: input.provider.name,
    provider_ref: input.provider.namedByShop ? id : null,
    state: 'created',
    amount: input.amount,
    currency: input.currency,
    payer_alias: input.payerAlias,
    token: null,
    snippet: null,
    payment_reference: null,
    error_code: null,
    error_message: null,
    created_at: at,
    updated_at: at,
  };
  try {
    await inTransaction(deps.ctx, async (trx) => {
      await repo.insertAttempt(trx.db, attempt);
      await orders.extendOrderExpiry(trx, deps.orders, input.order.id, now);
    });
    return { attempt, fresh: true };
  } catch (error) {
    // A racing call claimed the order first: this one shares its attempt.
    const raced = isUniqueViolation(error)
      ? await repo.findOpenAttempt(deps.ctx.db, input.order.id)
      : undefined;
    if (raced) return { attempt: raced, fresh: false };
    throw error;
  }
}

/** An attempt whose create was refused, lost or unanswered: ended through the event rules. */
export async function failAttempt(
  deps: AttemptDeps,
  attempt: AttemptRow,
  error: unknown,
  now: Date,
): Promise<void> {
  const code =
    error instanceof PaymentRejected
      ? error.code
      : error instanceof ProviderUnavailable
        ? 'UNAVAILABLE'
        : 'FAILED';
  const event: PaymentEvent = {
    provider: attempt.provider as PaymentEvent['provider'],
    eventId: `${attempt.provider}:${attempt.id}:CREATE_FAILED`,
    providerRef: attempt.provider_ref ?? attempt.id,
    attemptId: attempt.id,
    state: 'error',
    amount: attempt.amount,
    currency: attempt.currency,
    paymentReference: null,
    errorCode: code,
    errorMessage: error instanceof Error ? error.message.slice(0, 500) : null,
    customer: null,
  };
  await applyPaymentEvent(deps, event, now);
}

/** The provider's create for an attempt this call claimed; its answer is kept on the attempt. */
async function createAtProvider(
  deps: AttemptDeps,
  input: AttemptInput,
  attempt: AttemptRow,
  now: Date,
): Promise<AttemptRow> {
  let created;
  try {
    created = await input.provider.create({ ...input, attemptId: attempt.id });
  } catch (error) {
    await failAttempt(deps, attempt, error, now);
    if (error instanceof PaymentRejected)
      throw new HttpError(422, 'payment_rejected', input.rejection(error));
    if (error instanceof ProviderUnavailable) {
      deps.log.warn({ err: error, attempt: attempt.id }, 'payment provider unavailable');
      throw new HttpError(
        503,
        'provider_unavailable',
        paymentMessage('unavailable', input.language),
      );
    }
    throw error;
  }
  const change = {
    provider_ref: created.providerRef,
    token: created.token,
    snippet: created.snippet,
    updated_at: new Date().toISOString(),
  };
  await repo.updateAttempt(deps.ctx.db, attempt.id, change);
  // Racing calls wait for this answer.
  await deps.signals.publish(deps.ctx.db, attempt.order_id);
  return { ...attempt, ...change };
}

/**
 * The order's open attempt, or a new one created at the provider. `fresh` says this call made it;
 * a shared one may still be waiting for its create's answer (see awaitAnswered).
 */
export async function openAttempt(
  deps: AttemptDeps,
  input: AttemptInput,
  now: Date,
): Promise<{ attempt: AttemptRow; fresh: boolean }> {
  const claimed = await claimAttempt(deps, input, now);
  if (!claimed.fresh) return claimed;
  return { attempt: await createAtProvider(deps, input, claimed.attempt, now), fresh: true };
}

/** Whether the provider's create for this attempt has answered (or the attempt is over). */
const answered = (a: AttemptRow) =>
  a.state !== 'created' || a.snippet !== null || a.token !== null || a.updated_at !== a.created_at;

/**
 * A shared attempt once its create has answered; one that never answers in time (its caller
 * crashed or the answer was lost) is ended, and the caller may claim a new one.
 */
export async function awaitAnswered(deps: AttemptDeps, attempt: AttemptRow): Promise<AttemptRow> {
  const waiter = deps.signals.waiter(attempt.order_id);
  const deadline = Date.now() + deps.providerTimeoutMs + 1000;
  try {
    for (;;) {
      const current = (await repo.findAttempt(deps.ctx.db, attempt.id)) ?? attempt;
      if (answered(current)) return current;
      const left = deadline - Date.now();
      if (left <= 0) {
        await failAttempt(
          deps,
          current,
          new ProviderUnavailable(
            current.provider as PaymentEvent['provider'],
            'create not answered in time',
          ),
          new Date(),
        );
        return (await repo.findAttempt(deps.ctx.db, attempt.id)) ?? current;
      }
      await waiter.wait(Math.min(left, 500));
    }
  } finally {
    waiter.close();
  }
}

/** Withdraws one open attempt at its provider and applies what it became (it may have been paid). */
export async function settleAttempt(
  deps: AttemptDeps,
  provider: PaymentProvider,
  attempt: AttemptRow,
  withdraw = true,
): Promise<void> {
  const ref = attempt.provider_ref;
  if (ref === null) {
    // The provider never named it: nothing to withdraw there.
    if (withdraw)
      await failAttempt(
        deps,
        attempt,
        new Error('withdrawn before the provider answered'),
        new Date(),
      );
    return;
  }
  try {
    if (withdraw) await provider.cancel(ref);
    await applyPaymentEvent(deps, await provider.status(ref), new Date());
  } catch (error) {
    deps.log.warn({ err: error, attempt: attempt.id }, 'could not settle an open payment attempt');
  }
}

/**
 * Settles an order's attempts still open at these providers: asks each where it stands (so one
 * paid meanwhile counts), then, when `withdraw`, withdraws it.
 */
export async function settleOpenAttempts(
  deps: AttemptDeps,
  providers: readonly PaymentProvider[],
  orderId: string,
  withdraw = true,
): Promise<void> {
  for (const attempt of await repo.listAttempts(deps.ctx.db, orderId)) {
    const provider = providers.find((p) => p.name === attempt.provider);
    if (attempt.state === 'created' && provider)
      await settleAttempt(deps, provider, attempt, withdraw);
  }
}
