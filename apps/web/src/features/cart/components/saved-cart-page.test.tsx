import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedCartResponse } from '@shop/domain';
import { cartStore } from '../../../lib/cart-store';
import { resetTakenSavedCarts } from '../saved-carts';
import {
  ID_A,
  ID_B,
  ID_C,
  ID_GONE,
  makeItem,
  renderCart,
  stubCartServer,
} from '../testing/cart.fixtures';
import { SavedCartPage } from './saved-cart-page';

const catalog = [
  makeItem(ID_A, { name: 'Brake disc' }),
  makeItem(ID_B, { name: 'Oil filter' }),
  makeItem(ID_C, { name: 'Gasket' }),
];

const saved: SavedCartResponse = {
  cartId: 'AbCdEfGhIjKlMnOp',
  cartDate: '20260310',
  articles: [
    { item: ID_A, quantity: 2, brand: 'any', car: 'volvo-240' },
    { item: ID_B, quantity: 1, brand: 'any', car: null },
  ],
  problems: [{ item: ID_GONE, code: 'unknown_item', message: 'Unknown item' }],
};

const PATH = '/cart/20260310/AbCdEfGhIjKlMnOp';

function renderSaved(path = PATH) {
  stubCartServer(catalog, ({ method, path: asked }) => {
    if (method !== 'GET') return undefined;
    return asked === `/api/carts/20260310/AbCdEfGhIjKlMnOp` ? { body: saved } : undefined;
  });
  return renderCart(<SavedCartPage />, { path, route: '/cart/:cartDate/:cartId' });
}

beforeEach(() => {
  localStorage.clear();
  cartStore.refresh();
  resetTakenSavedCarts();
});
afterEach(() => vi.unstubAllGlobals());

describe('SavedCartPage', () => {
  it('loads the saved articles into an empty cart and shows them with the link', async () => {
    renderSaved();
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved cart' })).toBeVisible();
    expect(screen.getByText('A cart saved on 2026-03-10.')).toBeInTheDocument();
    expect(
      screen.getByText('1 part of this saved cart is no longer sold and was left out.'),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Parts in your cart' });
    expect(within(grid).getByRole('link', { name: 'Brake disc' })).toBeInTheDocument();
    expect(within(grid).getByRole('spinbutton', { name: 'Quantity of Brake disc' })).toHaveValue(2);
    expect(cartStore.getSnapshot()).toEqual({
      [ID_A]: { quantity: 2, brand: 'any', car: 'volvo-240' },
      [ID_B]: { quantity: 1, brand: 'any', car: null },
    });
    expect(screen.getByRole('textbox', { name: 'Link to this cart' })).toHaveValue(
      `${window.location.origin}${PATH}`,
    );
  });

  it('copies the link', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderSaved();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${PATH}`);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it("asks before replacing the visitor's own cart, showing the saved one meanwhile", async () => {
    cartStore.add(ID_C, 5);
    renderSaved();
    await userEvent.click(await screen.findByRole('button', { name: 'Replace my cart' }));
    expect(cartStore.getSnapshot()).toEqual({
      [ID_A]: { quantity: 2, brand: 'any', car: 'volvo-240' },
      [ID_B]: { quantity: 1, brand: 'any', car: null },
    });
    expect(await screen.findByRole('spinbutton', { name: 'Quantity of Oil filter' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Replace my cart' })).toBeNull();
  });

  it('can add the saved parts to the own cart instead', async () => {
    cartStore.add(ID_A, 1, 'any', 'volvo-240');
    cartStore.add(ID_C, 5);
    renderSaved();
    const preview = await screen.findByRole('table', { name: 'Parts in your cart' });
    expect(within(preview).queryByRole('spinbutton')).toBeNull();
    expect(within(preview).queryByRole('link', { name: 'Gasket' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add to my cart' }));
    expect(cartStore.getSnapshot()[ID_A]?.quantity).toBe(3);
    expect(cartStore.getSnapshot()[ID_C]?.quantity).toBe(5);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Gasket' })).toBeVisible());
  });

  it('shows the not-found page for an unknown saved cart', async () => {
    renderSaved('/cart/20260310/ZZZZZZZZZZZZZZZZ');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(
      screen.getByText('We could not find that saved cart. Please check the link.'),
    ).toBeInTheDocument();
    expect(cartStore.getSnapshot()).toEqual({});
  });
});
