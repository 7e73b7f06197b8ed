import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, makeItem } from '../../../lib/testing/fake-server';
import { address, readyDraft, renderCheckout, store, stubShop } from '../testing/checkout.fixtures';
import { draftStore } from '../model/draft-store';
import { toOrderDraft } from '../model/order-draft';
import { orderFingerprint } from '../model/sent-order';
import { orderHistory } from '../model/order-history';

const DISC = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const catalog = [makeItem(DISC, { name: 'Brake disc', price: 1000 })];
const cart = { [DISC]: { quantity: 2, brand: 'any', car: null } };
const ORDER_PATH = '/api/legacy/order/create';
const context = { cart, currency: 'EUR', language: 'en' as const, countrySlug: 'se' };

const location = () => screen.getByTestId('location');
const card = (name: string) => screen.getByRole('region', { name });
const placeOrder = () => screen.findByRole('button', { name: 'Place order' });

beforeEach(() => {
  localStorage.clear();
  store({});
});
afterEach(() => vi.unstubAllGlobals());

describe('the review', () => {
  it('goes back to the checkout without a draft country', async () => {
    store({ cart });
    stubShop(catalog);
    renderCheckout('/review');
    await waitFor(() => expect(location()).toHaveTextContent('/checkout'));
  });

  it('shows the addresses, methods, email and the summary at the destination VAT', async () => {
    store({ cart, draft: readyDraft() });
    stubShop(catalog);
    renderCheckout('/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review your order' }));
    const shipping = await screen.findByRole('region', { name: 'Shipping address' });
    // No separate shipping address: the billing address is where the goods go.
    expect(shipping).toHaveTextContent('Anna Svensson');
    expect(shipping).toHaveTextContent('114 55 Stockholm');
    expect(shipping).toHaveTextContent('+46701234567');
    expect(within(shipping).getByText('The same as the billing address.')).toBeInTheDocument();
    expect(card('Billing address')).toHaveTextContent('Storgatan 1');
    expect(card('Shipping method')).toHaveTextContent('Pickup point');
    expect(card('Payment method')).toHaveTextContent('Invoice');
    expect(card('Email')).toHaveTextContent('anna@example.com');

    const summary = await screen.findByRole('region', { name: 'Summary' });
    const value = (label: string) => within(summary).getByText(label).nextElementSibling;
    await waitFor(() => expect(value('Parts')).toHaveTextContent('20.00 €'));
    expect(value('Shipping')).toHaveTextContent('9.90 €');
    expect(value('Handling')).toHaveTextContent('4.90 €');
    expect(value('Campaign discount')).toHaveTextContent('0.00 €');
    expect(value('Order total')).toHaveTextContent('34.80 €');
    expect(value('Total excluding VAT')).toHaveTextContent('27.84 €');
    expect(value('VAT 25 %')).toHaveTextContent('6.96 €');
    expect(within(summary).getByText('Prices include 25 % VAT.')).toBeInTheDocument();
  });

  it('shows a separate shipping address with its own country', async () => {
    const shippingAddress = {
      ...address({ given_name: 'Aino', family_name: 'Virtanen', postal_code: '00100' }),
      city: 'Helsinki',
      phone: '040 123 4567',
      enabled: true,
    };
    const billingAddress = address({ country: 'se' });
    const draft = readyDraft({ countryId: 'FI', shippingAddress, billingAddress });
    store({ cart, draft });
    stubShop(catalog);
    renderCheckout('/review');
    const shipping = await screen.findByRole('region', { name: 'Shipping address' });
    expect(shipping).toHaveTextContent('Aino Virtanen');
    expect(shipping).toHaveTextContent('00100 Helsinki');
    expect(shipping).toHaveTextContent('Finland');
    expect(card('Billing address')).toHaveTextContent('Anna Svensson');
    expect(card('Billing address')).toHaveTextContent('Sweden');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(await within(summary).findByText('VAT 25.5 %')).toBeInTheDocument();
  });

  it('places the order, moves the draft to the history and goes to /complete', async () => {
    const user = userEvent.setup();
    const draft = readyDraft();
    store({ cart, draft });
    const fetchMock = stubShop(catalog);
    renderCheckout('/review');
    await user.click(await placeOrder());
    await waitFor(() => expect(location()).toHaveTextContent('/complete'));
    expect(bodiesOf(fetchMock, ORDER_PATH)).toEqual([
      {
        id: draft.id,
        email: 'anna@example.com',
        currency: 'EUR',
        countryId: 'SE',
        cart,
        shippingAddress: { enabled: false },
        billingAddress: { ...address(), country: 'se' },
        transportId: 'pickup-point',
        paymentId: 'invoice',
        language: 'en',
      },
    ]);
    expect(orderHistory.get()[0]).toMatchObject({ number: '100042', draft: { id: draft.id } });
  });

  it('sends one order for a double click', async () => {
    const user = userEvent.setup();
    store({ cart, draft: readyDraft() });
    const fetchMock = stubShop(catalog);
    renderCheckout('/review');
    await user.dblClick(await placeOrder());
    await waitFor(() => expect(location()).toHaveTextContent('/complete'));
    expect(bodiesOf(fetchMock, ORDER_PATH)).toHaveLength(1);
    expect(orderHistory.get()[0]).toMatchObject({ draft: { email: 'anna@example.com' } });
  });

  it('retries with the same id after a failure, so no second order is made', async () => {
    const user = userEvent.setup();
    const draft = readyDraft();
    store({ cart, draft });
    let failures = 1;
    const fetchMock = stubShop(catalog, ({ path }) =>
      path === ORDER_PATH && failures-- > 0
        ? { status: 503, body: { code: 'internal_error', message: 'down' } }
        : undefined,
    );
    renderCheckout('/review');
    await user.click(await placeOrder());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your order could not be sent. Please try again: you will not be charged twice.',
    );
    await user.click(await placeOrder());
    await waitFor(() => expect(location()).toHaveTextContent('/complete'));
    const ids = bodiesOf(fetchMock, ORDER_PATH).map((body) => (body as { id: string }).id);
    expect(ids).toEqual([draft.id, draft.id]);
  });

  it('tells about a conflicting order before placing a new one under a new id', async () => {
    const user = userEvent.setup();
    const draft = readyDraft();
    store({ cart, draft });
    let conflicts = 1;
    const fetchMock = stubShop(catalog, ({ path }) =>
      path === ORDER_PATH && conflicts-- > 0
        ? { status: 409, body: { code: 'order_conflict', message: 'conflict' } }
        : undefined,
    );
    renderCheckout('/review');
    await user.click(await placeOrder());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This checkout was already used for an order with other contents. Press Place order again to place this one as a new order.',
    );
    expect(location()).toHaveTextContent('/review');
    await user.click(await placeOrder());
    await waitFor(() => expect(location()).toHaveTextContent('/complete'));
    const [first, second] = bodiesOf(fetchMock, ORDER_PATH) as { id: string }[];
    expect(first!.id).toBe(draft.id);
    expect(second!.id).not.toBe(draft.id);
  });

  it('places content other than its id was sent with under a new id, without a conflict', async () => {
    const user = userEvent.setup();
    // The id went out before with other content (a declined Swish payment, say).
    const old = readyDraft({ paymentId: 'swish' });
    const sent = {
      id: old.id,
      fingerprint: orderFingerprint(toOrderDraft(old, context)),
      via: 'mobile' as const,
    };
    const draft = { ...old, paymentId: 'invoice', sent };
    store({ cart, draft });
    // As the server does: the same id with other content is refused.
    const fetchMock = stubShop(catalog, ({ path, body }) =>
      path === ORDER_PATH && (body as { id: string }).id === old.id
        ? { status: 409, body: { code: 'order_conflict', message: 'exists with other content' } }
        : undefined,
    );
    renderCheckout('/review');
    await user.click(await placeOrder());
    await waitFor(() => expect(location()).toHaveTextContent('/complete'));
    const bodies = bodiesOf(fetchMock, ORDER_PATH) as { id: string }[];
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.id).not.toBe(old.id);
    expect(orderHistory.get()[0]!.draft.id).toBe(bodies[0]!.id);
  });

  it('explains a refused method with a way back to the checkout', async () => {
    const user = userEvent.setup();
    store({ cart, draft: readyDraft() });
    stubShop(catalog, ({ path }) =>
      path === ORDER_PATH
        ? { status: 400, body: { code: 'transport_not_allowed', message: 'no' } }
        : undefined,
    );
    renderCheckout('/review');
    await user.click(await placeOrder());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shipping method can no longer be used');
    expect(within(alert).getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('changes an address in the address modal', async () => {
    const user = userEvent.setup();
    store({ cart, draft: readyDraft() });
    stubShop(catalog);
    renderCheckout('/review');
    await user.click(await screen.findByRole('button', { name: 'Change the billing address' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the billing address' });
    const city = within(dialog).getByLabelText('City');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.clear(city);
    await user.tab();
    expect(city).toHaveAccessibleDescription('City is required');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(city, 'Uppsala');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card('Billing address')).toHaveTextContent('114 55 Uppsala');
    expect(draftStore.get().billingAddress.city).toBe('Uppsala');
  });
});
