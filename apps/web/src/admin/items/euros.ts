// Euro amounts as staff type them ("12,50", "12.50", "1 234,5"), read by the domain's one parser of
// typed numbers, and as the console shows them; the API takes integer cents.
import {
  DEFAULT_CURRENCY,
  formatMoney,
  isLanguage,
  minorToDecimal,
  parseScaled,
} from '@shop/domain';

/** Cents of a typed euro amount ("12,50", "1 234.5"), or null when the text is not one. */
export const parseEuros = (text: string): number | null => parseScaled(text, 2);

/** Cents as a form shows them for editing: "12.50" in English, "12,50" in Swedish and Finnish. */
export function eurosForInput(cents: number, language: string): string {
  const text = minorToDecimal(cents, 2);
  return language === 'en' ? text : text.replace('.', ',');
}

/** Cents as the shop writes euros in `language`: "1,234.50 €", "1 234,50 €". */
export function formatEuros(cents: number, language: string): string {
  return formatMoney(cents, DEFAULT_CURRENCY, isLanguage(language) ? language : 'en');
}
