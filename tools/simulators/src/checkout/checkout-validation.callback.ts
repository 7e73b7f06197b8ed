// Klarna's validation callback: when the customer presses buy, the order as a read of it answers
// (with the customer's details) is POSTed to merchant_urls.validation; only a 200 lets the purchase
// go on, a 303 sends the customer to the merchant's page, a 400 shows them its error_text.
import type { SimContext } from './checkout.context.js';
import { toCheckoutJson } from './checkout.mapper.js';
import { merchantUrl } from './checkout.store.js';
import type { PurchaseOutcome, SimOrder } from './checkout.types.js';
import { htmlSnippet } from './hosted-page.assets.js';

/** Klarna waits 3 s for the merchant, or 10 s when the order requires the callback's success. */
const TIMEOUT_MS = 3000;
const REQUIRED_TIMEOUT_MS = 10_000;
const MAX_ERROR_TEXT = 1000;

/** What the customer reads when the merchant refused without saying why. */
export const REFUSED_MESSAGE = 'The purchase could not be completed. Please try again.';

export type Verdict = { outcome: 'approved' } | Exclude<PurchaseOutcome, { outcome: 'placed' }>;

const refused = (message: string, errorType: string | null, status: number | null): Verdict => ({
  outcome: 'refused',
  message,
  errorType,
  merchantStatus: status,
});

/** A 400's error_type and error_text, when its body is Klarna's error object. */
function errorOf(text: string): { type: string | null; text: string | null } {
  try {
    const body = JSON.parse(text) as { error_type?: unknown; error_text?: unknown } | null;
    const type = typeof body?.error_type === 'string' ? body.error_type : null;
    const message =
      typeof body?.error_text === 'string' && body.error_text.trim() !== ''
        ? body.error_text.slice(0, MAX_ERROR_TEXT)
        : null;
    return { type, text: message };
  } catch {
    return { type: null, text: null };
  }
}

/** The 303's Location made absolute against the validation URL; null unless it is http(s). */
function redirectTarget(location: string | null, base: string): string | null {
  if (!location) return null;
  try {
    const url = new URL(location, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The merchant's verdict on `candidate` (the order with the customer's details); no URL approves. */
export async function askMerchant(ctx: SimContext, candidate: SimOrder): Promise<Verdict> {
  const template = candidate.merchant_urls.validation;
  if (!template) return { outcome: 'approved' };
  const orderId = candidate.order_id;
  const url = merchantUrl(template, orderId);
  const required = candidate.options?.require_validate_callback_success === true;
  const timeoutMs = ctx.validationTimeoutMs ?? (required ? REQUIRED_TIMEOUT_MS : TIMEOUT_MS);
  let status: number | null = null;
  let location: string | null = null;
  let text = '';
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(toCheckoutJson(candidate, htmlSnippet(ctx.origin, orderId))),
      redirect: 'manual',
      signal: AbortSignal.any([ctx.closing.signal, AbortSignal.timeout(timeoutMs)]),
    });
    status = response.status;
    location = response.headers.get('location');
    if (status === 400) text = await response.text();
    else await response.body?.cancel();
  } catch (error) {
    // A 400 whose body did not arrive keeps its status: it is still a refusal, only without a text.
    ctx.log(`checkout validation ${orderId} failed: ${String(error)}`);
  }
  ctx.validations.push({ orderId, url, status });
  ctx.log(`checkout validation ${orderId} -> ${status ?? 'no answer'}`);
  if (status === 200) return { outcome: 'approved' };
  if (status === 303) {
    const target = redirectTarget(location, url);
    return target
      ? { outcome: 'redirected', location: target }
      : refused(REFUSED_MESSAGE, null, 303);
  }
  if (status === 400) {
    const error = errorOf(text);
    return refused(error.text ?? REFUSED_MESSAGE, error.type, 400);
  }
  const closing = ctx.closing.signal.aborted;
  if (status === null && ctx.approveUnansweredValidation && !required && !closing) {
    ctx.log(`checkout validation ${orderId} unanswered: approved, as Klarna does by default`);
    return { outcome: 'approved' };
  }
  return refused(REFUSED_MESSAGE, null, status);
}
