// VAT: the footer choice only changes what is displayed; catalog prices include 25 % VAT. And the
// one formula for the VAT inside a gross amount, which orders and payment providers share.

import { groupedDecimal } from './grouped-decimal.js';
import { topLevelDomain } from './host.js';
import type { Language } from './language.js';

/** 25 % (Sweden, Norway, Denmark), 25,5 % (Finland), 12 % and 0 % (no VAT). */
export const VAT_CHOICES = [2500, 2550, 1200, 0] as const;
export type VatChoice = (typeof VAT_CHOICES)[number];
export const DEFAULT_VAT: VatChoice = 2500;
/** Finland's standard rate, which a Finnish visitor pays. */
const FINNISH_VAT: VatChoice = 2550;

/**
 * The VAT a visitor sees before choosing: their country's standard rate, read as the language and
 * the first currency are (Finnish, or a Finnish domain: 25,5 %), else 25 %. So a Finn reads on the
 * item page the price the checkout to Finland charges.
 */
export function initialVatChoice(language: Language, host: string | null | undefined): VatChoice {
  return language === 'fi' || topLevelDomain(host) === 'fi' ? FINNISH_VAT : DEFAULT_VAT;
}

export function isVatChoice(v: unknown): v is VatChoice {
  return typeof v === 'number' && (VAT_CHOICES as readonly number[]).includes(v);
}

/** A stored VAT choice (number or numeric string, e.g. from local storage), else `fallback`. */
export function parseVatChoice(v: unknown, fallback: VatChoice = DEFAULT_VAT): VatChoice {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v;
  return isVatChoice(n) ? n : fallback;
}

/**
 * A VAT rate (basis points) as a percentage in the language, with at most two decimals: 2550 ->
 * '25.5' (en), '25,5' (sv, fi); 2500 -> '25'. A RangeError for NaN or an infinite rate.
 */
export function vatPercent(rate: number, language: Language): string {
  // A fractional rate rounds half away from zero, keeping its sign as Intl does: -0.3 -> "-0".
  const points = Math.sign(rate) * Math.round(Math.abs(rate));
  return groupedDecimal(points, 2, language, { trimZeros: true });
}

/** The item page's ex-VAT reference: 0.8 × price (unrounded). */
export function exVatReference(price: number): number {
  return (price * 4) / 5;
}

/** Basis points in a whole (100 %). */
const WHOLE = 10000n;

function checkMoney(name: string, value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name}: not an integer: ${value}`);
}

function checkRate(name: string, rate: number): void {
  if (!Number.isSafeInteger(rate) || rate < 0 || rate > Number(WHOLE)) {
    throw new RangeError(`${name}: bad VAT rate ${rate} (basis points, 0 to 10000)`);
  }
}

// In BigInt, so no float noise can flip a tie and no amount is too large for exact integers.

/** n / d rounded half away from zero (d > 0). */
function divideHalfUp(n: bigint, d: bigint): bigint {
  const magnitude = n < 0n ? -n : n;
  const quotient = magnitude / d;
  const rounded = 2n * (magnitude % d) >= d ? quotient + 1n : quotient;
  return n < 0n ? -rounded : rounded;
}

/**
 * The VAT inside a gross amount (integer minor units) at `rate` basis points: gross − net, the net
 * rounded half up (away from zero) once. Rounding the net keeps net + VAT = gross exact. This is the
 * only VAT formula: the order's VAT and every provider's tax amounts come from it.
 */
export function vatPart(gross: number, rate: number): number {
  checkMoney('vatPart', gross);
  checkRate('vatPart', rate);
  if (rate === 0) return 0;
  return gross - Number(divideHalfUp(BigInt(gross) * WHOLE, WHOLE + BigInt(rate)));
}

/**
 * The VAT of each of `amounts` (gross, integer minor units, negative for a discount) at one rate,
 * adding up exactly to vatPart of their sum: each line gets its exact VAT (amount × rate / (1 +
 * rate)) rounded down, and the cents still missing go to the lines with the largest remainders
 * (the first line on a tie). So each line's VAT is its exact VAT rounded down or up, never further.
 */
export function splitVat(amounts: readonly number[], rate: number): number[] {
  checkRate('splitVat', rate);
  for (const amount of amounts) checkMoney('splitVat', amount);
  if (rate === 0) return amounts.map(() => 0);
  const divisor = WHOLE + BigInt(rate);
  const parts = amounts.map((amount, index) => {
    const product = BigInt(amount) * BigInt(rate);
    // BigInt division truncates towards zero; a negative amount's VAT is rounded down all the same.
    const remainder = ((product % divisor) + divisor) % divisor;
    return { index, floor: Number((product - remainder) / divisor), remainder };
  });
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  let missing = vatPart(total, rate) - parts.reduce((sum, p) => sum + p.floor, 0);
  // vatPart is within half a unit of the exact sum, so this holds unless the arithmetic is broken.
  const fractional = parts.filter((p) => p.remainder > 0n);
  if (missing < 0 || missing > fractional.length) {
    throw new RangeError(`splitVat: cannot spread ${missing} over ${fractional.length} lines`);
  }
  const largestFirst = (a: (typeof parts)[number], b: (typeof parts)[number]) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1;
  const result = parts.map((p) => p.floor);
  for (const p of [...fractional].sort(largestFirst)) {
    if (missing === 0) break;
    result[p.index] = p.floor + 1;
    missing -= 1;
  }
  return result;
}
