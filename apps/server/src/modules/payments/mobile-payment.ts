// POST /api/swish/request: the order (once per draft id), a Swish payment request for it in SEK,
// and the call held open until the payment is PAID or failed: woken by the callback (on whichever
// process it lands), with the provider's status asked as a fallback.
import { randomUUID } from 'node:crypto';
import type {
  Language,
  MobilePaymentRequest,
  MobilePaymentResponse,
  MobilePaymentStatus,
  OrderView,
} from '@shop/domain';
import { SWISH_CURRENCY, languageOr, swishAmount } from '@shop/domain';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { MobilePaymentProvider } from '../../providers/payment-provider.js';
import { ProviderUnavailable } from '../../providers/payment-provider.js';
import type { PaymentRejected } from '../../providers/payment-provider.js';
import * as catalog from '../catalog/catalog.service.js';
import * as orders from '../orders/orders.service.js';
import { awaitAnswered, openAttempt, settleAttempt } from './payment-attempts.js';
import type { AttemptDeps, AttemptInput } from './payment-attempts.js';
import { applyPaymentEvent } from './payment-events.js';
import { paymentMessage } from './payment-messages.js';
import * as repo from './payments.repository.js';
import type { AttemptRow } from './payments.repository.js';

/** How often a waiting call re-reads its attempt when no signal came (another SQLite process). */
const RECHECK_MS = 2000;

export interface MobilePaymentDeps extends AttemptDeps {
  swish: MobilePaymentProvider;
  /** How long the call waits for the outcome. */
  waitMs: number;
  /** The provider's status is asked after this long without an outcome, then at this interval. */
  pollMs: number;
  /** Where the Swish app sends the customer back to. */
  returnUrl: string;
  /** Swish is the simulator: a request may choose its message (RF07 … make errors). */
  swishSimulated: boolean;
}

function notPayable(language: Language): HttpError {
  return new HttpError(409, 'order_not_payable', paymentMessage('not_payable', language));
}

/** What the customer reads for a failed attempt. */
function failure(swish: MobilePaymentProvider, attempt: AttemptRow, language: Language): HttpError {
  const message = attempt.error_code
    ? swish.errorMessage(attempt.error_code, language)
    : paymentMessage('failed', language);
  return new HttpError(402, 'payment_failed', message);
}

/** Waits until the attempt leaves 'created', the deadline passes or the caller goes away. */
async function awaitOutcome(
  deps: MobilePaymentDeps,
  attempt: AttemptRow,
  abort: AbortSignal,
): Promise<AttemptRow> {
  const waiter = deps.signals.waiter(attempt.order_id);
  const deadline = Date.now() + deps.waitMs;
  let nextPoll = Date.now() + deps.pollMs;
  try {
    for (;;) {
      const current = (await repo.findAttempt(deps.ctx.db, attempt.id)) ?? attempt;
      if (current.state !== 'created' || abort.aborted) return current;
      const now = Date.now();
      if (now >= deadline) return current;
      if (now >= nextPoll) {
        nextPoll = now + deps.pollMs;
        try {
          const event = await deps.swish.status(current.provider_ref ?? current.id);
          await applyPaymentEvent(deps, event, new Date());
          continue;
        } catch (error) {
          // The callback may still come; a provider that is down is asked again at the next poll.
          if (!(error instanceof ProviderUnavailable)) throw error;
        }
      }
      await waiter.wait(Math.min(deadline, nextPoll, now + RECHECK_MS) - now);
    }
  } finally {
    waiter.close();
  }
}

/** The order's total in kronor, as the review showed it: converted at the current SEK rate. */
async function kronorOf(
  deps: MobilePaymentDeps,
  order: OrderView,
  language: Language,
): Promise<number> {
  const currencies = await catalog.getCurrencies(deps.ctx);
  const charge = swishAmount(order.figures.total, order.currency, currencies);
  // Without the krona's rate there is no amount to ask for: the customer may pay another way.
  if (!charge)
    throw new HttpError(503, 'provider_unavailable', paymentMessage('unavailable', language));
  return charge.amount;
}

async function paidOrder(deps: MobilePaymentDeps, orderId: string, language: Language) {
  const order = await orders.findOrderView(deps.ctx, deps.orders, orderId);
  if (order?.status === 'paid') return { result: order };
  // Money came that the order could not take (a wrong amount): staff sort it out.
  throw new HttpError(409, 'order_not_payable', paymentMessage('needs_review', language));
}

/** The order (placed once per draft id), then a new Swish attempt for it, then its outcome. */
export async function requestMobilePayment(
  deps: MobilePaymentDeps,
  body: MobilePaymentRequest,
  abort: AbortSignal,
  caller: orders.OrderCaller = { userId: null, owner: undefined },
): Promise<MobilePaymentResponse> {
  const language = languageOr(body.language);
  const { openApp, simulatorMessage, ...draft } = body;
  const placed = await orders.placeOrder(
    deps.ctx,
    deps.orders,
    { ...draft, id: draft.id ?? randomUUID(), currency: draft.currency ?? SWISH_CURRENCY },
    new Date(),
    'swish',
    caller.userId,
    orders.ownerHashOf(caller.owner),
  );
  const order = placed.order;
  if (order.status === 'paid') return { result: order };
  if (order.status !== 'pending_payment') throw notPayable(language);
  const payerAlias = openApp ? null : deps.swish.payerAliasOf(order.billingAddress.phone);
  if (!openApp && payerAlias === null)
    throw new HttpError(
      422,
      'payment_rejected',
      deps.swish.errorMessage(deps.swish.invalidPayerCode, language),
    );
  const input = {
    provider: deps.swish,
    order,
    amount: await kronorOf(deps, order, language),
    currency: SWISH_CURRENCY,
    payerAlias,
    message: deps.swishSimulated && simulatorMessage ? simulatorMessage : `Order ${order.number}`,
    locale: `${language}-SE`,
    language,
    rejection: (error: PaymentRejected) => deps.swish.errorMessage(error.code, language),
  };
  const attempt = await sharedAttempt(deps, input);
  if (!attempt) return paidOrNot(deps, order.id, language);
  const outcome = await awaitOutcome(deps, attempt, abort);
  if (outcome.state === 'paid') return paidOrder(deps, order.id, language);
  if (outcome.state === 'created')
    throw new HttpError(504, 'payment_timeout', paymentMessage('timeout', language));
  throw failure(deps.swish, outcome, language);
}

/**
 * The Swish request this call waits on: the order's open one when it asks the same payer (a retry
 * or a racing twin), else a new one once the open one is withdrawn (Swish refuses a second request
 * to one payer). Null when the order stopped waiting for a payment meanwhile.
 */
async function sharedAttempt(
  deps: MobilePaymentDeps,
  input: AttemptInput,
): Promise<AttemptRow | null> {
  for (let round = 0; round < 3; round += 1) {
    const { attempt, fresh } = await openAttempt(deps, input, new Date());
    if (fresh) return attempt;
    if (attempt.provider === deps.swish.name && attempt.payer_alias === input.payerAlias) {
      const current = await awaitAnswered(deps, attempt);
      if (current.state === 'created') return current;
    } else {
      await settleAttempt(deps, deps.swish, attempt);
    }
    const order = await orders.findOrderState(deps.ctx, input.order.id);
    if (order?.status !== 'pending_payment') return null;
  }
  throw new HttpError(409, 'order_not_payable', paymentMessage('not_payable', input.language));
}

async function paidOrNot(deps: MobilePaymentDeps, orderId: string, language: Language) {
  const order = await orders.findOrderView(deps.ctx, deps.orders, orderId);
  if (order?.status === 'paid') return { result: order };
  throw notPayable(language);
}

/** swish://paymentrequest?token=…&callbackurl=…: opens the Swish app, which returns to the shop. */
function appUrl(token: string | null, returnUrl: string): string | null {
  if (token === null) return null;
  const query = new URLSearchParams({ token, callbackurl: returnUrl });
  return `swish://paymentrequest?${query.toString()}`;
}

/** GET /api/swish/request/:id: where the latest attempt for the draft's order stands (its details for its owner). */
export async function mobilePaymentStatus(
  deps: MobilePaymentDeps,
  orderId: string,
  languageCode: string | undefined,
  caller: orders.OrderCaller,
): Promise<MobilePaymentStatus> {
  const language = languageOr(languageCode);
  const order = await orders.findOrderView(deps.ctx, deps.orders, orderId);
  if (!order) throw notFound(`Unknown order '${orderId}'`);
  const [latest] = (await repo.listAttempts(deps.ctx.db, orderId)).filter(
    (attempt) => attempt.provider === deps.swish.name,
  );
  const paid = order.status === 'paid';
  const state = paid ? 'paid' : latest ? (latest.state as MobilePaymentStatus['state']) : 'none';
  const failed = state === 'declined' || state === 'error';
  // The order's details and its app link are for whoever placed it; anyone else learns the state.
  const owner = await orders.provesOrder(deps.ctx, orderId, caller);
  return {
    state,
    appUrl: owner && state === 'created' && latest ? appUrl(latest.token, deps.returnUrl) : null,
    message: failed && latest ? failure(deps.swish, latest, language).message : null,
    order: owner && paid ? order : null,
  };
}
