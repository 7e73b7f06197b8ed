// Which brand offer an item shows by default, and how many days that offer takes to arrive.
import type { Brand, Item, PriceEntry } from '@shop/domain';

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

/**
 * Days to arrival as far as the data alone tells: goods in stock of the default offer ship the same
 * day (0), a supplier offer of type 'days' takes that many; dates and weekdays need the arrival
 * rules of the cart issue (@shop/domain arrival) and count as unknown (null) until then.
 */
export function knownShippingDays(item: Item, brand: Brand): number | null {
  if (item.stock.quantity > 0 && brand === 'any') return 0;
  const entry: PriceEntry | undefined = item.prices_typed[brand];
  if (entry?.arrival.type === 'days' && entry.arrival.days !== null) return entry.arrival.days;
  return null;
}
