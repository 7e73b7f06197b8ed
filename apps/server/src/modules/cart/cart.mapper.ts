// Saved-cart rows <-> cart articles (the API's field names). The only place that knows both.
import type { CartArticle, StoredCart } from '@shop/domain';
import type { NewSavedCartLine, SavedCartLineRow } from './cart.repository.js';

/** A cart's lines as rows, numbered in line order. */
export function toLineRows(cartId: string, cart: StoredCart): NewSavedCartLine[] {
  return Object.entries(cart).map(([itemId, line], position) => ({
    cart_id: cartId,
    position,
    item_id: itemId,
    quantity: line.quantity,
    brand: line.brand,
    car: line.car,
  }));
}

export function toArticle(row: SavedCartLineRow): CartArticle {
  return { item: row.item_id, quantity: row.quantity, brand: row.brand, car: row.car };
}
