// The shop's own figures in each currency. Shipping, handling and free-shipping thresholds are set
// in euros and printed as the shop would print them: in euros as set, in another currency in whole
// units at that currency's rate (9,90 € is 111 kr, never 110,88 kr), and the same at every VAT rate,
// so no customer reads a raw conversion. Only a destination without VAT pays the figure's net.
import type { Country, Currency } from './api.js';
import { linePriceParts } from './cart.js';
import { chargedSum, roundHalfUp } from './money.js';

/** The VAT a euro figure includes as the shop sets it (25 %), basis points. */
const FIGURE_VAT = 2500;

/** A euro amount set by the shop (cents), as the shop prints it in `currency`, in minor units. */
export function shopFigure(euroCents: number, currency: Currency): number {
  if (!Number.isFinite(euroCents)) throw new RangeError(`shopFigure: bad amount ${euroCents}`);
  const unit = 10 ** currency.exponent;
  if (currency.code === 'EUR') return roundHalfUp((euroCents * unit) / 100);
  return roundHalfUp((euroCents * currency.euro_rate) / 100) * unit;
}

/**
 * A price the shop sets in euros incl. 25 % VAT (shipping, handling), as charged in `currency` to a
 * destination with `vat` (basis points): its figure at any VAT, its net where no VAT is charged.
 */
export function shopPrice(euroCents: number, currency: Currency, vat: number): number {
  const figure = shopFigure(euroCents, currency);
  return vat > 0 ? figure : roundHalfUp((figure * 10000) / (10000 + FIGURE_VAT));
}

/**
 * The free-shipping threshold the country advertises, in minor units of `currency`; null when it
 * has none. It does not change with VAT: it is the figure the customer reads.
 */
export function freeShippingThreshold(
  country: Pick<Country, 'gratis_threshold'>,
  currency: Currency,
): number | null {
  return country.gratis_threshold > 0 ? shopFigure(country.gratis_threshold, currency) : null;
}

/**
 * The goods as the customer reads them: every line's units and fee in `currency` at the
 * destination's `vat`, minor units, rounded per price as the order charges them.
 */
export function goodsAmount(
  lines: readonly Parameters<typeof linePriceParts>[0][],
  currency: Currency,
  vat: number,
): number {
  return chargedSum(lines.flatMap(linePriceParts), currency, vat);
}
