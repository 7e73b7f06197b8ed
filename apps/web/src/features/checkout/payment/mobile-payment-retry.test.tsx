import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf } from '../../../lib/testing/fake-server';
import type { FakeAnswer, FakeRequest } from '../../../lib/testing/fake-server';
import { store } from '../testing/checkout.fixtures';
import {
  dialog,
  idOf,
  location,
  paidOrder,
  payBySwish,
  retry,
  status,
  statusAnswers,
} from '../testing/swish.fixtures';
import { draftStore } from '../model/draft-store';

vi.mock('../../../lib/device', () => ({ onPhone: () => false }));

const ORDER_PATH = '/api/legacy/order/create';
const DECLINED = { code: 'payment_failed', message: 'The payment was declined.' };
const CONFLICT = { code: 'order_conflict', message: "Order 'x' exists with other content" };

/** As the server does: an id placed before answers 409 for other content. */
const refuse = (id: () => string) => (request: FakeRequest) =>
  request.path === ORDER_PATH && (request.body as { id: string }).id === id()
    ? { status: 409, body: CONFLICT }
    : undefined;

async function declineAndClose(extra?: (request: FakeRequest) => FakeAnswer | undefined) {
  const paid = await payBySwish({}, extra);
  act(() => paid.posts[0]!.answer(402, DECLINED));
  await waitFor(() => expect(status()).toHaveTextContent('The payment was declined.'));
  // Unlocked: it can be closed.
  await within(dialog()).findByRole('button', { name: 'Close' });
  await paid.user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  return paid;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  store({});
  statusAnswers.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the order id after a failed Swish payment', () => {
  it('is new once the billing address changed, and pays that order', async () => {
    const { user, posts, draft } = await declineAndClose();
    await user.click(screen.getByRole('button', { name: 'Change the billing address' }));
    const editor = screen.getByRole('dialog', { name: 'Change the billing address' });
    await user.clear(within(editor).getByLabelText('City'));
    await user.type(within(editor).getByLabelText('City'), 'Uppsala');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(idOf(posts[1]!)).not.toBe(draft.id);
    expect(posts[1]!.body).toMatchObject({ billingAddress: { city: 'Uppsala' } });
    act(() => posts[1]!.answer(200, { result: paidOrder(posts[1]!.body) }));
    await waitFor(() => expect(location()).toHaveTextContent('/complete'));
  });

  it('is new for another payment method, with no message about another order', async () => {
    // The server refuses the Swish attempt's id for an order of other content.
    let swishId = '';
    const { user, posts, draft, fetchMock } = await declineAndClose(refuse(() => swishId));
    swishId = draft.id;
    expect(idOf(posts[0]!)).toBe(swishId);
    await user.click(screen.getByRole('link', { name: 'Back to checkout' }));
    await user.click(await screen.findByRole('radio', { name: /Invoice/ }));
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(location()).toHaveTextContent('/complete'));
    expect(screen.queryByText(/other contents/)).toBeNull();
    const orders = bodiesOf(fetchMock, ORDER_PATH) as { id: string; paymentId: string }[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentId: 'invoice' });
    expect(orders[0]!.id).not.toBe(swishId);
  });

  it('is new after a conflict all the same, which the modal explains', async () => {
    const { user, posts, draft } = await payBySwish();
    act(() => posts[0]!.answer(409, CONFLICT));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'An error occurred: This checkout was already used for an order with other contents. Press Retry again to place this one as a new order.',
      ),
    );
    await user.click(retry());
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(idOf(posts[1]!)).not.toBe(draft.id);
    expect(draftStore.get().id).toBe(idOf(posts[1]!));
    expect(dialog()).toBeInTheDocument();
  });
});
