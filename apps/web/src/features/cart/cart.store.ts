// The locally stored cart (SPEC §3 "Stored cart", §4): a tiny external store over local storage.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@shop/domain';

export interface StoredCartLine {
  quantity: number;
  brand: string;
  car: string | null;
}

/** Per item id: quantity, brand and car, exactly as kept under local storage key 'cart'. */
export type StoredCart = Readonly<Record<string, StoredCartLine>>;

/** Fired on window for every changed item so open views can re-validate that line (SPEC §4). */
export const CART_VALIDATE_EVENT = 'cart-validate';
export interface CartValidateDetail {
  itemId: string;
}

const EMPTY: StoredCart = Object.freeze({});

function isLine(value: unknown): value is StoredCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1 &&
    typeof line.brand === 'string' &&
    (line.car === null || typeof line.car === 'string')
  );
}

/** Parses the stored JSON, keeping only well-formed lines (another version may have written it). */
export function parseStoredCart(raw: string | null): StoredCart {
  if (!raw) return EMPTY;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return EMPTY;
    const lines: Record<string, StoredCartLine> = {};
    for (const [itemId, line] of Object.entries(data)) {
      if (isLine(line))
        lines[itemId] = { quantity: line.quantity, brand: line.brand, car: line.car };
    }
    return Object.freeze(lines);
  } catch {
    return EMPTY;
  }
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cart);
  } catch {
    return null; // storage disabled (privacy mode): the cart lives in memory only
  }
}

function createCartStore() {
  const listeners = new Set<() => void>();
  let raw = readStorage();
  let snapshot = parseStoredCart(raw);

  const notify = () => listeners.forEach((listener) => listener());

  // Another tab changed the cart: take its value (key null means storage was cleared).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.cart) return;
    refresh();
  };

  function refresh(): void {
    const next = readStorage();
    if (next === raw) return;
    raw = next;
    snapshot = parseStoredCart(next);
    notify();
  }

  function write(next: StoredCart, changed: string[]): void {
    snapshot = Object.freeze({ ...next });
    raw = JSON.stringify(snapshot);
    try {
      window.localStorage.setItem(STORAGE_KEYS.cart, raw);
    } catch {
      // quota or disabled storage: keep the in-memory cart working
    }
    notify();
    for (const itemId of changed) {
      window.dispatchEvent(
        new CustomEvent<CartValidateDetail>(CART_VALIDATE_EVENT, { detail: { itemId } }),
      );
    }
  }

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
     * Adds `amount` (default 1) of an item; a negative amount subtracts and a line falling below 1
     * is removed. Brand (lower-cased, default 'any') and car follow the latest choice.
     */
    add(itemId: string, amount = 1, brand = 'any', car: string | null = null): void {
      if (!itemId) throw new Error('cart.set: no/invalid item');
      if (!Number.isInteger(amount) || amount === 0) return; // SPEC §5: no line for 0 or NaN
      const current = snapshot[itemId];
      const quantity = (current?.quantity ?? 0) + amount;
      const next: Record<string, StoredCartLine> = { ...snapshot };
      if (quantity < 1) {
        if (!current) return;
        delete next[itemId];
      } else {
        next[itemId] = { quantity, brand: brand.toLowerCase() || 'any', car };
      }
      write(next, [itemId]);
    },
    /** Removes every line. */
    clear(): void {
      const changed = Object.keys(snapshot);
      if (changed.length === 0) return;
      write(EMPTY, changed);
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

export const cartStore: CartStore = createCartStore();

/** The stored cart lines, re-rendering on every change in this or another tab. */
export function useCartLines(): StoredCart {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, () => EMPTY);
}

/** Number of lines in the cart (the header's badge). */
export function useCartCount(): number {
  return Object.keys(useCartLines()).length;
}
