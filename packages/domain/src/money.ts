// Money: catalog prices are integer euro cents incl. 25 % VAT; display converts, rounds once, formats.
import type { Currency } from './api.js';
import { groupedDecimal } from './grouped-decimal.js';
import { topLevelDomain } from './host.js';
import type { Language } from './language.js';

/** Significant digits kept before rounding, to wash out binary float noise (1.005 * 100 = 100.49999…). */
const SIGNIFICANT_DIGITS = 15;
/** Above this magnitude toPrecision(15) would drop integer digits, and there is no fraction to round. */
const PRECISION_LIMIT = 1e15;
/** The catalog price's VAT factor in basis points (25 % VAT included). */
const CATALOG_GROSS = 12500;

/**
 * Rounds half up to `decimals` places, symmetric around zero (half away from zero):
 * 2.5 -> 3, -2.5 -> -3, so a refund rounds exactly like the charge it mirrors.
 * The value is first cut to 15 significant digits so float noise cannot flip a .5 tie.
 */
export function roundHalfUp(x: number, decimals = 0): number {
  if (!Number.isFinite(x)) throw new RangeError(`roundHalfUp: not a finite number: ${x}`);
  const factor = 10 ** decimals;
  const magnitude = Math.abs(x) * factor;
  const cleaned =
    magnitude < PRECISION_LIMIT ? Number(magnitude.toPrecision(SIGNIFICANT_DIGITS)) : magnitude;
  const rounded = Math.floor(cleaned + 0.5);
  if (rounded === 0) return 0; // never -0
  return (x < 0 ? -rounded : rounded) / factor;
}

export const DEFAULT_CURRENCY: Currency = { code: 'EUR', symbol: '€', euro_rate: 1, exponent: 2 };

export const VISIBLE_CURRENCIES = ['SEK', 'EUR', 'NOK', 'GBP'] as const;
export type VisibleCurrencyCode = (typeof VISIBLE_CURRENCIES)[number];

export function isVisibleCurrencyCode(code: unknown): code is VisibleCurrencyCode {
  return typeof code === 'string' && (VISIBLE_CURRENCIES as readonly string[]).includes(code);
}

/** The currency with that code, else DEFAULT_CURRENCY (e.g. before /api/currencies has answered). */
export function findCurrency(
  currencies: readonly Currency[] | null | undefined,
  code: string | null | undefined,
): Currency {
  return currencies?.find((c) => c.code === code) ?? DEFAULT_CURRENCY;
}

/** Initial currency from the site's country domain: .se/.nu SEK, .no NOK, .uk GBP, else EUR. */
export function initialCurrencyCode(host: string | null | undefined): VisibleCurrencyCode {
  switch (topLevelDomain(host)) {
    case 'se':
    case 'nu':
      return 'SEK';
    case 'no':
      return 'NOK';
    case 'uk':
      return 'GBP';
    default:
      return 'EUR';
  }
}

/**
 * Integer minor units of `currency` for a catalog price (euro cents incl. 25 % VAT) shown with `vat`
 * (basis points): price × (10000 + vat) / 12500 × euro_rate / 100 × 10^exponent, rounded half up once.
 */
export function convertPrice(priceCents: number, currency: Currency, vat = 2500): number {
  if (!Number.isFinite(priceCents)) throw new RangeError(`convertPrice: bad price ${priceCents}`);
  // The integer factors multiply exactly; only euro_rate and the one division bring float error.
  const scaled = priceCents * (10000 + vat) * 10 ** currency.exponent;
  return roundHalfUp((scaled * currency.euro_rate) / (CATALOG_GROSS * 100));
}

/** A catalog price times a quantity (a line), or a fee (quantity 1). */
export interface PricedPart {
  cents: number;
  quantity: number;
}

/**
 * What the parts cost in `currency` at `vat`, in minor units: each price converted and rounded
 * once, then multiplied and summed, as an order charges them (orderFigures), so a cart line and a
 * cart total always equal the order's.
 */
export function chargedSum(parts: readonly PricedPart[], currency: Currency, vat = 2500): number {
  return parts.reduce(
    (sum, part) => sum + convertPrice(part.cents, currency, vat) * part.quantity,
    0,
  );
}

/**
 * An amount in minor units of `from` as minor units of `to`, through their euro rates, rounded half
 * up once: what a provider that takes one currency only (Swish: SEK) charges for an order.
 */
export function convertMinor(amount: number, from: Currency, to: Currency): number {
  if (!Number.isFinite(amount)) throw new RangeError(`convertMinor: bad amount ${amount}`);
  if (from.code === to.code) return amount;
  const scale = 10 ** (to.exponent - from.exponent);
  return roundHalfUp(((amount * to.euro_rate) / from.euro_rate) * scale);
}

/**
 * Minor units as a decimal amount with a dot and exactly `exponent` decimals: 12345, 2 -> "123.45",
 * 5, 2 -> "0.05", -250, 2 -> "-2.50". The one cents-to-text rule of display, orders and schema.org.
 */
export function minorToDecimal(minor: number, exponent: number): string {
  // Minor units are integers by contract; a fractional input is rounded the same way as everywhere.
  const whole = roundHalfUp(minor);
  const places = Math.max(0, Math.trunc(exponent));
  const digits = Math.abs(whole)
    .toString()
    .padStart(places + 1, '0');
  const cut = digits.length - places;
  const amount = places === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return `${whole < 0 ? '-' : ''}${amount}`;
}

/** How an amount is written beyond the language's conventions. */
export interface AmountOptions {
  /**
   * A whole amount (no cents) without its zero decimals: "500" rather than "500.00". For round
   * figures in running text (free-shipping thresholds); prices keep their decimals.
   */
  dropZeroCents?: boolean;
}

/**
 * Minor units as an amount in `language`'s conventions with exactly `exponent` decimals:
 * en "1,234.50", sv and fi "1 234,50" (with `dropZeroCents`, a whole amount as "1,234" / "1 234").
 * Written from the minor units' digits, so no float division rounds it: the same text as
 * Intl.NumberFormat in en-GB, sv-SE and fi-FI, without initialising ICU.
 */
export function formatAmount(
  minor: number,
  exponent: number,
  language: Language = 'en',
  options: AmountOptions = {},
): string {
  // Minor units are integers by contract; a fractional input is rounded the same way as everywhere.
  const whole = roundHalfUp(minor);
  const exact = Math.max(0, Math.trunc(exponent));
  const places = options.dropZeroCents && whole % 10 ** exact === 0 ? 0 : exact;
  // Dropped cents are zeros, so this division is exact.
  const units = places === exact ? whole : whole / 10 ** exact;
  return groupedDecimal(units, places, language);
}

/** Currencies whose symbol goes first, as their own country writes them ("£10.13"), in every language. */
const SYMBOL_FIRST: ReadonlySet<string> = new Set(['GBP']);
/** A leading minus: en writes '-', sv and fi U+2212. */
const LEADING_MINUS = /^[-\u2212]/;

/**
 * "1,234.50 €" (en), "1 234,50 kr" (sv), "12,50 NOK": the amount in the language's conventions, a
 * space, the symbol (SPEC §9); a symbol-first currency "£1,234.50" / "−£12,50", with no space.
 * The symbols (currencies table) tell each visible currency apart: SEK kr, EUR €, NOK NOK, GBP £.
 */
export function formatMoney(
  minor: number,
  currency: Currency,
  language: Language = 'en',
  options: AmountOptions = {},
): string {
  const amount = formatAmount(minor, currency.exponent, language, options);
  if (!SYMBOL_FIRST.has(currency.code)) return `${amount} ${currency.symbol}`;
  const sign = LEADING_MINUS.exec(amount)?.[0] ?? '';
  return `${sign}${currency.symbol}${amount.slice(sign.length)}`;
}

/** A catalog price as display text in `currency` with `vat` applied, in `language`'s conventions. */
export function displayPrice(
  priceCents: number,
  currency: Currency,
  vat = 2500,
  language: Language = 'en',
  options: AmountOptions = {},
): string {
  return formatMoney(convertPrice(priceCents, currency, vat), currency, language, options);
}

/**
 * The item page's currency-rate tooltip figure: price × euro_rate / 100 in major units, VAT as stored,
 * unrounded (the tooltip rounds for display; for text use displayPrice(price, currency, 2500)).
 */
export function convertForTooltip(priceCents: number, currency: Currency): number {
  return (priceCents * currency.euro_rate) / 100;
}
