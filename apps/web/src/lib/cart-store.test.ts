import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_LINE_QUANTITY } from '@shop/domain';
import { CART_VALIDATE_EVENT, cartStore, parseStoredCart, useCartLines } from './cart-store';
import type { CartValidateDetail } from './cart-store';

const ID_A = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const ID_B = 'bbbbbbbbbbbbbbbbbbbbbbb2';
const ID_C = 'ccccccccccccccccccccccc3';

const stored = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as unknown;

/** The item ids of the cart-validate events fired while `run` runs. */
function validated(run: () => void): string[] {
  const seen: string[] = [];
  const listener = (event: Event) =>
    seen.push((event as CustomEvent<CartValidateDetail>).detail.itemId);
  window.addEventListener(CART_VALIDATE_EVENT, listener);
  try {
    run();
  } finally {
    window.removeEventListener(CART_VALIDATE_EVENT, listener);
  }
  return seen;
}

beforeEach(() => {
  localStorage.clear();
  cartStore.refresh();
});
afterEach(() => vi.restoreAllMocks());

describe('cart state rules (SPEC §4, through the domain functions)', () => {
  it('adds a line, then increments it, and persists under local storage key cart', () => {
    cartStore.add(ID_A, 1, 'OEM', 'volvo-240');
    expect(stored()).toEqual({ [ID_A]: { quantity: 1, brand: 'oem', car: 'volvo-240' } });
    cartStore.add(ID_A, 2);
    expect(stored()).toEqual({ [ID_A]: { quantity: 3, brand: 'oem', car: 'volvo-240' } });
    cartStore.add(ID_B);
    expect(stored()).toEqual({
      [ID_A]: { quantity: 3, brand: 'oem', car: 'volvo-240' },
      [ID_B]: { quantity: 1, brand: 'any', car: null },
    });
  });

  it.each([
    ['zero', 0],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('creates no line for a %s quantity', (_name, amount) => {
    cartStore.add(ID_A, amount);
    cartStore.setQuantity(ID_B, amount);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(cartStore.getSnapshot()).toEqual({});
  });

  it('subtracts, and removes a line that falls below 1', () => {
    cartStore.add(ID_A, 2);
    cartStore.subtract(ID_A);
    expect(cartStore.getSnapshot()[ID_A]?.quantity).toBe(1);
    cartStore.subtract(ID_A);
    expect(stored()).toEqual({});
  });

  it('sets quantities up to the most a line holds, keeps brand and car, and deletes on 0', () => {
    cartStore.add(ID_A, 1, 'genuine', 'saab-900');
    cartStore.setQuantity(ID_A, 5000);
    expect(cartStore.getSnapshot()[ID_A]).toEqual({
      quantity: MAX_LINE_QUANTITY,
      brand: 'genuine',
      car: 'saab-900',
    });
    cartStore.setQuantity(ID_A, 0);
    expect(cartStore.getSnapshot()).toEqual({});
  });

  it('changes the brand of a line (unknown brands become any), never creating one', () => {
    cartStore.add(ID_A, 2);
    cartStore.setBrand(ID_A, 'OEM');
    expect(cartStore.getSnapshot()[ID_A]).toEqual({ quantity: 2, brand: 'oem', car: null });
    cartStore.setBrand(ID_A, 'rusty');
    expect(cartStore.getSnapshot()[ID_A]?.brand).toBe('any');
    cartStore.setBrand(ID_B, 'oem');
    expect(cartStore.getSnapshot()[ID_B]).toBeUndefined();
  });

  it('deletes one line and clears all', () => {
    cartStore.add(ID_A);
    cartStore.add(ID_B);
    cartStore.remove(ID_A);
    expect(Object.keys(cartStore.getSnapshot())).toEqual([ID_B]);
    cartStore.clear();
    expect(stored()).toEqual({});
  });

  it('refuses a missing or malformed item id (SPEC §5)', () => {
    expect(() => cartStore.add('')).toThrow('cart.set: no/invalid item');
    expect(() => cartStore.add('item-1')).toThrow('cart.set: no/invalid item');
  });

  it('replaces and merges whole carts', () => {
    cartStore.add(ID_A, 2);
    cartStore.merge({
      [ID_A]: { quantity: 3, brand: 'any', car: null },
      [ID_B]: { quantity: 1, brand: 'oem', car: null },
    });
    expect(cartStore.getSnapshot()).toEqual({
      [ID_A]: { quantity: 5, brand: 'any', car: null },
      [ID_B]: { quantity: 1, brand: 'oem', car: null },
    });
    cartStore.replace({ [ID_C]: { quantity: 4, brand: 'any', car: 'volvo-240' } });
    expect(stored()).toEqual({ [ID_C]: { quantity: 4, brand: 'any', car: 'volvo-240' } });
  });

  it('wipes the stored data itself', () => {
    cartStore.add(ID_A);
    cartStore.wipe();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(cartStore.getSnapshot()).toEqual({});
  });
});

describe('the cart-validate event', () => {
  it('fires once per changed item, and not for changes that change nothing', () => {
    expect(
      validated(() => {
        cartStore.add(ID_A);
        cartStore.add(ID_B, 3);
        cartStore.add(ID_C, 0);
        cartStore.setQuantity(ID_B, 3);
        cartStore.clear();
      }),
    ).toEqual([ID_A, ID_B, ID_A, ID_B]);
  });

  it('fires for lines another tab changed', () => {
    cartStore.add(ID_A);
    const value = JSON.stringify({
      [ID_A]: { quantity: 1, brand: 'any', car: null },
      [ID_B]: { quantity: 2, brand: 'any', car: null },
    });
    const seen = validated(() => {
      localStorage.setItem('cart', value);
      cartStore.refresh();
    });
    expect(seen).toEqual([ID_B]);
  });
});

describe('useCartLines', () => {
  it('follows changes in this tab', () => {
    const { result } = renderHook(() => useCartLines());
    expect(result.current).toEqual({});
    act(() => cartStore.add(ID_A, 5));
    expect(Object.keys(result.current)).toEqual([ID_A]);
  });

  it('follows another tab through the storage event', () => {
    const { result } = renderHook(() => useCartLines());
    const value = JSON.stringify({ [ID_A]: { quantity: 1, brand: 'any', car: null } });
    act(() => {
      localStorage.setItem('cart', value);
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: value }));
    });
    expect(result.current).toEqual({ [ID_A]: { quantity: 1, brand: 'any', car: null } });
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toEqual({});
  });
});

describe('parseStoredCart', () => {
  it('keeps valid lines, corrects quantities and drops the rest', () => {
    const raw = JSON.stringify({
      [ID_A]: { quantity: 2, brand: 'OEM', car: null },
      [ID_B]: { quantity: 0, brand: 'any', car: null },
      [ID_C]: { quantity: 1500, brand: 'any', car: 'volvo-240' },
      'not-an-id': { quantity: 1, brand: 'any', car: null },
      text: { quantity: '2', brand: 'any', car: null },
    });
    expect(parseStoredCart(raw)).toEqual({
      [ID_A]: { quantity: 2, brand: 'oem', car: null },
      [ID_C]: { quantity: MAX_LINE_QUANTITY, brand: 'any', car: 'volvo-240' },
    });
  });

  it('treats broken JSON as an empty cart', () => {
    expect(parseStoredCart('{nope')).toEqual({});
    expect(parseStoredCart('[1,2]')).toEqual({});
    expect(parseStoredCart(null)).toEqual({});
  });
});
