// Cart calls (SPEC §7) and their TanStack Query hooks. The server prices every line: the web shows
// its figures and never computes a price of its own.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cartToArticles } from '@shop/domain';
import type { StoredCart } from '@shop/domain';
import { api } from '../../lib/api-calls';
import { apiGet, apiPost } from '../../lib/http';

const enc = encodeURIComponent;

export const cartKeys = {
  priced: (cart: StoredCart) => ['cart', 'priced', cart] as const,
  saved: (cartDate: string, cartId: string) => ['cart', 'saved', cartDate, cartId] as const,
};

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
    queryKey: cartKeys.priced(cart),
    queryFn: () => priceCart(cart),
    enabled: Object.keys(cart).length > 0,
    placeholderData: keepPreviousData,
    // Prices and stock change: a cart opened again is checked again.
    staleTime: 0,
  });
}

/** POST /api/carts/: saves the cart's articles; answers where the saved cart lives. */
export function saveCart(cart: StoredCart) {
  return apiPost(api.saveCart, { articles: cartToArticles(cart) });
}

/** The address of a saved cart in the app. */
export function savedCartPath(cartDate: string, cartId: string): string {
  return `/cart/${enc(cartDate)}/${enc(cartId)}`;
}

/** GET /api/carts/:cartDate/:cartId */
export function useSavedCart(cartDate: string, cartId: string) {
  return useQuery({
    queryKey: cartKeys.saved(cartDate, cartId),
    queryFn: ({ signal }) => apiGet(api.savedCart(cartDate, cartId), { signal }),
    staleTime: 60_000,
  });
}
