// Euro amounts as staff type them ("12,50", "12.50", "1 234,5") and as the console shows them: the
// API takes integer cents, so typed text is read digit by digit (no float rounding on the way).
import { DEFAULT_CURRENCY, formatMoney, isLanguage, minorToDecimal } from '@shop/domain';

/** Cents of a typed euro amount, or null when the text is not one (at most two decimals). */
export function parseEuros(text: string): number | null {
  // Spaces (also the no-break ones sv and fi group thousands with) carry no meaning.
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}

/** A number with up to two decimals ("7,5" or "7.5"), or null. */
export function parseDecimal(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(`${match[1]}.${match[2] ?? '0'}`);
}

/** Cents as a form shows them for editing: "12.50" in English, "12,50" in Swedish and Finnish. */
export function eurosForInput(cents: number, language: string): string {
  const text = minorToDecimal(cents, 2);
  return language === 'en' ? text : text.replace('.', ',');
}

/** Cents as the shop writes euros in `language`: "1,234.50 €", "1 234,50 €". */
export function formatEuros(cents: number, language: string): string {
  return formatMoney(cents, DEFAULT_CURRENCY, isLanguage(language) ? language : 'en');
}
