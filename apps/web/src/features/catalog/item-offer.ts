// Which brand offer an item shows by default, and what that offer costs.
import type { Brand, Item } from '@shop/domain';

/** The brands the item is sold in, in the order of its prices_typed map. */
export function offeredBrands(item: Item): Brand[] {
  return (Object.keys(item.prices_typed) as Brand[]).filter((b) => item.prices_typed[b]);
}

/** The item's own brand when it has an offer for it, else 'any', else its first offer. */
export function defaultBrand(item: Item): Brand {
  if (item.prices_typed[item.brand]) return item.brand;
  if (item.prices_typed.any) return 'any';
  return offeredBrands(item)[0] ?? item.brand;
}

/** Price of one brand's offer, falling back to the item's default price. */
export function offerPrice(item: Item, brand: Brand): number {
  return item.prices_typed[brand]?.price ?? item.price;
}
