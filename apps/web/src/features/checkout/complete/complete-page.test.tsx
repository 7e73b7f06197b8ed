import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entry, makeItem } from '../../../lib/testing/fake-server';
import { cartStore } from '../../../lib/cart-store';
import {
  ORDER_KEY,
  readyDraft,
  renderCheckout,
  store,
  stubShop,
} from '../testing/checkout.fixtures';
import { draftStore } from '../model/draft-store';
import { orderHistory } from '../model/order-history';

const DISC = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const PADS = 'bbbbbbbbbbbbbbbbbbbbbbb2';
const catalog = [
  makeItem(DISC, { name: 'Brake disc', references: [{ id: 'BD-1', visible: true }] }),
  makeItem(PADS, {
    name: 'Brake pads',
    price: 2500,
    prices_typed: { any: entry(2500) },
    stock: { quantity: 0 },
  }),
];
const cart = {
  [DISC]: { quantity: 2, brand: 'any', car: null },
  [PADS]: { quantity: 1, brand: 'any', car: null },
};

beforeEach(() => {
  localStorage.clear();
  store({});
});
afterEach(() => vi.unstubAllGlobals());

describe('the order confirmation', () => {
  it('shows the placed order, then empties the cart and the draft', async () => {
    const user = userEvent.setup();
    const draft = readyDraft();
    store({ cart, draft });
    stubShop(catalog);
    renderCheckout('/review', { announcer: true });
    await user.click(await screen.findByRole('button', { name: 'Place order' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your order number is 100042. We have sent a confirmation to anna@example.com.',
      ),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Parts in your order' });
    const disc = within(grid).getByRole('row', { name: /Brake disc/ });
    expect(disc).toHaveTextContent('BD-1');
    expect(disc).toHaveTextContent('20.00 €');
    const pads = within(grid).getByRole('row', { name: /Brake pads/ });
    expect(pads).toHaveTextContent(/^Brake pads.*1 from the supplier, around \d{4}-\d{2}-\d{2}/);
    // Locked: nothing to change.
    expect(within(grid).queryByRole('spinbutton')).toBeNull();
    expect(within(grid).queryByRole('button')).toBeNull();
    // 20 € + 25 € of parts, pickup point 9.90 €, invoice 4.90 €.
    expect(screen.getByText('Order total').nextElementSibling).toHaveTextContent('59.80 €');
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/order/100042?key=${ORDER_KEY}`,
    );

    await waitFor(() => expect(cartStore.getSnapshot()).toEqual({}));
    // Said in the frame's live region, which was there before the page came.
    expect(within(screen.getByTestId('announcer')).getByRole('status')).toHaveTextContent(
      'Your order is placed. Your order number is 100042.',
    );
    expect(draftStore.get().id).not.toBe(draft.id);
    expect(draftStore.get().email).toBe('');
    expect(orderHistory.get()[0]).toMatchObject({ number: '100042', settled: true });
  });

  it("shows a line's small-order fee beside its unit price, as the cart did", async () => {
    const user = userEvent.setup();
    const withFee = makeItem(PADS, {
      name: 'Brake pads',
      price: 2500,
      prices_typed: { any: entry(2500, { watermark: 500, increment: 100 }) },
      stock: { quantity: 0 },
    });
    store({ cart, draft: readyDraft() });
    stubShop([catalog[0]!, withFee]);
    renderCheckout('/review');
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    const grid = await screen.findByRole('table', { name: 'Parts in your order' });
    const pads = within(grid).getByRole('row', { name: /Brake pads/ });
    // (5,00 € − 1 × 1,00 €) / 2 = 2,00 € on top of the unit price, in the line's total.
    expect(pads).toHaveTextContent('25.00 € + 2.00 € small-order fee');
    expect(pads).toHaveTextContent('27.00 €');
  });

  it('empties the cart only once: a cart filled after the order stays', async () => {
    const later = { [DISC]: { quantity: 1, brand: 'any', car: null } };
    localStorage.setItem(
      'orders',
      JSON.stringify([
        { number: '100042', key: ORDER_KEY, createdAt: '', draft: readyDraft(), settled: true },
      ]),
    );
    store({ cart: later });
    stubShop(catalog, ({ path }) =>
      path === '/api/orders/100042'
        ? { status: 404, body: { code: 'not_found', message: 'x' } }
        : undefined,
    );
    renderCheckout('/complete');
    expect(await screen.findByText(/Your order number is 100042/)).toBeInTheDocument();
    expect(cartStore.getSnapshot()).toEqual(later);
  });

  it('says so when there is no order', () => {
    stubShop(catalog);
    renderCheckout('/complete');
    expect(screen.getByRole('heading', { level: 1, name: 'No recent order' })).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).toBeNull();
    expect(screen.getByText('There is no recent order to show.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });
});
