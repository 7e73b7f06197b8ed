// The Swish Commerce API's field rules, as the real API checks a payment request or a refund.
import { REJECT_BY_MESSAGE, swishError } from './swish.errors.js';
import type { SwishError } from './swish.types.js';

/** instructionUUID: 32 upper-case hexadecimal characters, no hyphens. */
export const INSTRUCTION_UUID = /^[0-9A-F]{32}$/;
const PAYEE_ALIAS = /^123\d{7}$/;
const PAYER_ALIAS = /^[1-9]\d{7,14}$/;
const REFERENCE = /^[A-Za-z0-9-]{1,35}$/;
const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;
const CALLBACK_IDENTIFIER = /^[A-Za-z0-9-]{32,36}$/;
/**
 * The published "a-ö, A-Ö, 0-9 and :;.,?!()\"" read as letters: ASCII and Latin-1 letters up to ö
 * (so å, ä, ö, é, æ pass; ø, ü and symbols such as { or × do not), digits, space and that punctuation.
 */
const MESSAGE = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F60-9 :;.,?!()"]{0,50}$/;
const MIN_CENTS = 100;
const MAX_CENTS = 99_999_999_999_999;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface PaymentRequestInput {
  payeePaymentReference: string | null;
  callbackUrl: string;
  payerAlias: string | null;
  payeeAlias: string;
  amount: number;
  currency: string;
  message: string | null;
  callbackIdentifier: string | null;
}

export interface RefundRequestInput {
  originalPaymentReference: string;
  payerPaymentReference: string | null;
  callbackUrl: string;
  payerAlias: string;
  payeeAlias: string | null;
  amount: number;
  currency: string;
  message: string | null;
  callbackIdentifier: string | null;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: SwishError[] };

type Fields = Record<string, unknown>;

const isFields = (body: unknown): body is Fields =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** An optional string field: absent and null read as null; any other non-string is invalid. */
function optional(fields: Fields, name: string): string | null | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The callback must use HTTPS. The simulator also accepts plain http to a loopback host, so a shop
 * running on http://127.0.0.1 can be called back; the real API never calls http.
 */
export function isCallbackUrlAllowed(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/** "150.00" (or a JSON number) -> 150 as a number, else the code that rejects it. */
export function parseAmount(
  value: unknown,
): { amount: number } | { code: 'PA02' | 'AM06' | 'AM02' } {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  const match = typeof text === 'string' ? AMOUNT.exec(text) : null;
  if (!match) return { code: 'PA02' };
  const [, whole = '', fraction = ''] = match;
  if (whole.length > 15) return { code: 'AM02' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents < MIN_CENTS) return { code: 'AM06' };
  if (cents > MAX_CENTS) return { code: 'AM02' };
  return { amount: cents / 100 };
}

/** The checks payments and refunds share: amount, currency, message, callback. */
function common(fields: Fields, errors: SwishError[]) {
  const parsed = parseAmount(fields.amount);
  if ('code' in parsed) errors.push(swishError(parsed.code));
  if (fields.currency !== 'SEK') errors.push(swishError('AM03'));
  const message = optional(fields, 'message');
  if (message === undefined || (message !== null && !MESSAGE.test(message))) {
    errors.push(swishError('RP02'));
  }
  if (!isCallbackUrlAllowed(fields.callbackUrl)) errors.push(swishError('RP03'));
  const callbackIdentifier = optional(fields, 'callbackIdentifier');
  if (
    callbackIdentifier === undefined ||
    (callbackIdentifier !== null && !CALLBACK_IDENTIFIER.test(callbackIdentifier))
  ) {
    errors.push(swishError('PA01', 'callbackIdentifier must be 32-36 characters'));
  }
  return {
    amount: 'amount' in parsed ? parsed.amount : 0,
    currency: 'SEK',
    message: message ?? null,
    callbackUrl: typeof fields.callbackUrl === 'string' ? fields.callbackUrl : '',
    callbackIdentifier: callbackIdentifier ?? null,
  };
}

function reference(fields: Fields, name: string, errors: SwishError[]): string | null {
  const value = optional(fields, name);
  if (value === undefined || (value !== null && !REFERENCE.test(value))) {
    errors.push(swishError('FF08'));
    return null;
  }
  return value;
}

/** The test environment's rule: a message equal to a 422 code is answered with that code. */
function rejectedByMessage(message: string | null): SwishError[] {
  return message !== null && REJECT_BY_MESSAGE.has(message) ? [swishError(message)] : [];
}

export function validatePaymentRequest(body: unknown): Validated<PaymentRequestInput> {
  if (!isFields(body)) return { ok: false, errors: [swishError('PA01', 'a JSON object')] };
  const errors: SwishError[] = [];
  const payeePaymentReference = reference(body, 'payeePaymentReference', errors);
  const payeeAlias = typeof body.payeeAlias === 'string' ? body.payeeAlias : '';
  if (!PAYEE_ALIAS.test(payeeAlias)) errors.push(swishError('RP01'));
  const payerAlias = optional(body, 'payerAlias');
  if (payerAlias === undefined || (payerAlias !== null && !PAYER_ALIAS.test(payerAlias))) {
    errors.push(swishError('BE18'));
  }
  const shared = common(body, errors);
  if (errors.length === 0) errors.push(...rejectedByMessage(shared.message));
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { ...shared, payeePaymentReference, payeeAlias, payerAlias: payerAlias ?? null },
  };
}

export function validateRefundRequest(body: unknown): Validated<RefundRequestInput> {
  if (!isFields(body)) return { ok: false, errors: [swishError('PA01', 'a JSON object')] };
  const errors: SwishError[] = [];
  const original = body.originalPaymentReference;
  if (typeof original !== 'string' || original === '') errors.push(swishError('RF02'));
  const payerPaymentReference = reference(body, 'payerPaymentReference', errors);
  const payerAlias = typeof body.payerAlias === 'string' ? body.payerAlias : '';
  if (!PAYEE_ALIAS.test(payerAlias)) errors.push(swishError('RP01'));
  const payeeAlias = optional(body, 'payeeAlias');
  if (payeeAlias === undefined || (payeeAlias !== null && !PAYER_ALIAS.test(payeeAlias))) {
    errors.push(swishError('BE18'));
  }
  const shared = common(body, errors);
  if (errors.length === 0) errors.push(...rejectedByMessage(shared.message));
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...shared,
      originalPaymentReference: original as string,
      payerPaymentReference,
      payerAlias,
      payeeAlias: payeeAlias ?? null,
    },
  };
}
