// Bulk price edits: a change (a percentage or an amount, up or down) applied to catalog prices (euro
// cents incl. VAT), then a rounding rule, so staff see exactly the prices the shop will show.
import type { Brand } from './brand.js';

export const PRICE_ROUNDINGS = ['none', 'whole', 'end90', 'end95', 'end99'] as const;
/** none: to the cent; whole: to whole euros; endNN: to the nearest price ending in ,NN. */
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

/** The highest price the console sets (1 000 000 €): far above any part, within a 32-bit column. */
export const MAX_ITEM_PRICE = 100_000_000;

export type PriceDirection = 'up' | 'down';

export type PriceAdjustment =
  | { type: 'percent'; direction: PriceDirection; /** E.g. 7.5 for 7,5 %. */ percent: number }
  | { type: 'amount'; direction: PriceDirection; /** Euro cents. */ amount: number };

/** n / d rounded half up, for n >= 0 and d > 0, in integers (no float error at ,5). */
function divideHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** The price after the change, to the cent (half up); may be 0 or negative for a large cut. */
export function adjustPrice(cents: number, adjustment: PriceAdjustment): number {
  const sign = adjustment.direction === 'up' ? 1 : -1;
  if (adjustment.type === 'amount') return cents + sign * adjustment.amount;
  // Hundredths of a percent: 7.5 % is 750 of 10 000.
  const factor = 10_000 + sign * Math.round(adjustment.percent * 100);
  return factor <= 0 ? 0 : divideHalfUp(cents * factor, 10_000);
}

const ENDINGS: Record<Exclude<PriceRounding, 'none' | 'whole'>, number> = {
  end90: 90,
  end95: 95,
  end99: 99,
};

/**
 * `cents` rounded by `rounding`: to whole euros half up, or to the nearest price ending in the
 * cents named (a tie goes up). Answers 0 for a price the rule rounds away to nothing.
 */
export function roundPrice(cents: number, rounding: PriceRounding): number {
  if (cents <= 0) return 0;
  if (rounding === 'none') return cents;
  if (rounding === 'whole') return divideHalfUp(cents, 100) * 100;
  const ending = ENDINGS[rounding];
  const lower = ending + 100 * Math.floor((cents - ending) / 100);
  const upper = lower + 100;
  if (lower < ending) return upper;
  return cents - lower < upper - cents ? lower : upper;
}

/** The new price of `cents`, or null when it would fall to 0 or below or exceed MAX_ITEM_PRICE. */
export function bulkPrice(
  cents: number,
  adjustment: PriceAdjustment,
  rounding: PriceRounding,
): number | null {
  const price = roundPrice(adjustPrice(cents, adjustment), rounding);
  return price >= 1 && price <= MAX_ITEM_PRICE ? price : null;
}

export interface BrandPrice {
  item: string;
  brand: Brand;
  price: number;
}

export interface PriceChange {
  item: string;
  brand: Brand;
  old: number;
  new: number;
}

export interface BulkPricePlan {
  /** Prices that change, by item then brand. */
  changes: PriceChange[];
  /** Prices the change would take to 0 or below, or above MAX_ITEM_PRICE. */
  outOfRange: BrandPrice[];
}

const BRAND_ORDER: Record<Brand, number> = { any: 0, oem: 1, genuine: 2 };

/** What the change does to each price: those it leaves as they are are not listed. */
export function planBulkPrice(
  prices: readonly BrandPrice[],
  adjustment: PriceAdjustment,
  rounding: PriceRounding,
): BulkPricePlan {
  const changes: PriceChange[] = [];
  const outOfRange: BrandPrice[] = [];
  const sorted = [...prices].sort(
    (a, b) =>
      (a.item < b.item ? -1 : a.item > b.item ? 1 : 0) ||
      BRAND_ORDER[a.brand] - BRAND_ORDER[b.brand],
  );
  for (const entry of sorted) {
    const next = bulkPrice(entry.price, adjustment, rounding);
    if (next === null) outOfRange.push(entry);
    else if (next !== entry.price)
      changes.push({ item: entry.item, brand: entry.brand, old: entry.price, new: next });
  }
  return { changes, outOfRange };
}

/** The changes that take `changes` back: each new price to its old one. */
export function reversePriceChanges(changes: readonly PriceChange[]): PriceChange[] {
  return changes.map((change) => ({ ...change, old: change.new, new: change.old }));
}
