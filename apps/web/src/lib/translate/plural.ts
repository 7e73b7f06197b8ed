// Cardinal plural forms of the shop's languages, without Intl.PluralRules: in the browser, Intl's
// first use starts ICU, which costs a page 15-35 ms. English, Swedish and Finnish share one rule.
import type { Language } from '@shop/domain';

export type PluralCategory = 'one' | 'other';

/** CLDR's rule for en, sv and fi: "one" is exactly 1 written without decimals. */
export function pluralCategory(_language: Language, count: number): PluralCategory {
  return Math.abs(count) === 1 ? 'one' : 'other';
}
