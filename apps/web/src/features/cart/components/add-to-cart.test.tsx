import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '../cart.store';
import { AddToCart } from './add-to-cart';

beforeEach(() => {
  localStorage.clear();
  cartStore.refresh();
});
afterEach(cleanup);

describe('AddToCart', () => {
  it('adds the quantity with brand and car, and announces it', async () => {
    const user = userEvent.setup();
    render(<AddToCart itemId="item-1" brand="genuine" car="volvo-240" quantity={2} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cartStore.getSnapshot()).toEqual({
      'item-1': { quantity: 2, brand: 'genuine', car: 'volvo-240' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart');
  });

  it('keeps its name when compact', () => {
    render(<AddToCart itemId="item-1" compact />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('is disabled for a quantity below 1', () => {
    render(<AddToCart itemId="item-1" quantity={0} />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});
