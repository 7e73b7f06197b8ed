// What Swish charges for an order: Swish moves Swedish kronor only, so an order in another currency
// is asked for its total converted to SEK (convertMinor). The server asks Swish for this amount;
// the review shows it before the order is placed.
import type { Currency } from './api.js';
import { convertMinor } from './money.js';

/** The one currency Swish moves. */
export const SWISH_CURRENCY = 'SEK';

export interface SwishAmount {
  /** Minor units (öre) of `currency`. */
  amount: number;
  /** The krona, as the currency list has it (or the order's own when it is in kronor). */
  currency: Currency;
  /** True when the amount is the total converted from another currency. */
  converted: boolean;
}

/**
 * The amount Swish charges for `total` (minor units of `currency`): the total itself in kronor,
 * else converted at the krona's rate in `currencies`; null when that rate is not known.
 */
export function swishAmount(
  total: number,
  currency: Currency,
  currencies: readonly Currency[],
): SwishAmount | null {
  if (currency.code === SWISH_CURRENCY) return { amount: total, currency, converted: false };
  const krona = currencies.find((c) => c.code === SWISH_CURRENCY);
  if (!krona) return null;
  return { amount: convertMinor(total, currency, krona), currency: krona, converted: true };
}
