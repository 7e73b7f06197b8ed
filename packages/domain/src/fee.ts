// SPEC §9 small-order fee: suppliers charge for buying below their watermark.

import type { PriceEntry } from './api.js';

export type FeeTerms = Pick<PriceEntry, 'watermark' | 'increment'>;

const isAmount = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v);

/**
 * Fee of a line in euro cents: half of (watermark - increment x quantity), rounded up, never
 * negative; 0 unless both watermark and increment are finite numbers. A negative or NaN quantity
 * counts as 0 (a cart line never has fewer than none).
 */
export function lineFee(entry: FeeTerms, quantity: number): number {
  const { watermark, increment } = entry;
  if (!isAmount(watermark) || !isAmount(increment)) return 0;
  const wanted = quantity > 0 ? quantity : 0;
  const fee = Math.ceil((watermark - increment * wanted) / 2);
  // Written so that -0 and NaN (0 x Infinity) both come out as a plain 0.
  return fee > 0 ? fee : 0;
}

/** The fee is shown (as "+amount" with a help tooltip) only when positive for a wanted quantity. */
export function showFee(fee: number, quantity: number): boolean {
  return fee > 0 && quantity > 0;
}
