import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetShellResources } from '../../../lib/shell-resource';
import { holdPath } from '../testing/held-fetch';
import { readyDraft, renderCheckout, store, stubShop } from '../testing/checkout.fixtures';
import { cart, catalog, dialog, SWISH } from '../testing/swish.fixtures';

vi.mock('../../../lib/device', () => ({ onPhone: () => false }));

/** The review of a Swish order in `currency`, with the app's currencies (SEK at 11.5 per euro). */
async function reviewIn(currency: string) {
  localStorage.setItem('currency', currency);
  store({ cart, draft: readyDraft({ paymentId: 'swish' }) });
  stubShop(catalog);
  const posts = holdPath(SWISH);
  renderCheckout('/review', { preferences: true });
  const summary = await screen.findByRole('region', { name: 'Summary' });
  const total = () => within(summary).getByText('Order total').nextElementSibling;
  return { summary, total, posts };
}

beforeEach(() => {
  localStorage.clear();
  resetShellResources();
});
afterEach(() => vi.unstubAllGlobals());

describe('what Swish charges', () => {
  it('in another currency: the kronor under the total and in the modal', async () => {
    const user = userEvent.setup();
    const { summary, total, posts } = await reviewIn('EUR');
    // 2 × 10.00 € of parts and 9.90 € to the pickup point: 29.90 € = 343.85 kr.
    await waitFor(() => expect(total()).toHaveTextContent('29.90 €'));
    expect(
      within(summary).getByText('Swish charges in Swedish kronor: 343.85 kr.'),
    ).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Place order' }));
    expect(dialog()).toHaveTextContent(
      'Open the Swish app on the phone with the number 070-123 45 67 and approve the payment of 343.85 kr.',
    );
    await waitFor(() => expect(posts).toHaveLength(1));
    // The order stays in the customer's currency: the server converts for Swish.
    expect(posts[0]!.body).toMatchObject({ currency: 'EUR' });
  });

  it('in kronor: no note, the total in the modal', async () => {
    const user = userEvent.setup();
    const { summary, total } = await reviewIn('SEK');
    // 230.00 kr of parts and the pickup point's 114 kr (9.90 € at 11.5, in whole kronor).
    await waitFor(() => expect(total()).toHaveTextContent('344.00 kr'));
    expect(within(summary).queryByText(/Swish charges/)).toBeNull();
    await user.click(within(summary).getByRole('button', { name: 'Place order' }));
    expect(dialog()).toHaveTextContent('and approve the payment of 344.00 kr.');
  });
});
