// What Swish charges for an order: Swish takes Swedish kronor only, so the server keeps the order in
// its currency and asks Swish for the total converted to SEK (convertMinor), as shown here.
import { convertMinor, formatMoney } from '@shop/domain';
import type { Currency, Language } from '@shop/domain';

export const SWISH_CURRENCY = 'SEK';

export interface SwishCharge {
  /** The amount Swish asks the payer to approve, formatted. */
  text: string;
  /** True when it is the total converted from another currency. */
  converted: boolean;
}

/** The charge for `total` (minor units of `currency`); null when the krona's rate is not known. */
export function swishCharge(
  total: number,
  currency: Currency,
  currencies: readonly Currency[],
  language: Language,
): SwishCharge | null {
  if (currency.code === SWISH_CURRENCY)
    return { text: formatMoney(total, currency, language), converted: false };
  const sek = currencies.find((c) => c.code === SWISH_CURRENCY);
  if (!sek) return null;
  return {
    text: formatMoney(convertMinor(total, currency, sek), sek, language),
    converted: true,
  };
}
