import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_CART_LINES } from '@shop/domain';
import { CART_VALIDATE_EVENT, cartStore } from '../../lib/cart-store';
import { AddToCart } from './add-to-cart';

const ID_A = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const ID_B = 'bbbbbbbbbbbbbbbbbbbbbbb2';

beforeEach(() => {
  localStorage.clear();
  cartStore.refresh();
});
afterEach(() => vi.unstubAllGlobals());

describe('AddToCart', () => {
  it('adds the quantity with brand and car, and announces it', async () => {
    const user = userEvent.setup();
    const validated = vi.fn();
    window.addEventListener(CART_VALIDATE_EVENT, validated);
    render(<AddToCart itemId={ID_A} brand="genuine" car="volvo-240" quantity={2} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    window.removeEventListener(CART_VALIDATE_EVENT, validated);
    expect(cartStore.getSnapshot()).toEqual({
      [ID_A]: { quantity: 2, brand: 'genuine', car: 'volvo-240' },
    });
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual(cartStore.getSnapshot());
    expect(validated).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart');
  });

  it('adds one of the default brand without a car by default', async () => {
    render(<AddToCart itemId={ID_A} compact />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cartStore.getSnapshot()).toEqual({ [ID_A]: { quantity: 2, brand: 'any', car: null } });
  });

  it(`adds no new part to a cart of ${MAX_CART_LINES} lines, and says why`, async () => {
    const ids = Array.from({ length: MAX_CART_LINES }, (_, i) => i.toString(16).padStart(24, '0'));
    const full = Object.fromEntries(
      ids.map((id) => [id, { quantity: 1, brand: 'any', car: null }]),
    );
    localStorage.setItem('cart', JSON.stringify(full));
    cartStore.refresh();
    render(<AddToCart itemId={ID_A} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cartStore.getSnapshot()).toEqual(full);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Your cart is full: one order holds at most ${MAX_CART_LINES} different parts.`,
    );
  });

  it('is disabled for a quantity below 1 or not a number', () => {
    render(
      <>
        <AddToCart itemId={ID_A} quantity={0} />
        <AddToCart itemId={ID_B} quantity={Number.NaN} />
      </>,
    );
    for (const button of screen.getAllByRole('button', { name: 'Add to cart' })) {
      expect(button).toBeDisabled();
    }
  });
});
