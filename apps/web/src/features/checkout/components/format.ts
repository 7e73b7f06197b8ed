// Numbers in the page's language, for the checkout's texts.
import { formatMoney, shopPrice } from '@shop/domain';
import type { Currency, Language } from '@shop/domain';

/** At most two decimals, with the language's decimal sign: 25.5 -> '25.5' (en), '25,5' (sv, fi). */
export function decimal(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A price the shop sets in euros (shipping, handling) as charged in `currency` at the destination's VAT. */
export function shopMoney(
  cents: number,
  currency: Currency,
  vat: number,
  language: Language,
): string {
  return formatMoney(shopPrice(cents, currency, vat), currency, language);
}
