import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../lib/cart-store';
import { CheckoutPage } from './checkout-page';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';

const item = {
  _id: ID,
  _legacy_id: null,
  name: 'Brake disc',
  description: '',
  model: '',
  image: '/public/items/a.svg',
  price: 1000,
  brand: 'any',
  references: [],
  fits: [],
  group: 'brakes',
  prices_typed: {
    any: {
      price: 1000,
      watermark: null,
      increment: null,
      arrival: { type: 'days', date: null, deadline: null, days: 3, weekday: null },
    },
  },
  suppliers_typed: {},
  fee: 0,
  weight: 1000,
  stock: { quantity: 5 },
  related: [],
  updated: '2026-01-01T00:00:00.000Z',
};

const line = {
  item: ID,
  brand: 'any',
  quantity: 2,
  car: null,
  unitPrice: 1000,
  linePrice: 2000,
  weight: 2000,
  fee: 0,
  total: 2000,
  stocked: true,
  arrival: '2026-03-12',
  days: 2,
};

beforeEach(() => {
  localStorage.clear();
  cartStore.refresh();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/items')
        ? Response.json({ items: [item], missing: [] })
        : Response.json({ items: [item], lines: [line], problems: [] }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('CheckoutPage', () => {
  it('shows the cart under the checkout title', async () => {
    cartStore.add(ID, 2);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CheckoutPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Parts in your cart' });
    expect(within(grid).getByRole('link', { name: 'Brake disc' })).toHaveAttribute(
      'href',
      `/item/${ID}`,
    );
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('20.00 €');
  });
});
