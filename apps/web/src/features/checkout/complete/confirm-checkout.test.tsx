import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDraftInput } from '@shop/domain';
import { cartStore } from '../../../lib/cart-store';
import { makeItem } from '../../../lib/testing/fake-server';
import type { FakeAnswer, FakeRequest } from '../../../lib/testing/fake-server';
import { toOrderDraft } from '../model/order-draft';
import { draftStore } from '../model/draft-store';
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
const cart = { [DISC]: { quantity: 2, brand: 'any', car: null } };
const REF = 'ko-123';
const CONFIRM = `/api/payments/checkout/${REF}`;
const draft = readyDraft({ email: '', paymentId: 'klarna-checkout' });

/** The order the provider confirmed: paid, with the email the customer gave the provider. */
function paidOrder() {
  const body: OrderDraftInput = toOrderDraft(
    { ...draft, email: 'anna@example.com' },
    { cart, currency: 'EUR', language: 'en', countrySlug: 'se' },
  );
  return { ...orderFor(body, catalog), status: 'paid' as const };
}

/** GET /api/payments/checkout/ko-123 answers each of `answers` in turn, then the last again. */
function confirmations(answers: FakeAnswer[]) {
  return ({ method, path }: FakeRequest) =>
    method === 'GET' && path === CONFIRM
      ? answers.length > 1
        ? answers.shift()
        : answers[0]
      : undefined;
}
const incomplete: FakeAnswer = {
  status: 409,
  body: { code: 'checkout_incomplete', message: 'Not yet' },
};
const confirmed = (): FakeAnswer => ({ body: { order: paidOrder() } });
const asked = (fetchMock: ReturnType<typeof stubShop>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(CONFIRM));

beforeEach(() => {
  localStorage.clear();
  store({ cart, draft });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/complete after an embedded checkout', () => {
  it('shows the confirmed order, moves it to the history and empties cart and draft', async () => {
    const fetchMock = stubShop(catalog, confirmations([confirmed()]));
    renderCheckout(`/complete?checkout_order_id=${REF}`);
    expect(
      await screen.findByText(
        'Your order number is 100042. We have sent a confirmation to anna@example.com.',
      ),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Parts in your order' });
    expect(within(grid).getByRole('row', { name: /Brake disc/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/complete$/);
    expect(String(asked(fetchMock)[0]![0])).toBe(`${CONFIRM}?language=en`);
    expect(orderHistory.get()[0]).toMatchObject({ number: '100042', draft: { id: draft.id } });
    await waitFor(() => expect(cartStore.getSnapshot()).toEqual({}));
    expect(draftStore.get().id).not.toBe(draft.id);
    // The order came with the answer: no second read.
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/orders/'))).toBe(
      false,
    );
  });

  it('sends the proof that this browser placed the order, which the server keeps for it', async () => {
    localStorage.setItem('orderOwner', 'a'.repeat(64));
    const fetchMock = stubShop(catalog, confirmations([confirmed()]));
    renderCheckout(`/complete?checkout_order_id=${REF}`);
    await screen.findByText(/Your order number is 100042/);
    const init = asked(fetchMock)[0]![1] as RequestInit;
    expect(new Headers(init.headers).get('X-Order-Owner')).toBe('a'.repeat(64));
  });

  it('tells another browser the payment is confirmed, without the order, leaving cart and draft', async () => {
    stubShop(catalog, confirmations([{ body: { order: null } }]));
    renderCheckout(`/complete?checkout_order_id=${REF}`);
    expect(
      await screen.findByText(
        'Thank you: your payment is confirmed. Your order confirmation is on its way to your email.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(orderHistory.get()).toEqual([]);
    expect(draftStore.get().id).toBe(draft.id);
  });

  it('asks again while the provider has not confirmed yet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubShop(catalog, confirmations([incomplete, incomplete, confirmed()]));
    renderCheckout(`/complete?checkout_order_id=${REF}`);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
    await waitFor(() => expect(asked(fetchMock)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(await screen.findByText(/Your order number is 100042/)).toBeInTheDocument();
    expect(asked(fetchMock)).toHaveLength(3);
  });

  it('tells a customer whose payment is still not confirmed, and asks again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [incomplete];
    const fetchMock = stubShop(catalog, confirmations(answers));
    renderCheckout(`/complete?checkout_order_id=${REF}`);
    for (let i = 0; i < 4; i++) await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment is not confirmed yet. Please wait a moment and try again.',
    );
    expect(asked(fetchMock)).toHaveLength(5);
    expect(orderHistory.get()).toEqual([]);
    answers.splice(0, 1, confirmed());
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText(/Your order number is 100042/)).toBeInTheDocument();
  });

  it('says so for an unknown checkout, leaving cart and draft', async () => {
    stubShop(
      catalog,
      confirmations([{ status: 404, body: { code: 'not_found', message: 'Unknown checkout' } }]),
    );
    renderCheckout(`/complete?checkout_order_id=${REF}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find this payment. If you have paid, please check your email for the confirmation or contact us.',
    );
    expect(cartStore.getSnapshot()).toEqual(cart);
    expect(draftStore.get().id).toBe(draft.id);
  });

  it('a reload after the confirmation does not empty a cart filled since', async () => {
    stubShop(catalog, confirmations([confirmed()]));
    const first = renderCheckout(`/complete?checkout_order_id=${REF}`);
    await screen.findByText(/Your order number is 100042/);
    first.unmount();
    const later = { [DISC]: { quantity: 1, brand: 'any', car: null } };
    store({ cart: later });
    renderCheckout(`/complete?checkout_order_id=${REF}`);
    await screen.findByText(/Your order number is 100042/);
    expect(cartStore.getSnapshot()).toEqual(later);
    expect(orderHistory.get()).toHaveLength(1);
  });
});
