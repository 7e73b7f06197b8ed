// An order whose lines the server refuses (order create or the Swish request, 400 with `lines`):
// the reason shows beside the refused cart line, in the page's language, until that line changes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_LINE_QUANTITY } from '@shop/domain';
import { i18n } from '../../i18n';
import swedish from '../../i18n/messages.sv';
import { makeItem } from '../../lib/testing/fake-server';
import type { FakeRequest } from '../../lib/testing/fake-server';
import { renderRouteTable } from '../../lib/testing/route-harness';
import { readyDraft, store, stubShop } from '../../features/checkout/testing/checkout.fixtures';
import { CheckoutPage } from './checkout-page';
import { ReviewPage } from './review-page';

const DISC = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const PADS = 'aaaaaaaaaaaaaaaaaaaaaaa2';
const catalog = [makeItem(DISC, { name: 'Brake disc' }), makeItem(PADS, { name: 'Brake pads' })];
const cart = {
  [DISC]: { quantity: 2, brand: 'any', car: null },
  [PADS]: { quantity: 1, brand: 'any', car: null },
};

/** The server's answer refusing the disc's line: more than a line may hold. */
const refusal = (path: string) => (request: FakeRequest) =>
  request.method === 'POST' && request.path === path
    ? {
        status: 400,
        body: {
          code: 'invalid_lines',
          message: `Order lines refused: ${DISC}: Quantity 2 is above ${MAX_LINE_QUANTITY}`,
          lines: [{ item: DISC, code: 'quantity_too_large', message: 'Quantity 2 is above 99' }],
        },
      }
    : undefined;

// Mirrors app/router.tsx's checkout and review routes.
const renderPages = (path: string) =>
  renderRouteTable(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/review', element: <ReviewPage /> },
      { path: '*', element: null },
    ],
    path,
  );

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

async function placeRefused(paymentId = 'invoice', path = '/api/legacy/order/create') {
  const user = userEvent.setup();
  store({ cart, draft: readyDraft({ paymentId }) });
  stubShop(catalog, refusal(path));
  renderPages('/review');
  await screen.findByRole('table', { name: i18n.t('cart.caption') });
  const place = await screen.findByRole('button', { name: i18n.t('checkout.review.submit') });
  await waitFor(() => expect(place).toBeEnabled());
  await user.click(place);
  return user;
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  i18n.changeLanguage('en');
});

describe('a refused order line', () => {
  it('shows its reason beside the line, and the summary says to look there', async () => {
    await placeRefused();
    const reason = `At most ${MAX_LINE_QUANTITY} of one part per order. Please lower the quantity.`;
    await waitFor(() => expect(row('Brake disc')).toHaveTextContent(reason));
    expect(row('Brake pads')).not.toHaveTextContent(reason);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The reason is shown at each part');
    expect(within(alert).getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('words the reason in the customer’s language', async () => {
    i18n.addMessages('sv', swedish);
    i18n.changeLanguage('sv');
    await placeRefused();
    await waitFor(() =>
      expect(row('Brake disc')).toHaveTextContent(
        `Högst ${MAX_LINE_QUANTITY} av en del per beställning. Minska antalet.`,
      ),
    );
  });

  it('keeps the reason on the checkout page until the customer changes that line', async () => {
    const user = await placeRefused();
    const reason = /At most \d+ of one part per order/;
    await waitFor(() => expect(row('Brake disc')).toHaveTextContent(reason));
    const alert = screen.getByRole('alert');
    await user.click(within(alert).getByRole('link', { name: 'Back to checkout' }));
    await waitFor(() => expect(row('Brake disc')).toHaveTextContent(reason));
    await user.click(screen.getByRole('button', { name: 'Decrease the quantity of Brake disc' }));
    await waitFor(() => expect(row('Brake disc')).not.toHaveTextContent(reason));
  });

  it('shows the reason when the Swish request refuses the line, and says so in the modal', async () => {
    await placeRefused('swish', '/api/swish/request');
    const dialog = await screen.findByRole('dialog', { name: 'Pay with Swish' });
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'The reason is shown at each part',
      ),
    );
    expect(row('Brake disc')).toHaveTextContent(/At most \d+ of one part per order/);
  });
});
