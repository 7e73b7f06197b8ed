// Numbers as staff type them and as the API takes them: "25,5" and "25.5" alike, spaces between
// thousands allowed. Scaling works on the digits, so no float noise ever turns 25,5 % into 2549.
import { decimalMark } from './grouped-decimal.js';
import type { Language } from './language.js';
import { minorToDecimal } from './money.js';

/** Plain spaces, no-break spaces and narrow no-break spaces, as sv and fi group thousands. */
const SPACES = /[\s\u00a0\u202f]/g;
const DECIMAL = /^(\d*)(?:[.,](\d*))?$/;

function decimalParts(text: string): { whole: string; fraction: string } | null {
  const match = DECIMAL.exec(text.replace(SPACES, ''));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return whole || fraction ? { whole, fraction } : null;
}

/**
 * A non-negative decimal times 10^places, as an integer: "25,5", 2 -> 2550 (basis points),
 * "499.5", 2 -> 49950 (cents). Null for anything else, or for more than `places` decimals written.
 */
export function parseScaled(text: string, places: number): number | null {
  const parts = decimalParts(text);
  if (!parts) return null;
  // "1,500" is refused, not read as 1.5: in English it groups thousands.
  if (parts.fraction.length > places) return null;
  const value = Number(`${parts.whole || '0'}${parts.fraction.padEnd(places, '0')}`);
  return Number.isSafeInteger(value) ? value : null;
}

/** A non-negative decimal as a number: "11,25" -> 11.25; null for anything else. */
export function parseDecimal(text: string): number | null {
  const parts = decimalParts(text);
  return parts ? Number(`${parts.whole || '0'}.${parts.fraction || '0'}`) : null;
}

/** A number as an input shows it: every digit kept, no grouping, the language's mark (11,25). */
export function decimalText(value: number, language: Language): string {
  return String(value).replace('.', decimalMark(language));
}

/** Cents as euros in an input: 50000 -> "500", 49950 -> "499,50" (sv, fi) or "499.50" (en). */
export function centsText(cents: number, language: Language): string {
  return minorToDecimal(cents, 2).replace(/\.00$/, '').replace('.', decimalMark(language));
}
