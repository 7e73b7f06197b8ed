// Test helpers of the pay-by-mobile modal: a Swish order's review with its POSTs held, the status
// call's answers in turn, and the modal's parts by role.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { MobilePaymentStatus, OrderDraftInput } from '@shop/domain';
import { makeItem } from '../../../lib/testing/fake-server';
import type { FakeAnswer, FakeRequest } from '../../../lib/testing/fake-server';
import type { CheckoutDraft } from '../model/draft-store';
import { holdPath } from './held-fetch';
import { orderFor, readyDraft, renderCheckout, store, stubShop } from './checkout.fixtures';

export const DISC = 'aaaaaaaaaaaaaaaaaaaaaaa1';
export const catalog = [makeItem(DISC, { name: 'Brake disc' })];
export const cart = { [DISC]: { quantity: 2, brand: 'any', car: null } };
export const SWISH = '/api/swish/request';

export const location = () => screen.getByTestId('location');
export const dialog = () => screen.getByRole('dialog', { name: 'Pay with Swish' });
export const status = () => within(dialog()).getByRole('status');
export const retry = () => within(dialog()).getByRole('button', { name: 'Retry' });

export const paidOrder = (body: unknown) => ({
  ...orderFor(body as OrderDraftInput, catalog),
  status: 'paid' as const,
});

export const NO_ATTEMPT: MobilePaymentStatus = {
  state: 'none',
  appUrl: null,
  message: null,
  order: null,
};

/** What GET /api/swish/request/:id answers, each in turn, then the last again. */
export const statusAnswers: MobilePaymentStatus[] = [];

export function swishStatus({ method, path }: FakeRequest): FakeAnswer | undefined {
  if (method !== 'GET' || !path.startsWith(`${SWISH}/`)) return undefined;
  const answer = statusAnswers.length > 1 ? statusAnswers.shift() : statusAnswers[0];
  return { body: answer ?? NO_ATTEMPT };
}

type Extra = (request: FakeRequest) => FakeAnswer | undefined;

/**
 * The review of a Swish order, Place order pressed: the held POSTs to /api/swish/request. `extra`
 * answers other calls first.
 */
export async function payBySwish(overrides: Partial<CheckoutDraft> = {}, extra?: Extra) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const draft = readyDraft({ paymentId: 'swish', ...overrides });
  store({ cart, draft });
  const fetchMock = stubShop(catalog, (request) => extra?.(request) ?? swishStatus(request));
  const posts = holdPath(SWISH);
  renderCheckout('/review');
  await user.click(await screen.findByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(posts).toHaveLength(1));
  return { user, draft, posts, fetchMock };
}

/** The status calls made, as URLs. */
export const statusCalls = (fetchMock: ReturnType<typeof stubShop>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://shop.test'))
    .filter((url) => url.pathname.startsWith(`${SWISH}/`));

/** The id a held POST was sent with. */
export const idOf = (post: { body: unknown }) => (post.body as { id: string }).id;
