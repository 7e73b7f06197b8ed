// Cart calls (SPEC §7) and their TanStack Query hooks; pricing the cart lives in lib/priced-cart.ts,
// which the checkout shares. The web shows the server's figures and never computes a price of its own.
import { useQuery } from '@tanstack/react-query';
import { cartToArticles } from '@shop/domain';
import type { StoredCart } from '@shop/domain';
import { api } from '../../lib/api-calls';
import { apiGet, apiPost } from '../../lib/http';

const enc = encodeURIComponent;

export const cartKeys = {
  saved: (cartDate: string, cartId: string) => ['cart', 'saved', cartDate, cartId] as const,
};

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
