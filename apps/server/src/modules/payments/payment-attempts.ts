// Starting a payment attempt at a provider: its id made and stored before the call (so a retried
// call reuses it), the order given its full time again, and the provider's answer kept; a refusal
// or an unreachable provider becomes the customer's message.
import { randomBytes } from 'node:crypto';
import type { Language, OrderView } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import { HttpError } from '../../lib/http-error.js';
import type { CreatedPayment, PaymentProvider } from '../../providers/payment-provider.js';
import { PaymentRejected, ProviderUnavailable } from '../../providers/payment-provider.js';
import * as orders from '../orders/orders.service.js';
import type { OrderSettings } from '../orders/orders.service.js';
import { applyPaymentEvent } from './payment-events.js';
import type { EventDeps } from './payment-events.js';
import { paymentMessage } from './payment-messages.js';
import * as repo from './payments.repository.js';
import type { AttemptRow } from './payments.repository.js';

export interface AttemptDeps extends EventDeps {
  ctx: AppContext;
  orders: OrderSettings;
  log: { warn(object: object, message: string): void };
}

/** 32 upper-case hex: Swish's instructionUUID form, used for every provider alike. */
export function newAttemptId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
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

/** The attempt, created at the provider; 422 when it refused, 503 when it could not be reached. */
export async function startAttempt(
  deps: AttemptDeps,
  input: AttemptInput,
  now: Date,
): Promise<{ attempt: AttemptRow; created: CreatedPayment }> {
  const at = now.toISOString();
  const attempt: AttemptRow = {
    id: newAttemptId(),
    order_id: input.order.id,
    provider: input.provider.name,
    provider_ref: null,
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
  await inTransaction(deps.ctx, async (trx) => {
    await repo.insertAttempt(trx.db, attempt);
    await orders.extendOrderExpiry(trx, deps.orders, input.order.id, now);
  });
  let created: CreatedPayment;
  try {
    created = await input.provider.create({ ...input, attemptId: attempt.id });
  } catch (error) {
    await failAttempt(deps.ctx, attempt, error);
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
  return { attempt: { ...attempt, ...change }, created };
}

/** A refused or unanswered create: the attempt is over (a payment it still gets counts anyway). */
async function failAttempt(ctx: AppContext, attempt: AttemptRow, error: unknown): Promise<void> {
  const code =
    error instanceof PaymentRejected
      ? error.code
      : error instanceof ProviderUnavailable
        ? 'UNAVAILABLE'
        : 'FAILED';
  await repo.updateAttempt(ctx.db, attempt.id, {
    state: 'error',
    // The provider may have created it though its answer was lost: its id is ours.
    provider_ref: attempt.id,
    error_code: code,
    error_message: error instanceof Error ? error.message.slice(0, 500) : null,
    updated_at: new Date().toISOString(),
  });
}

/**
 * Withdraws an order's attempts still open at these providers, applying whatever each provider
 * says they became (one may have been paid meanwhile).
 */
export async function settleOpenAttempts(
  deps: AttemptDeps,
  providers: readonly PaymentProvider[],
  orderId: string,
): Promise<void> {
  for (const attempt of await repo.listAttempts(deps.ctx.db, orderId)) {
    const provider = providers.find((p) => p.name === attempt.provider);
    if (attempt.state !== 'created' || !provider) continue;
    const ref = attempt.provider_ref ?? attempt.id;
    try {
      await provider.cancel(ref);
      await applyPaymentEvent(deps, await provider.status(ref), new Date());
    } catch (error) {
      deps.log.warn(
        { err: error, attempt: attempt.id },
        'could not settle an open payment attempt',
      );
    }
  }
}
