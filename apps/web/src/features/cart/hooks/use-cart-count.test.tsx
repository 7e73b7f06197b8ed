import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../../lib/cart-store';
import { ID_A, ID_B } from '../testing/cart.fixtures';
import { useCartCount } from './use-cart-count';

beforeEach(() => {
  localStorage.clear();
  cartStore.refresh();
});
afterEach(() => vi.unstubAllGlobals());

describe('useCartCount', () => {
  it('counts lines, not units', () => {
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);
    act(() => cartStore.add(ID_A, 5));
    expect(result.current).toBe(1);
    act(() => cartStore.add(ID_B));
    expect(result.current).toBe(2);
  });
});
