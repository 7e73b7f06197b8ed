// Swish's objects and fields <-> the shop's: amounts, the message, the callback identifier, states.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SWISH_CURRENCY, minorToDecimal } from '@shop/domain';
import type { PaymentEvent, PaymentState, RefundResult } from '../payment-provider.js';
import { ProviderUnavailable } from '../payment-provider.js';

/** Swish's instructionUUID and payment ids: 32 upper-case hex characters. */
export const SWISH_ID = /^[0-9A-F]{32}$/;
const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;
/** The characters the shop sends in a message: a subset of what Swish accepts on every reading. */
const MESSAGE_CHAR = /^[A-Za-z0-9åäöÅÄÖ :;.,?!()"]$/;
const MESSAGE_MAX = 50;
/** Letters with no decomposition to a plain one, and quotes Swish does not take. */
const TRANSLITERATION: Readonly<Record<string, string>> = {
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'Ae',
  ß: 'ss',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '"',
  '»': '"',
};
/** Separators that become a space rather than vanish (so "A-123/4" stays readable as "A 123 4"). */
const SEPARATOR = /[\s\-‐‑‒–—_/\\|+#&*]/u;

const PAYMENT_STATES: Readonly<Record<string, PaymentState>> = {
  CREATED: 'created',
  PAID: 'paid',
  DECLINED: 'declined',
  ERROR: 'error',
  CANCELLED: 'cancelled',
};

const REFUND_STATES: Readonly<Record<string, RefundResult['state']>> = {
  CREATED: 'created',
  DEBITED: 'created',
  PAID: 'paid',
  ERROR: 'error',
};

/** The fields of Swish's payment object the shop reads. */
export interface SwishPayment {
  id: string;
  status: string;
  amount: number;
  currency: string;
  payeePaymentReference: string | null;
  paymentReference: string | null;
  payerAlias: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

/** Minor units (öre) -> Swish's amount text: 15000 -> "150.00". */
export function toSwishAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor <= 0) {
    throw new Error(`Swish amount must be a positive whole number of öre, got ${minor}`);
  }
  return minorToDecimal(minor, 2);
}

/** Swish's amount (a JSON number such as 100.5, or text) -> minor units, read as text: no float error. */
export function fromSwishAmount(value: unknown): number | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  const match = typeof text === 'string' ? DECIMAL.exec(text) : null;
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Any text -> a message Swish accepts: known letters kept, accents dropped, the rest spaced or removed, ≤ 50. */
export function toSwishMessage(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (MESSAGE_CHAR.test(char)) out += char;
    else if (TRANSLITERATION[char] !== undefined) out += TRANSLITERATION[char];
    else if (SEPARATOR.test(char)) out += ' ';
    else {
      const plain = char.normalize('NFD').replace(/\p{M}+/gu, '');
      if (MESSAGE_CHAR.test(plain)) out += plain;
    }
  }
  return out.replace(/ {2,}/g, ' ').trim().slice(0, MESSAGE_MAX).trimEnd();
}

/** The callbackIdentifier for a request: proves a callback answers a request this shop made. */
export function callbackIdentifierOf(secret: string, id: string): string {
  return createHmac('sha256', secret).update(id).digest('hex').slice(0, 32).toUpperCase();
}

/** Timing-safe check of a callback's identifier header against the one made for `id`. */
export function isCallbackIdentifierOf(secret: string, id: string, header: unknown): boolean {
  const given = Array.isArray(header) ? header[0] : header;
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(callbackIdentifierOf(secret, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Swish's payment object, checked: an answer of another shape is Swish not working as published. */
export function readSwishPayment(json: unknown): SwishPayment {
  const fields = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const amount = fromSwishAmount(fields.amount);
  if (typeof fields.id !== 'string' || typeof fields.status !== 'string' || amount === null) {
    throw new ProviderUnavailable(
      'swish',
      'Swish answered a payment object of an unknown shape',
      200,
    );
  }
  return {
    id: fields.id,
    status: fields.status,
    amount,
    currency: text(fields.currency) ?? SWISH_CURRENCY,
    payeePaymentReference: text(fields.payeePaymentReference),
    paymentReference: text(fields.paymentReference),
    payerAlias: text(fields.payerAlias),
    errorCode: text(fields.errorCode),
    errorMessage: text(fields.errorMessage),
  };
}

export function toPaymentEvent(payment: SwishPayment): PaymentEvent {
  const state = PAYMENT_STATES[payment.status];
  if (!state) {
    throw new ProviderUnavailable(
      'swish',
      `Swish answered an unknown status ${payment.status}`,
      200,
    );
  }
  return {
    provider: 'swish',
    eventId: `swish:${payment.id}:${payment.status}`,
    providerRef: payment.id,
    // The shop names each Swish request itself (its instructionUUID is the attempt's id).
    attemptId: payment.id,
    state,
    amount: payment.amount,
    currency: payment.currency,
    paymentReference: payment.paymentReference,
    errorCode: payment.errorCode,
    errorMessage: payment.errorMessage,
    customer: null,
  };
}

/** Swish's refund object -> the shop's refund state. */
export function toRefundResult(json: unknown): RefundResult {
  const fields = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const state = typeof fields.status === 'string' ? REFUND_STATES[fields.status] : undefined;
  if (typeof fields.id !== 'string' || !state) {
    throw new ProviderUnavailable(
      'swish',
      'Swish answered a refund object of an unknown shape',
      200,
    );
  }
  return { providerRef: fields.id, state };
}
