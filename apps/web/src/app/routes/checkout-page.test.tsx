import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER, loginAnswer, resetSession } from '../../lib/testing/account-fixtures';
import { makeItem } from '../../lib/testing/fake-server';
import { renderRouteTable } from '../../lib/testing/route-harness';
import { readyDraft, store, stubShop } from '../../features/checkout/testing/checkout.fixtures';
import { CheckoutPage } from './checkout-page';
import { ReviewPage } from './review-page';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const catalog = [makeItem(ID, { name: 'Brake disc' })];

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

const cartCalls = (fetchMock: ReturnType<typeof stubShop>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/cart/')).length;

beforeEach(() => {
  localStorage.clear();
  store({ cart: { [ID]: { quantity: 2, brand: 'any', car: null } } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the checkout route pages', () => {
  it('/checkout shows the cart under the title and the checkout form under the cart', async () => {
    const fetchMock = stubShop(catalog);
    renderPages('/checkout');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Parts in your cart' });
    expect(within(grid).getByRole('link', { name: 'Brake disc' })).toHaveAttribute(
      'href',
      `/item/${ID}`,
    );
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('20.00 €');
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(grid.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Cart and form read one priced cart.
    expect(cartCalls(fetchMock)).toBe(1);
  });

  it('a quantity changed in the cart changes the checkout total', async () => {
    const user = userEvent.setup();
    stubShop(catalog);
    renderPages('/checkout');
    const summary = await screen.findByRole('region', { name: 'Summary' });
    const total = () => within(summary).getByText('Order total').nextElementSibling;
    await waitFor(() => expect(total()).toHaveTextContent('29.90 €'));
    await user.click(
      await screen.findByRole('button', { name: 'Increase the quantity of Brake disc' }),
    );
    await waitFor(() => expect(total()).toHaveTextContent('39.90 €'));
  });

  it('/review shows the cart locked', async () => {
    store({
      cart: { [ID]: { quantity: 2, brand: 'any', car: null } },
      draft: readyDraft(),
    });
    stubShop(catalog);
    renderPages('/review');
    const grid = await screen.findByRole('table', { name: 'Parts in your cart' });
    expect(within(grid).getByRole('link', { name: 'Brake disc' })).toBeInTheDocument();
    expect(within(grid).queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Empty the cart' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('/checkout locks the cart while the embedded checkout runs, and unlocks it on the way back', async () => {
    const user = userEvent.setup();
    store({
      cart: { [ID]: { quantity: 2, brand: 'any', car: null } },
      draft: { ...readyDraft(), paymentId: 'klarna-checkout' },
    });
    stubShop(catalog, ({ path, body }) =>
      path === '/api/legacy/order/create'
        ? {
            status: 201,
            body: {
              id: (body as { id: string }).id,
              snippet: '<iframe title="Klarna Checkout"></iframe>',
              order: null,
            },
          }
        : undefined,
    );
    renderPages('/checkout');
    const grid = await screen.findByRole('table', { name: 'Parts in your cart' });
    expect(await within(grid).findByRole('spinbutton')).toBeInTheDocument();
    const next = await screen.findByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(await screen.findByTitle('Klarna Checkout')).toBeInTheDocument();
    await waitFor(() => expect(within(grid).queryByRole('spinbutton')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Change payment method' }));
    expect(await within(grid).findByRole('spinbutton')).toBeInTheDocument();
  });

  it('prefills the untouched form after a login through the modal', async () => {
    resetSession();
    store({ cart: { [ID]: { quantity: 2, brand: 'any', car: null } } });
    stubShop(catalog, ({ path }) => {
      if (path === '/api/user/login') return { body: loginAnswer() };
      if (path === '/api/user/addresses') {
        return {
          body: {
            addresses: [
              {
                id: 'a1',
                updatedAt: '2026-03-01T10:00:00.000Z',
                address: {
                  given_name: 'Anna',
                  family_name: 'Berg',
                  care_of: '',
                  street_address: 'Storgatan 1',
                  postal_code: '211 22',
                  city: 'Malmö',
                  phone: '+46701234567',
                  country: 'se',
                },
              },
            ],
          },
        };
      }
      return undefined;
    });
    renderPages('/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Email'), USER.email);
    await user.type(within(dialog).getByLabelText('Password'), 'secret{Enter}');
    const billing = within(screen.getByRole('group', { name: 'Billing address' }));
    await waitFor(() => expect(billing.getByLabelText('First name')).toHaveValue('Anna'));
    expect(screen.getByLabelText('Email')).toHaveValue(USER.email);
    expect(screen.getByLabelText('Fill in a saved address')).toHaveValue('a1');
  });
});
