import { act, renderHook } from '@testing-library/react';
import type { ItemsResponse } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { droppedNotice, dropUnknownItems, restoreCart, useDroppedCount } from './cart.restore';
import { cartStore } from '../../lib/cart-store';
import { ID_A, ID_B, ID_GONE, bodiesOf, makeItem, stubFetch } from './testing/cart.fixtures';

beforeEach(() => {
  localStorage.clear();
  cartStore.refresh();
  droppedNotice.dismiss();
  document.cookie = 'XSRF-TOKEN=token-1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
});

function storeLines() {
  localStorage.setItem(
    'cart',
    JSON.stringify({
      [ID_A]: { quantity: 2, brand: 'any', car: 'volvo-240' },
      [ID_GONE]: { quantity: 1, brand: 'oem', car: null },
      [ID_B]: { quantity: 3, brand: 'any', car: null },
    }),
  );
  cartStore.refresh();
}

describe('restoreCart (POST /api/items)', () => {
  it('asks for the stored ids with the XSRF header and drops the unknown ones', async () => {
    storeLines();
    const fetchMock = stubFetch(({ method, path }) =>
      method === 'POST' && path === '/api/items'
        ? { body: { items: [makeItem(ID_A), makeItem(ID_B)], missing: [ID_GONE] } }
        : undefined,
    );
    const { result } = renderHook(() => useDroppedCount());
    expect(result.current).toBe(0);

    await act(() => restoreCart());

    expect(bodiesOf(fetchMock, '/api/items')).toEqual([{ items: [ID_A, ID_GONE, ID_B] }]);
    const headers = new Headers(fetchMock.mock.calls[0]![1]!.headers);
    expect(headers.get('X-XSRF-TOKEN')).toBe('token-1');
    expect(cartStore.getSnapshot()).toEqual({
      [ID_A]: { quantity: 2, brand: 'any', car: 'volvo-240' },
      [ID_B]: { quantity: 3, brand: 'any', car: null },
    });
    expect(JSON.parse(localStorage.getItem('cart')!)).not.toHaveProperty(ID_GONE);
    expect(result.current).toBe(1);
  });

  it('makes no call for an empty cart', async () => {
    const fetchMock = stubFetch(() => undefined);
    await restoreCart();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the cart when the call fails', async () => {
    storeLines();
    stubFetch(() => ({ status: 503, body: { code: 'unavailable', message: 'down' } }));
    await restoreCart();
    expect(Object.keys(cartStore.getSnapshot())).toHaveLength(3);
    expect(droppedNotice.getSnapshot()).toBe(0);
  });

  it('keeps the cart when the answer is not the expected shape', async () => {
    storeLines();
    // A proxy's answer, say: typed as the API's to reach the guard.
    await restoreCart(cartStore, async () => ({}) as ItemsResponse);
    expect(Object.keys(cartStore.getSnapshot())).toHaveLength(3);
  });
});

describe('dropUnknownItems', () => {
  it('counts only the lines that were in the cart', () => {
    storeLines();
    dropUnknownItems(cartStore, [ID_GONE, 'eeeeeeeeeeeeeeeeeeeeeee5']);
    expect(droppedNotice.getSnapshot()).toBe(1);
    dropUnknownItems(cartStore, [ID_GONE]);
    expect(droppedNotice.getSnapshot()).toBe(1);
  });
});
