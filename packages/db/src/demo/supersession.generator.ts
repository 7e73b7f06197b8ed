// Old part numbers an item replaces (supersessions): one item in 25 replaces one or two older
// numbers, some through a chain (A by B, B by the current number). Old numbers are Volvo-like
// "2 762 451": seven digits led by 2, 5, 6 or 8, a shape no generated reference has, so a search
// by one finds only its item.
import { normaliseReference } from '@shop/domain';
import type { ItemSupersessionTable } from '../schema.js';
import { createRandom, mixSeed } from './random.js';

/** Its own random stream, so the items' other rows stay as they were before supersessions. */
const STREAM = 5;
/** About 150 of the demo's 3,200 items. */
const SHARE = 0.04;
const TWO_NUMBERS = 0.3;
/** Of the items with two old numbers, those whose first was replaced by the second. */
const CHAIN = 0.35;

const LEADS = ['2', '5', '6', '8'];
const SPACE = LEADS.length * 1_000_000;
/** Coprime with SPACE, so ((index * 2 + slot) * SCRAMBLE + SHIFT) mod SPACE never repeats. */
const SCRAMBLE = 1_234_567;
const SHIFT = 1_618_033;
/** Two slots per item: items past this index replace nothing (the number space would repeat). */
export const MAX_SUPERSEDING_INDEX = SPACE / 2;

/** The old number of an item's slot (0 or 1): unique per (index, slot). */
export function oldNumberOf(index: number, slot: number): string {
  const n = ((index * 2 + slot) * SCRAMBLE + SHIFT) % SPACE;
  const body = String(n % 1_000_000).padStart(6, '0');
  return `${LEADS[Math.floor(n / 1_000_000)]} ${body.slice(0, 3)} ${body.slice(3)}`;
}

/** The item's supersessions, ending at `currentRef` (its first reference as written). */
export function generateSupersessions(
  index: number,
  seed: number,
  itemId: string,
  currentRef: string,
): ItemSupersessionTable[] {
  if (index >= MAX_SUPERSEDING_INDEX) return [];
  const rng = createRandom(mixSeed(seed, index, STREAM));
  if (!rng.chance(SHARE)) return [];
  const row = (old: string, replacedBy: string): ItemSupersessionTable => ({
    old_ref: old,
    old_ref_norm: normaliseReference(old),
    new_ref: replacedBy,
    item_id: itemId,
  });
  const first = oldNumberOf(index, 0);
  if (!rng.chance(TWO_NUMBERS)) return [row(first, currentRef)];
  const second = oldNumberOf(index, 1);
  return rng.chance(CHAIN)
    ? [row(first, second), row(second, currentRef)]
    : [row(first, currentRef), row(second, currentRef)];
}
