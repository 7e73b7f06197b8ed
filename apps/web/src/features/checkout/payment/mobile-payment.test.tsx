import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  statusCalls,
} from '../testing/swish.fixtures';
import { draftStore } from '../model/draft-store';
import { orderHistory } from '../model/order-history';

const phone = vi.hoisted(() => ({ on: false }));
vi.mock('../../../lib/device', () => ({ onPhone: () => phone.on }));

const heading = () => within(dialog()).getByRole('heading', { name: 'Pay with Swish' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  store({});
  phone.on = false;
  statusAnswers.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the pay-by-mobile modal', () => {
  it('awaits the payment locked, with the draft id, and names the phone', async () => {
    const { user, draft, posts } = await payBySwish();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    // Not on Retry, which is disabled while waiting: on the heading, inside the dialog.
    expect(heading()).toHaveFocus();
    await user.tab();
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    expect(dialog()).toHaveTextContent(
      'Open the Swish app on the phone with the number 070-123 45 67 and approve the payment.',
    );
    expect(status()).toHaveTextContent('Awaiting payment');
    expect(status()).not.toHaveClass('mobile-payment__status--error');
    expect(posts[0]!.body).toMatchObject({ id: draft.id, paymentId: 'swish', language: 'en' });
    expect(posts[0]!.body).not.toHaveProperty('openApp');
    // Locked: no close button, and Escape does nothing.
    expect(within(dialog()).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()).queryByRole('link', { name: 'Open Swish' })).toBeNull();
  });

  it('offers Retry only after 10 s of waiting; a retry pays the same order', async () => {
    const { user, draft, posts } = await payBySwish();
    expect(retry()).toBeDisabled();
    act(() => vi.advanceTimersByTime(9_000));
    expect(retry()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(retry()).toBeEnabled();
    await user.click(retry());
    await waitFor(() => expect(posts).toHaveLength(2));
    // Retry is disabled again: the focus waits on the heading, not on the page behind.
    expect(heading()).toHaveFocus();
    expect(posts[0]!.aborted).toBe(true);
    expect(posts.map(idOf)).toEqual([draft.id, draft.id]);
    expect(retry()).toBeDisabled();
    expect(status()).toHaveTextContent('Awaiting payment');
  });

  it('on payment closes, moves the order to the history and shows it on /complete', async () => {
    const { draft, posts } = await payBySwish();
    act(() => posts[0]!.answer(200, { result: paidOrder(posts[0]!.body) }));
    await waitFor(() => expect(location()).toHaveTextContent('/complete'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(orderHistory.get()[0]).toMatchObject({ number: '100042', draft: { id: draft.id } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Parts in your order' })).toBeInTheDocument();
    await waitFor(() => expect(draftStore.get().id).not.toBe(draft.id));
  });

  it("shows the server's message on a failure and unlocks", async () => {
    const { user, posts } = await payBySwish();
    act(() =>
      posts[0]!.answer(402, { code: 'payment_failed', message: 'The payment was declined.' }),
    );
    await waitFor(() =>
      expect(status()).toHaveTextContent('An error occurred: The payment was declined.'),
    );
    // An error looks like one (no loader), and Retry takes the focus, described by the error.
    expect(status()).toHaveClass('mobile-payment__status--error');
    expect(dialog().querySelector('.spinner')).toBeNull();
    expect(retry()).toBeEnabled();
    await waitFor(() => expect(retry()).toHaveFocus());
    expect(retry()).toHaveAccessibleDescription('An error occurred: The payment was declined.');
    expect(await within(dialog()).findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/review');
    // Escape works at once, with no Tab into the modal first.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Unknown' for a failure without a message, then a retry can succeed", async () => {
    const { user, posts } = await payBySwish();
    act(() => posts[0]!.answer(503, { code: 'provider_unavailable', message: '' }));
    await waitFor(() => expect(status()).toHaveTextContent('An error occurred: Unknown'));
    await user.click(retry());
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(status()).toHaveTextContent('Awaiting payment');
    act(() => posts[1]!.answer(200, { result: paidOrder(posts[1]!.body) }));
    await waitFor(() => expect(location()).toHaveTextContent('/complete'));
  });

  it('after a dropped request asks the attempt once: paid there means paid', async () => {
    const { posts, fetchMock } = await payBySwish();
    statusAnswers.push({
      state: 'paid',
      appUrl: null,
      message: null,
      order: paidOrder(posts[0]!.body),
    });
    act(() => posts[0]!.drop());
    await waitFor(() => expect(location()).toHaveTextContent('/complete'));
    expect(statusCalls(fetchMock)).toHaveLength(1);
    expect(orderHistory.get()[0]).toMatchObject({ number: '100042' });
  });

  it("after a dropped request that was not paid shows the client's own message", async () => {
    const { posts } = await payBySwish();
    statusAnswers.push({ state: 'created', appUrl: null, message: null, order: null });
    act(() => posts[0]!.drop());
    await waitFor(() => expect(status()).toHaveTextContent('An error occurred: Network Error'));
  });

  it('on a phone asks for the app and shows the Open Swish link once it is there', async () => {
    phone.on = true;
    statusAnswers.push(
      { state: 'none', appUrl: null, message: null, order: null },
      { state: 'created', appUrl: 'swish://paymentrequest?token=t0k', message: null, order: null },
    );
    const { posts, fetchMock } = await payBySwish();
    expect(posts[0]!.body).toMatchObject({ openApp: true });
    expect(dialog()).toHaveTextContent(
      'Tap Open Swish to approve the payment in the Swish app on this phone.',
    );
    expect(within(dialog()).queryByRole('link', { name: 'Open Swish' })).toBeNull();
    // Until the link is there, the modal says it is coming.
    expect(dialog()).toHaveTextContent('Preparing the Swish app link…');
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(statusCalls(fetchMock)).toHaveLength(1));
    act(() => vi.advanceTimersByTime(1_000));
    const link = await within(dialog()).findByRole('link', { name: 'Open Swish' });
    expect(dialog()).not.toHaveTextContent('Preparing the Swish app link…');
    expect(link).toHaveAttribute('href', 'swish://paymentrequest?token=t0k');
    const [asked] = statusCalls(fetchMock);
    expect(asked!.pathname).toBe(`/api/swish/request/${idOf(posts[0]!)}`);
    expect(asked!.searchParams.get('language')).toBe('en');
    // The link found, the polling stops.
    act(() => vi.advanceTimersByTime(5_000));
    expect(statusCalls(fetchMock)).toHaveLength(2);
  });
});
