import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../../lib/cart-store';
import { ID_A, bodiesOf, makeItem, renderCart, stubCartServer } from '../testing/cart.fixtures';
import { CartView } from './cart-view';

const catalog = [makeItem(ID_A, { name: 'Brake disc' })];

beforeEach(() => {
  localStorage.clear();
  cartStore.refresh();
  cartStore.add(ID_A, 2, 'any', 'volvo-240');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Share cart', () => {
  it('saves the articles and opens the saved cart', async () => {
    const fetchMock = stubCartServer(catalog, ({ method, path }) =>
      method === 'POST' && path === '/api/carts/'
        ? { status: 201, body: { cartId: 'AbCdEfGhIjKlMnOp', cartDate: '20260310', problems: [] } }
        : undefined,
    );
    renderCart(<CartView />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Share cart' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/cart/20260310/AbCdEfGhIjKlMnOp',
    );
    expect(bodiesOf(fetchMock, '/api/carts/')).toEqual([
      { articles: [{ item: ID_A, quantity: 2, brand: 'any', car: 'volvo-240' }] },
    ]);
    expect(cartStore.getSnapshot()).toHaveProperty(ID_A);
  });

  it("wipes the stored cart after a failed save, logs it and says 'something went wrong'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubCartServer(catalog, ({ method, path }) =>
      method === 'POST' && path === '/api/carts/'
        ? { status: 500, body: { code: 'internal', message: 'Internal Server Error' } }
        : undefined,
    );
    renderCart(<CartView />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Share cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(logged).toHaveBeenCalledWith('Save error. Wiping data.');
    expect(localStorage.getItem('cart')).toBeNull();
    expect(cartStore.getSnapshot()).toEqual({});
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });
});
