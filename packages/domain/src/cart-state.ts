// SPEC §4 cart transitions on the stored cart: immutable, a cart is never edited in place. A call
// that changes nothing returns the same object, so UI state can compare by reference.

import type { Item } from './api.js';
import type { StoredCart, StoredCartLine } from './cart.js';
import { DEFAULT_BRAND, MAX_CART_LINES, MAX_LINE_QUANTITY, isBrand } from './cart.js';
import { isItemId } from './cart-normalise.js';
import { isPresent } from './present.js';

/** An item, or its id. */
export type CartItemRef = string | Pick<Item, '_id'>;

/** What SPEC §5 'cart.set' takes: the quantity, and optionally a brand and car for the line. */
export interface CartLineData {
  quantity: number;
  brand?: string | null;
  car?: string | null;
}

export const NO_ITEM_ERROR = 'cart.set: no/invalid item';
export const NO_DATA_ERROR = 'cart.set: no data';

/** The id of an item reference; throws 'cart.set: no/invalid item' (SPEC §5) when there is none. */
function itemIdOf(item: CartItemRef | null | undefined): string {
  const id = typeof item === 'string' ? item : item?._id;
  if (!isItemId(id)) throw new Error(NO_ITEM_ERROR);
  return id;
}

/** A whole number of units, or null when not a finite number (SPEC §5: such a quantity is ignored). */
function wholeNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null;
}

function brandOf(value: string | null | undefined, fallback: string | undefined): string {
  if (value === undefined || value === null) return fallback ?? DEFAULT_BRAND;
  const brand = value.trim().toLowerCase();
  return isBrand(brand) ? brand : DEFAULT_BRAND;
}

function withoutLine(cart: StoredCart, id: string): StoredCart {
  if (!Object.hasOwn(cart, id)) return cart;
  const rest = { ...cart };
  delete rest[id];
  return rest;
}

function sameLine(a: StoredCartLine | undefined, b: StoredCartLine): boolean {
  return a !== undefined && a.quantity === b.quantity && a.brand === b.brand && a.car === b.car;
}

/** True when the item has no line and the cart already holds MAX_CART_LINES: a new line won't fit. */
export function cartIsFull(cart: StoredCart, item: CartItemRef): boolean {
  return !Object.hasOwn(cart, itemIdOf(item)) && Object.keys(cart).length >= MAX_CART_LINES;
}

/** The line of an item, if the cart has one. */
export function lineOf(cart: StoredCart, item: CartItemRef): StoredCartLine | undefined {
  const id = itemIdOf(item);
  return Object.hasOwn(cart, id) ? cart[id] : undefined;
}

/**
 * SPEC §5 'cart.set': the item's line gets `data.quantity` (whole units, at most MAX_LINE_QUANTITY);
 * below 1 the line is removed; a quantity that is not a finite number changes nothing (and creates
 * no line), nor does a new line in a full cart (MAX_CART_LINES lines).
 * Brand (lower-cased, unknown -> 'any') and car keep the line's values when not given.
 * Throws 'cart.set: no/invalid item' without an item id, 'cart.set: no data' without data.
 */
export function setCartLine(
  cart: StoredCart,
  item: CartItemRef | null | undefined,
  data: CartLineData | null | undefined,
): StoredCart {
  const id = itemIdOf(item);
  if (!isPresent(data) || typeof data !== 'object') throw new Error(NO_DATA_ERROR);
  const quantity = wholeNumber(data.quantity);
  if (quantity === null) return cart;
  if (quantity < 1) return withoutLine(cart, id);
  const current = Object.hasOwn(cart, id) ? cart[id] : undefined;
  if (!current && cartIsFull(cart, id)) return cart;
  const line: StoredCartLine = {
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
    brand: brandOf(data.brand, current?.brand),
    car: data.car === undefined ? (current?.car ?? null) : data.car,
  };
  return sameLine(current, line) ? cart : { ...cart, [id]: line };
}

/** Sets the item's quantity (see setCartLine). */
export function setQuantity(
  cart: StoredCart,
  item: CartItemRef,
  quantity: number,
  brand?: string | null,
  car?: string | null,
): StoredCart {
  return setCartLine(cart, item, { quantity, brand, car });
}

/**
 * SPEC §4 add: the item's quantity grows by `amount` (default 1; whole units, at most
 * MAX_LINE_QUANTITY in all). An amount that is not a finite number, a sum below 1 or a full cart
 * creates no line.
 */
export function addToCart(
  cart: StoredCart,
  item: CartItemRef,
  amount = 1,
  brand?: string | null,
  car?: string | null,
): StoredCart {
  const id = itemIdOf(item);
  const units = wholeNumber(amount);
  if (units === null) return cart;
  const current = Object.hasOwn(cart, id) ? cart[id]!.quantity : 0;
  return setCartLine(cart, id, { quantity: current + units, brand, car });
}

/** SPEC §4 subtract: the quantity shrinks by `amount` (default 1); a line below 1 is removed. */
export function subtractFromCart(cart: StoredCart, item: CartItemRef, amount = 1): StoredCart {
  const id = itemIdOf(item);
  const units = wholeNumber(amount);
  if (units === null || !Object.hasOwn(cart, id)) return cart;
  return setCartLine(cart, id, { quantity: cart[id]!.quantity - units });
}

/** SPEC §4 delete: the line's quantity becomes 0, so it is removed. */
export function deleteLine(cart: StoredCart, item: CartItemRef): StoredCart {
  return setCartLine(cart, item, { quantity: 0 });
}

/** SPEC §4 clear: an empty cart. */
export function clearCart(): StoredCart {
  return {};
}
