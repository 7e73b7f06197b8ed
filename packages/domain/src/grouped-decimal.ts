// Decimals written as each language writes them, by hand: Intl's first use in a page initialises
// ICU, which costs a browser 15-35 ms.
import type { Language } from './language.js';

interface NumberSymbols {
  decimal: string;
  group: string;
  minus: string;
}

/**
 * What Intl (ICU, CLDR 48) writes: en "-1,234.5"; sv and fi "−1 234,5", grouped by U+00A0 with a
 * minus sign U+2212. Every language groups from four integer digits on: "1,234", "1 234".
 */
const SYMBOLS: Readonly<Record<Language, NumberSymbols>> = {
  en: { decimal: '.', group: ',', minus: '-' },
  sv: { decimal: ',', group: '\u00a0', minus: '\u2212' },
  fi: { decimal: ',', group: '\u00a0', minus: '\u2212' },
};

const GROUP_SIZE = 3;
/** The least number JavaScript writes with an exponent ('1e+21'). */
const MAX_PLAIN = 1e21;

/** The language's decimal mark: "." in en, "," in sv and fi. */
export function decimalMark(language: Language): string {
  return SYMBOLS[language].decimal;
}

/** How a grouped decimal ends. */
export interface GroupedDecimalOptions {
  /** Without the fraction's trailing zeros: "25.50" -> "25.5", "25.00" -> "25". */
  trimZeros?: boolean;
}

/**
 * A whole number of 10^-places as `language` writes the decimal, as Intl.NumberFormat does:
 * 123450, 2 -> "1,234.50" (en), "1 234,50" (sv, fi); -5, 2 -> "-0.05" (en), "−0,05" (sv, fi).
 * Works on the integer's digits, so no float division rounds it. A RangeError for a fraction, NaN,
 * an infinity or 10^21 and up (which JavaScript writes with an exponent).
 */
export function groupedDecimal(
  units: number,
  places: number,
  language: Language,
  options: GroupedDecimalOptions = {},
): string {
  if (!Number.isInteger(units) || Math.abs(units) >= MAX_PLAIN) {
    throw new RangeError(`groupedDecimal: not a whole number below 10^21: ${units}`);
  }
  const symbols = SYMBOLS[language];
  const digits = Math.abs(units)
    .toString()
    .padStart(places + 1, '0');
  const cut = digits.length - places;
  let integer = digits.slice(0, cut);
  for (let end = cut - GROUP_SIZE; end > 0; end -= GROUP_SIZE) {
    integer = `${integer.slice(0, end)}${symbols.group}${integer.slice(end)}`;
  }
  const fraction = options.trimZeros ? digits.slice(cut).replace(/0+$/, '') : digits.slice(cut);
  // A negative zero keeps its minus sign, as Intl writes it ("-0").
  const sign = units < 0 || Object.is(units, -0) ? symbols.minus : '';
  return `${sign}${integer}${fraction ? `${symbols.decimal}${fraction}` : ''}`;
}
