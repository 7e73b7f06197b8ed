import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderCreateRequestInput, OrderDraftInput } from '@shop/domain';
import { bodiesOf, makeItem } from '../../../lib/testing/fake-server';
import type { FakeAnswer, FakeRequest } from '../../../lib/testing/fake-server';
import { draftStore } from '../model/draft-store';
import { toExternalOrder } from '../model/order-draft';
import { orderFingerprint } from '../model/sent-order';
import { orderHistory } from '../model/order-history';
import {
  orderFor,
  readyDraft,
  renderCheckout,
  store,
  stubShop,
} from '../testing/checkout.fixtures';

const DISC = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const catalog = [makeItem(DISC, { name: 'Brake disc' })];
const cart = { [DISC]: { quantity: 1, brand: 'any', car: null } };
const ORDER_PATH = '/api/legacy/order/create';
const context = { cart, currency: 'EUR', language: 'en' as const, countrySlug: 'se' };
const SNIPPET = `<div id="provider-checkout">
  <script async src="https://checkout.provider.test/checkout.js" data-order="ko-1"></script>
  <iframe src="https://checkout.provider.test/orders/ko-1" title="Klarna Checkout"></iframe>
</div>`;

const next = () => screen.getByRole('button', { name: 'Next' });
const location = () => screen.getByTestId('location');

/** The order create call, answered with an order (its email as the provider would give it). */
function createWith(snippet: string | null) {
  return ({ method, path, body }: FakeRequest): FakeAnswer | undefined => {
    if (method !== 'POST' || path !== ORDER_PATH) return undefined;
    const draft = body as OrderCreateRequestInput;
    const order = orderFor(
      {
        ...draft,
        email: 'anna@example.com',
        billingAddress: readyDraft().billingAddress,
        shippingAddress: { enabled: false },
      } as OrderDraftInput,
      catalog,
    );
    return { status: 201, body: { id: order.id, snippet, order } };
  };
}

/** The checkout with the embedded checkout chosen, as a visitor who typed nothing else. */
async function chooseEmbedded(snippet: string | null) {
  const user = userEvent.setup();
  const draft = { ...readyDraft(), email: '', paymentId: 'klarna-checkout' };
  store({ cart, draft });
  const fetchMock = stubShop(catalog, createWith(snippet));
  renderCheckout('/checkout');
  expect(await screen.findByRole('radio', { name: /Klarna/ })).toBeChecked();
  return { user, draft, fetchMock };
}

beforeEach(() => {
  localStorage.clear();
  store({});
});
afterEach(() => vi.unstubAllGlobals());

describe('the embedded checkout', () => {
  it('hides the customer details and posts the order without them', async () => {
    const { user, draft, fetchMock } = await chooseEmbedded(SNIPPET);
    expect(screen.queryByRole('region', { name: 'Your details' })).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    await screen.findByRole('region', { name: 'Payment' });
    const [body] = bodiesOf(fetchMock, ORDER_PATH);
    expect(body).toEqual({
      id: draft.id,
      currency: 'EUR',
      countryId: 'SE',
      cart,
      transportId: 'pickup-point',
      paymentId: 'klarna-checkout',
      language: 'en',
    });
  });

  it('runs the snippet in place of the form, keeping the draft', async () => {
    const { user, draft } = await chooseEmbedded(SNIPPET);
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    const region = await screen.findByRole('region', { name: 'Payment' });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(within(region).getByRole('heading', { name: 'Payment' })).toHaveFocus();
    const frame = within(region).getByTestId('embedded-checkout');
    // The script was made anew (so it runs), with the snippet's src and attributes.
    const script = frame.querySelector('script')!;
    expect(script).toHaveAttribute('src', 'https://checkout.provider.test/checkout.js');
    expect(script).toHaveAttribute('data-order', 'ko-1');
    expect(within(frame).getByTitle('Klarna Checkout')).toHaveAttribute(
      'src',
      'https://checkout.provider.test/orders/ko-1',
    );
    expect(location()).toHaveTextContent('/checkout');
    expect(draftStore.get()).toMatchObject({ id: draft.id, paymentId: 'klarna-checkout' });
    expect(orderHistory.get()).toEqual([]);
  });

  it('goes back to the form to change the payment, with a new draft id', async () => {
    const { user, draft } = await chooseEmbedded(SNIPPET);
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: 'Change payment method' }));
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
    // The button the focus was on is gone: the focus is on the payment methods.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Payment method' })).toHaveFocus(),
    );
    expect(screen.queryByText(/payment was not completed/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Invoice/ }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(draftStore.get().id).not.toBe(draft.id);
  });

  it('back from the provider without completing, says so, and Next posts the same order', async () => {
    const user = userEvent.setup();
    // The order went out and the provider sent the customer back here (its abort, or a reload).
    const draft = readyDraft({ email: '', paymentId: 'klarna-checkout' });
    const fingerprint = orderFingerprint(toExternalOrder(draft, context));
    store({ cart, draft: { ...draft, sent: { id: draft.id, fingerprint, via: 'external' } } });
    const fetchMock = stubShop(catalog, createWith(SNIPPET));
    renderCheckout('/checkout');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your payment was not completed. You can try again or choose another payment method.',
    );
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    await screen.findByRole('region', { name: 'Payment' });
    expect(screen.queryByText(/payment was not completed/)).toBeNull();
    expect(bodiesOf(fetchMock, ORDER_PATH)).toMatchObject([{ id: draft.id }]);
  });

  it('says nothing of a payment when no order went out yet', async () => {
    await chooseEmbedded(SNIPPET);
    await waitFor(() => expect(next()).toBeEnabled());
    expect(screen.queryByText(/payment was not completed/)).toBeNull();
  });

  it('without a snippet goes to /complete with the placed order', async () => {
    const { user } = await chooseEmbedded(null);
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    await waitFor(() => expect(location()).toHaveTextContent('/complete'));
    expect(
      await screen.findByText(
        'Your order number is 100042. We have sent a confirmation to anna@example.com.',
      ),
    ).toBeInTheDocument();
  });

  it('says why the order could not be posted, and Next tries again', async () => {
    const user = userEvent.setup();
    let failures = 1;
    const created = createWith(SNIPPET);
    store({ cart, draft: { ...readyDraft(), paymentId: 'klarna-checkout' } });
    stubShop(catalog, (request) =>
      request.path === ORDER_PATH && failures-- > 0
        ? { status: 503, body: { code: 'provider_unavailable', message: 'down' } }
        : created(request),
    );
    renderCheckout('/checkout');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your order could not be sent. Please try again: you will not be charged twice.',
    );
    await user.click(next());
    expect(await screen.findByRole('region', { name: 'Payment' })).toBeInTheDocument();
  });
});
