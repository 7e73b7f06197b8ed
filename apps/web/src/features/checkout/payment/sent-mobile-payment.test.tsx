import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MobilePaymentStatus } from '@shop/domain';
import { cartStore } from '../../../lib/cart-store';
import { holdPath } from '../testing/held-fetch';
import { readyDraft, renderCheckout, store, stubShop } from '../testing/checkout.fixtures';
import {
  cart,
  catalog,
  dialog,
  idOf,
  location,
  paidOrder,
  SWISH,
  statusAnswers,
  statusCalls,
  swishStatus,
} from '../testing/swish.fixtures';
import { toOrderDraft } from '../model/order-draft';
import { orderHistory } from '../model/order-history';
import { orderFingerprint } from '../model/sent-order';

vi.mock('../../../lib/device', () => ({ onPhone: () => false }));

const context = { cart, currency: 'EUR', language: 'en' as const, countrySlug: 'se' };

/** A Swish draft whose id went out to Swish before the page was left. */
function sentDraft() {
  const draft = readyDraft({ paymentId: 'swish' });
  const fingerprint = orderFingerprint(toOrderDraft(draft, context));
  return { ...draft, sent: { id: draft.id, fingerprint, via: 'mobile' as const } };
}

const attempt = (state: MobilePaymentStatus['state'], order: MobilePaymentStatus['order'] = null) =>
  statusAnswers.push({ state, appUrl: null, message: null, order });

beforeEach(() => {
  localStorage.clear();
  store({});
  statusAnswers.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('a Swish payment sent before the page opened', () => {
  it('paid meanwhile: /review goes on to /complete with the order', async () => {
    const draft = sentDraft();
    store({ cart, draft });
    attempt('paid', paidOrder(toOrderDraft(draft, context)));
    const fetchMock = stubShop(catalog, swishStatus);
    renderCheckout('/review');
    await waitFor(() => expect(location()).toHaveTextContent('/complete'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Parts in your order' })).toBeInTheDocument();
    expect(orderHistory.get()[0]).toMatchObject({ number: '100042', draft: { id: draft.id } });
    await waitFor(() => expect(cartStore.getSnapshot()).toEqual({}));
    const [asked, ...more] = statusCalls(fetchMock);
    expect(asked!.pathname).toBe(`${SWISH}/${draft.id}`);
    expect(asked!.searchParams.get('language')).toBe('en');
    expect(more).toEqual([]);
  });

  it('paid meanwhile: /checkout goes on to /complete too', async () => {
    const draft = sentDraft();
    store({ cart, draft });
    attempt('paid', paidOrder(toOrderDraft(draft, context)));
    stubShop(catalog, swishStatus);
    renderCheckout('/checkout');
    await waitFor(() => expect(location()).toHaveTextContent('/complete'));
    expect(await screen.findByText(/Your order number is 100042/)).toBeInTheDocument();
  });

  it('still waiting in the app: back on /checkout, the page says the payment waits', async () => {
    store({ cart, draft: sentDraft() });
    attempt('created');
    stubShop(catalog, swishStatus);
    renderCheckout('/checkout');
    expect(
      await screen.findByText('Your Swish payment is still waiting for approval in the Swish app.'),
    ).toBeInTheDocument();
  });

  it('still waiting in the app: /review says so and Place order tries the same order again', async () => {
    const user = userEvent.setup();
    const draft = sentDraft();
    store({ cart, draft });
    attempt('created');
    stubShop(catalog, swishStatus);
    const posts = holdPath(SWISH);
    renderCheckout('/review');
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(await within(summary).findByRole('status')).toHaveTextContent(
      'Your Swish payment is still waiting for approval in the Swish app.',
    );
    const place = within(summary).getByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(idOf(posts[0]!)).toBe(draft.id);
    expect(dialog()).toBeInTheDocument();
    expect(within(summary).queryByText(/still waiting/)).toBeNull();
  });

  it('is not asked for when nothing went out to Swish', async () => {
    store({ cart, draft: readyDraft({ paymentId: 'swish' }) });
    attempt('paid');
    const fetchMock = stubShop(catalog, swishStatus);
    renderCheckout('/review');
    await screen.findByRole('button', { name: 'Place order' });
    expect(statusCalls(fetchMock)).toEqual([]);
    expect(location()).toHaveTextContent('/review');
  });
});
