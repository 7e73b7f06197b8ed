// Restoring the stored cart on page load (SPEC §7 POST /api/items): items no longer sold leave the
// cart, and the visitor gets a polite notice saying how many went; lines follow the brand priced.
import { useEffect, useSyncExternalStore } from 'react';
import type { CartResponse, ItemsResponse } from '@shop/domain';
import { api } from '../../lib/api-calls';
import { apiPost } from '../../lib/http';
import { cartStore } from '../../lib/cart-store';
import type { CartStore } from '../../lib/cart-store';

/** How many lines left the cart because their items are gone (0: nothing to tell). */
function createDroppedNotice() {
  const listeners = new Set<() => void>();
  let dropped = 0;
  const set = (value: number) => {
    dropped = value;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => dropped,
    add: (count: number) => {
      if (count > 0) set(dropped + count);
    },
    dismiss: () => set(0),
  };
}

export const droppedNotice = createDroppedNotice();

/** Removes these items' lines and tells the visitor about the ones that were in the cart. */
export function dropUnknownItems(store: CartStore, itemIds: readonly string[]): void {
  const cart = store.getSnapshot();
  const present = itemIds.filter((id) => Object.hasOwn(cart, id));
  if (present.length === 0) return;
  store.removeAll(present);
  droppedNotice.add(present.length);
}

/**
 * Lines the server priced in another brand than the stored one (the item is not sold in it any
 * more) take the brand they are shown and priced in, so an order asks for what the cart shows.
 */
export function alignBrands(store: CartStore, priced: Pick<CartResponse, 'lines'>): void {
  const cart = store.getSnapshot();
  for (const line of priced.lines) {
    const stored = Object.hasOwn(cart, line.item) ? cart[line.item] : undefined;
    if (stored && stored.brand !== line.brand) store.setBrand(line.item, line.brand);
  }
}

export type ItemsLookup = (ids: string[]) => Promise<ItemsResponse>;

export const lookupItems: ItemsLookup = (ids) => apiPost(api.lookupItems, { items: ids });

/**
 * Checks the stored cart's items with the server and drops the unknown ones. A failed call keeps
 * the cart as it is: the cart page's own call reports and prunes them later.
 */
export async function restoreCart(
  store: CartStore = cartStore,
  lookup: ItemsLookup = lookupItems,
): Promise<void> {
  const ids = Object.keys(store.getSnapshot());
  if (ids.length === 0) return;
  let answer: ItemsResponse;
  try {
    answer = await lookup(ids);
  } catch {
    return;
  }
  // A malformed answer (a proxy's page, say) proves nothing about the items: keep them.
  if (Array.isArray(answer?.missing)) dropUnknownItems(store, answer.missing);
}

let restoring: Promise<void> | null = null;

/** Restores the stored cart once per page load, however many views ask. */
export function restoreCartOnce(): Promise<void> {
  restoring ??= restoreCart();
  return restoring;
}

/** Starts the once-per-load restore when the calling view mounts. */
export function useCartRestore(): void {
  useEffect(() => {
    void restoreCartOnce();
  }, []);
}

/** The number of lines dropped since the last dismissal. */
export function useDroppedCount(): number {
  return useSyncExternalStore(droppedNotice.subscribe, droppedNotice.getSnapshot, () => 0);
}
