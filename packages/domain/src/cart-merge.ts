// The guest cart merged into the account's on login: nothing a visitor collected is lost.
import type { StoredCart } from './cart.js';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart.js';

/**
 * The account's cart with the visitor's lines added: the same item and brand adds the quantities
 * (at most MAX_LINE_QUANTITY); another brand of the same item takes the visitor's line, the one just
 * chosen; lines only one side has are kept. Past MAX_CART_LINES the visitor's lines are kept first.
 */
export function mergeCarts(account: StoredCart, visitor: StoredCart): StoredCart {
  const merged: StoredCart = {};
  for (const [id, line] of Object.entries(visitor).slice(0, MAX_CART_LINES)) {
    const own = Object.hasOwn(account, id) ? account[id] : undefined;
    const quantity =
      own && own.brand === line.brand
        ? Math.min(own.quantity + line.quantity, MAX_LINE_QUANTITY)
        : line.quantity;
    merged[id] = {
      ...line,
      quantity,
      car: line.car ?? (own?.brand === line.brand ? own.car : null),
    };
  }
  for (const [id, line] of Object.entries(account)) {
    if (Object.keys(merged).length >= MAX_CART_LINES) break;
    if (!Object.hasOwn(merged, id)) merged[id] = line;
  }
  return merged;
}
