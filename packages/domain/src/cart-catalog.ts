// A valid stored cart checked against the catalog's items: unknown items and brands are reported,
// the rest priced. Pure: the caller fetches the items (in one batch) and passes the clock.

import type { Item } from './api.js';
import type { CartContext, CartLine, CartProblem, StoredCart } from './cart.js';
import { cartLine, effectiveBrand } from './cart.js';
import { shopCalendarDate } from './calendar.js';
import type { NormalisedCart } from './cart-normalise.js';

/**
 * Lines whose item is not among `items` are dropped ('unknown_item'); a brand the item is not
 * offered in becomes 'any' ('unknown_brand'). Line order is kept.
 */
export function reconcileCart(cart: StoredCart, items: readonly Item[]): NormalisedCart {
  const byId = new Map(items.map((item) => [item._id, item]));
  const checked: [string, StoredCart[string]][] = [];
  const problems: CartProblem[] = [];
  for (const [id, line] of Object.entries(cart)) {
    const item = byId.get(id);
    if (!item) {
      const message = `Unknown item '${id}'; line removed`;
      problems.push({ item: id, code: 'unknown_item', message });
      continue;
    }
    const brand = effectiveBrand(item, line.brand);
    if (brand !== line.brand.toLowerCase()) {
      const message = `The item does not come in brand '${line.brand}'; '${brand}' used instead`;
      problems.push({ item: id, code: 'unknown_brand', message });
    }
    checked.push([id, { ...line, brand }]);
  }
  return { cart: Object.fromEntries(checked), problems };
}

/** The cart's lines with their figures, and the problems of reconciling it with `items`. */
export function priceCart(
  cart: StoredCart,
  items: readonly Item[],
  ctx: CartContext,
): { lines: CartLine[]; problems: CartProblem[] } {
  const byId = new Map(items.map((item) => [item._id, item]));
  const { cart: checked, problems } = reconcileCart(cart, items);
  const lines = Object.entries(checked).map(([id, line]) => cartLine(byId.get(id)!, line, ctx));
  return { lines, problems };
}

/** The date part of a saved cart's address: 'YYYYMMDD', the Stockholm date of `now`. */
export function savedCartDate(now: Date): string {
  const { year, month, day } = shopCalendarDate(now);
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');
  return `${pad(year, 4)}${pad(month, 2)}${pad(day, 2)}`;
}
