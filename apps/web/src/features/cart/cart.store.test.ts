import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_VALIDATE_EVENT, cartStore, parseStoredCart, useCartCount } from './cart.store';
import type { CartValidateDetail } from './cart.store';

const stored = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  cartStore.refresh();
});
afterEach(cleanup);

describe('cartStore.add', () => {
  it('adds a line, then increments it, and persists under local storage key cart', () => {
    cartStore.add('item-1', 1, 'OEM', 'volvo-240');
    expect(stored()).toEqual({ 'item-1': { quantity: 1, brand: 'oem', car: 'volvo-240' } });
    cartStore.add('item-1', 2, 'oem', 'volvo-240');
    expect(stored()).toEqual({ 'item-1': { quantity: 3, brand: 'oem', car: 'volvo-240' } });
    cartStore.add('item-2');
    expect(stored()).toEqual({
      'item-1': { quantity: 3, brand: 'oem', car: 'volvo-240' },
      'item-2': { quantity: 1, brand: 'any', car: null },
    });
  });

  it('removes a line whose quantity falls below 1', () => {
    cartStore.add('item-1', 2);
    cartStore.add('item-1', -2);
    expect(stored()).toEqual({});
  });

  it('creates no line for a zero or non-numeric amount', () => {
    cartStore.add('item-1', 0);
    cartStore.add('item-1', Number.NaN);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(cartStore.getSnapshot()).toEqual({});
  });

  it('refuses a missing item id', () => {
    expect(() => cartStore.add('')).toThrow('cart.set: no/invalid item');
  });

  it('fires a cart-validate event naming the changed item', () => {
    const seen: string[] = [];
    const listener = (event: Event) =>
      seen.push((event as CustomEvent<CartValidateDetail>).detail.itemId);
    window.addEventListener(CART_VALIDATE_EVENT, listener);
    cartStore.add('item-1');
    cartStore.add('item-2', 3);
    cartStore.clear();
    window.removeEventListener(CART_VALIDATE_EVENT, listener);
    expect(seen).toEqual(['item-1', 'item-2', 'item-1', 'item-2']);
  });
});

describe('useCartCount', () => {
  it('counts lines and follows changes', () => {
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);
    act(() => cartStore.add('item-1', 5));
    expect(result.current).toBe(1);
    act(() => cartStore.add('item-2'));
    expect(result.current).toBe(2);
  });

  it('follows another tab through the storage event', () => {
    const { result } = renderHook(() => useCartCount());
    const value = JSON.stringify({ a: { quantity: 1, brand: 'any', car: null } });
    act(() => {
      localStorage.setItem('cart', value);
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: value }));
    });
    expect(result.current).toBe(1);
  });
});

describe('parseStoredCart', () => {
  it('keeps well-formed lines and drops the rest', () => {
    const raw = JSON.stringify({
      good: { quantity: 2, brand: 'any', car: null },
      zero: { quantity: 0, brand: 'any', car: null },
      text: { quantity: '2', brand: 'any', car: null },
    });
    expect(parseStoredCart(raw)).toEqual({ good: { quantity: 2, brand: 'any', car: null } });
  });

  it('treats broken JSON as an empty cart', () => {
    expect(parseStoredCart('{nope')).toEqual({});
    expect(parseStoredCart('[1,2]')).toEqual({});
  });
});
