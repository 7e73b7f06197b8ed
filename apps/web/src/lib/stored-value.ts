// One JSON value in local storage as an external store: every change is written and announced, and
// a change made in another tab is taken over. Storage may be disabled (privacy modes): the value then
// lives in memory for the visit.
import { useSyncExternalStore } from 'react';
import { storageGet, storageSet } from './browser';

export interface StoredValue<T> {
  subscribe(listener: () => void): () => void;
  get(): T;
  /** The value with nothing stored: what the server rendered, so hydration starts from it. */
  getInitial(): T;
  set(next: T): void;
  update(change: (current: T) => T): void;
  /** Reads local storage again (after another writer in this tab, or in tests). */
  refresh(): void;
}

// Every store made, so one call can make them all re-read storage (after a logout cleared it).
const allStores = new Set<() => void>();

/** Makes every stored value re-read local storage (this tab changed it behind their back). */
export function refreshStoredValues(): void {
  allStores.forEach((refresh) => refresh());
}

/** A store over `key`; `parse` turns the stored text (null when absent) into a valid value. */
export function createStoredValue<T>(
  key: string,
  parse: (raw: string | null) => T,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  let raw = storageGet(key);
  let value = parse(raw);
  const initial = parse(null);
  const notify = () => listeners.forEach((listener) => listener());

  const refresh = () => {
    const next = storageGet(key);
    if (next === raw) return;
    raw = next;
    value = parse(next);
    notify();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) refresh();
  };
  allStores.add(refresh);
  const set = (next: T) => {
    if (next === value) return;
    value = next;
    raw = JSON.stringify(next);
    storageSet(key, raw);
    notify();
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    get: () => value,
    getInitial: () => initial,
    set,
    update: (change) => set(change(value)),
    refresh,
  };
}

/** The store's value, re-rendering on every change in this or another tab. */
export function useStoredValue<T>(store: StoredValue<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.getInitial);
}
