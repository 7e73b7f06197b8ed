// What the customer reads about Swish: a message for each of Swish's error codes in English,
// Swedish and Finnish (src/i18n/swish), and the phone number in the form Swish takes.
import { SERVER_MESSAGES, hasText, textsIn } from '../../i18n/index.js';

export type SwishMessageLanguage = 'en' | 'sv' | 'fi';

/**
 * Codes meaning the shop sent something Swish refused (422 answers, a refused refund): nothing the
 * customer can fix but to retry or pay otherwise, so they share one text.
 */
const TECHNICAL_CODES: readonly string[] = [
  'FF08',
  'RP01',
  'RP02',
  'RP03',
  'RP09',
  'PA02',
  'AM03',
  'RF03',
];

// The codes with a text of their own: the keys under `swish.codes` (the same in every language).
const OWN_CODES = Object.keys((SERVER_MESSAGES.en.swish as { codes: object }).codes);

/** Every code with its own message (for tests and the admin console). */
export const SWISH_MESSAGE_CODES: readonly string[] = [...TECHNICAL_CODES, ...OWN_CODES];

/** The customer-facing message for a Swish error code; unknown codes get a general one. */
export function swishErrorMessage(
  code: string | null | undefined,
  language: SwishMessageLanguage,
): string {
  const t = textsIn(language);
  if (code && TECHNICAL_CODES.includes(code)) return t('swish.technical');
  // A code is a key segment: one with a dot or the like is simply unknown.
  const key = `swish.codes.${code ?? ''}`;
  return code && /^\w+$/.test(code) && hasText(key) ? t(key) : t('swish.fallback');
}

/** A Swedish mobile number, as written, with the country code 46 and an optional trunk 0. */
const SWEDISH_MOBILE = /^(?:\+|00)?46 ?0?(7[02369]\d{7})$/;

/**
 * The payer's number as Swish takes it (467XXXXXXXX) from an E.164 number such as +46701234567;
 * spaces, dashes and brackets are ignored. Null for anything that is not a Swedish mobile number.
 */
export function toPayerAlias(phoneE164: string): string | null {
  const compact = phoneE164.replace(/[\s\-()]/g, '');
  const match = SWEDISH_MOBILE.exec(compact);
  return match ? `46${match[1]}` : null;
}
