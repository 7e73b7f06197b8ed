// The cart priced by the server (SPEC §7 POST /api/cart/), shared by the cart view and the checkout:
// both read one query per cart, so the page asks once however many parts show its figures.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CartLine, CartResponse, StoredCart } from '@shop/domain';
import { api } from './api-calls';
import { apiPost } from './http';

/** The prefix of every priced cart's query key, to refresh them all. */
export const PRICED_CART_KEY = ['cart', 'priced'] as const;
export const pricedCartKey = (cart: StoredCart) => [...PRICED_CART_KEY, cart] as const;

/** POST /api/cart/: the lines of `cart` priced from the database, their items and corrections. */
export function priceCart(cart: StoredCart) {
  return apiPost(api.priceCart, { cart });
}

/**
 * The server's view of `cart`, asked again on every change of the cart (the key holds the cart).
 * The previous answer stays on screen while the next loads, so figures do not flicker.
 */
export function usePricedCart(cart: StoredCart) {
  return useQuery({
    queryKey: pricedCartKey(cart),
    queryFn: () => priceCart(cart),
    enabled: Object.keys(cart).length > 0,
    placeholderData: keepPreviousData,
    // Prices and stock change: a cart opened again is checked again; only the views of one page
    // (the cart and the checkout form beside it) share one answer.
    staleTime: 5_000,
  });
}

/** The answer's lines still in `cart` with their items (SPEC §3 cart lines), in the server's order. */
export function pricedCartLines(data: CartResponse | undefined, cart: StoredCart): CartLine[] {
  if (!data) return [];
  const items = new Map(data.items.map((item) => [item._id, item]));
  return data.lines.flatMap((line) => {
    const item = items.get(line.item);
    return item && Object.hasOwn(cart, line.item) ? [{ ...line, item }] : [];
  });
}
