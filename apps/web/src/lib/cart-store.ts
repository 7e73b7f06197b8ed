// The locally stored cart (SPEC §3 "Stored cart", §4): an external store over local storage whose
// every transition is one of the domain's pure cart functions, so web and server follow one rule set.
import { useSyncExternalStore } from 'react';
import {
  STORAGE_KEYS,
  addToCart,
  clearCart,
  deleteLine,
  normaliseStoredCart,
  setCartLine,
  setQuantity,
  subtractFromCart,
} from '@shop/domain';
import type { StoredCart, StoredCartLine } from '@shop/domain';

export type { StoredCart, StoredCartLine };

/** Fired on window for every changed item so open views can re-validate that line (SPEC §4). */
export const CART_VALIDATE_EVENT = 'cart-validate';
export interface CartValidateDetail {
  itemId: string;
}

const EMPTY: StoredCart = Object.freeze({});

/** The stored JSON as a valid cart: malformed lines dropped, odd quantities corrected. */
export function parseStoredCart(raw: string | null): StoredCart {
  if (!raw) return EMPTY;
  return Object.freeze(normaliseStoredCart(raw).cart);
}

function sameLine(a: StoredCartLine | undefined, b: StoredCartLine | undefined): boolean {
  if (!a || !b) return a === b;
  return a.quantity === b.quantity && a.brand === b.brand && a.car === b.car;
}

/** Item ids whose line differs between two carts (added, changed or removed). */
export function changedItems(before: StoredCart, after: StoredCart): string[] {
  const ids = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...ids].filter((id) => !sameLine(before[id], after[id]));
}

/** True when both carts hold the same lines (order aside). */
export function sameCart(a: StoredCart, b: StoredCart): boolean {
  return changedItems(a, b).length === 0;
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cart);
  } catch {
    return null; // storage disabled (privacy mode): the cart lives in memory only
  }
}

function announce(ids: readonly string[]): void {
  for (const itemId of ids) {
    window.dispatchEvent(
      new CustomEvent<CartValidateDetail>(CART_VALIDATE_EVENT, { detail: { itemId } }),
    );
  }
}

export function createCartStore() {
  const listeners = new Set<() => void>();
  let raw = readStorage();
  let snapshot = parseStoredCart(raw);

  const notify = () => listeners.forEach((listener) => listener());

  /** Takes `next` as the cart: notifies subscribers, then announces each changed line. */
  function take(next: StoredCart): void {
    const changed = changedItems(snapshot, next);
    snapshot = Object.isFrozen(next) ? next : Object.freeze({ ...next });
    notify();
    announce(changed);
  }

  function write(next: StoredCart): void {
    if (next === snapshot) return; // the domain returns the same cart when nothing changed
    raw = JSON.stringify(next);
    try {
      window.localStorage.setItem(STORAGE_KEYS.cart, raw);
    } catch {
      // quota or disabled storage: keep the in-memory cart working
    }
    take(next);
  }

  function refresh(): void {
    const next = readStorage();
    if (next === raw) return;
    raw = next;
    take(parseStoredCart(next));
  }

  // Another tab changed the cart: take its value (key null means storage was cleared).
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart) refresh();
  };

  return {
    subscribe(listener: () => void): () => void {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot: (): StoredCart => snapshot,
    /** Re-reads local storage (e.g. after another writer in this tab). */
    refresh,
    /**
     * Adds `amount` (default 1) of an item (SPEC §4); a line falling below 1 is removed, and an
     * amount of 0 or not a number creates no line. Brand (lower-cased) and car follow the choice.
     */
    add(itemId: string, amount = 1, brand?: string | null, car?: string | null): void {
      write(addToCart(snapshot, itemId, amount, brand, car));
    },
    /** Takes `amount` (default 1) off a line; below 1 the line is removed. */
    subtract(itemId: string, amount = 1): void {
      write(subtractFromCart(snapshot, itemId, amount));
    },
    /** Sets a line's quantity (capped at the line bound); below 1 removes it; NaN does nothing. */
    setQuantity(itemId: string, quantity: number): void {
      write(setQuantity(snapshot, itemId, quantity));
    },
    /** Sets an existing line's brand (unknown brands become 'any'). */
    setBrand(itemId: string, brand: string): void {
      const line = snapshot[itemId];
      if (line) write(setCartLine(snapshot, itemId, { quantity: line.quantity, brand }));
    },
    /** Removes a line (SPEC §4 delete). */
    remove(itemId: string): void {
      write(deleteLine(snapshot, itemId));
    },
    /** Removes the lines of these items, if present (items no longer sold). */
    removeAll(itemIds: readonly string[]): void {
      const present = itemIds.filter((id) => Object.hasOwn(snapshot, id));
      write(present.reduce((cart, id) => deleteLine(cart, id), snapshot));
    },
    /** Removes every line (SPEC §4 clear). */
    clear(): void {
      if (Object.keys(snapshot).length > 0) write(clearCart());
    },
    /** The cart becomes `cart` (a saved cart taken over). */
    replace(cart: StoredCart): void {
      if (!sameCart(snapshot, cart)) write(cart);
    },
    /** Adds every line of `cart` to this one (quantities summed and capped; no line past full). */
    merge(cart: StoredCart): void {
      let next = snapshot;
      for (const [id, line] of Object.entries(cart)) {
        next = addToCart(next, id, line.quantity, line.brand, line.car);
      }
      write(next);
    },
    /** Deletes the stored cart data itself (SPEC §7: after a failed save). */
    wipe(): void {
      raw = null;
      try {
        window.localStorage.removeItem(STORAGE_KEYS.cart);
      } catch {
        // disabled storage: there is nothing stored to delete
      }
      if (snapshot !== EMPTY) take(EMPTY);
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

export const cartStore: CartStore = createCartStore();

/** The stored cart lines, re-rendering on every change in this or another tab. */
export function useCartLines(): StoredCart {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, () => EMPTY);
}
