// Which saved carts this tab has already taken over (session storage), so reloading a saved cart's
// page after editing the cart does not ask again to replace it.
import { useSyncExternalStore } from 'react';
import type { StoredCart } from '@shop/domain';
import { cartStore } from '../../lib/cart-store';

const SESSION_KEY = 'saved-carts-taken';

export type TakeMode = 'replace' | 'merge';

function readTaken(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
let taken = readTaken();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function markTaken(key: string): void {
  if (taken.includes(key)) return;
  taken = [...taken, key];
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(taken));
  } catch {
    // disabled storage: remembered for this page only
  }
  listeners.forEach((listener) => listener());
}

/** The visitor's cart takes the saved cart's lines (replacing or merging), once per tab session. */
export function takeSavedCart(key: string, saved: StoredCart, mode: TakeMode): void {
  if (mode === 'replace') cartStore.replace(saved);
  else cartStore.merge(saved);
  markTaken(key);
}

/** True once this tab has taken over the saved cart `key`. */
export function useSavedCartTaken(key: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => taken.includes(key),
    () => false,
  );
}

/** Forgets every taken cart (tests). */
export function resetTakenSavedCarts(): void {
  taken = [];
  try {
    sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // nothing stored
  }
  listeners.forEach((listener) => listener());
}
