import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '@shop/domain';
import { USER, logIn, resetSession } from '../../../lib/testing/account-fixtures';
import { makeItem } from '../../../lib/testing/fake-server';
import { draftStore, emptyDraft } from '../model/draft-store';
import { address, renderCheckout, store, stubShop } from '../testing/checkout.fixtures';

const DISC = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const catalog = [makeItem(DISC, { name: 'Brake disc' })];
const saved = (id: string, given: string, country: string): SavedAddress => ({
  id,
  updatedAt: '2026-03-01T10:00:00.000Z',
  address: {
    given_name: given,
    family_name: 'Berg',
    care_of: '',
    street_address: 'Storgatan 1',
    postal_code: '00100',
    city: 'Helsinki',
    phone: '+358401234567',
    country,
  },
});
const ADDRESSES = [saved('a1', 'Anna', 'fi'), saved('a2', 'Bo', 'se')];

function shop() {
  return stubShop(catalog, ({ path }) =>
    path === '/api/user/addresses' ? { body: { addresses: ADDRESSES } } : undefined,
  );
}

const billing = (label: string) =>
  within(screen.getByRole('group', { name: 'Billing address' })).getByLabelText(label);

describe('the checkout of a logged-in customer', () => {
  beforeEach(() => {
    resetSession();
    store({ cart: { [DISC]: { quantity: 1, brand: 'any', car: null } } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSession();
  });

  it("fills an empty form with the account's email and first saved address", async () => {
    shop();
    logIn();
    renderCheckout('/checkout');
    await waitFor(() => expect(billing('First name')).toHaveValue('Anna'));
    expect(screen.getByLabelText('Email')).toHaveValue(USER.email);
    // The saved address is Finnish: so is the destination it delivers to.
    expect(draftStore.get().countryId).toBe('FI');
  });

  it('never overwrites what the customer typed', async () => {
    store({
      cart: { [DISC]: { quantity: 1, brand: 'any', car: null } },
      draft: {
        ...emptyDraft(),
        email: 'typed@example.com',
        billingAddress: address({ given_name: 'Typed' }),
      },
    });
    const fetchMock = shop();
    logIn();
    renderCheckout('/checkout');
    await screen.findByLabelText('Fill in a saved address');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/user/addresses')).toBe(
        true,
      ),
    );
    expect(billing('First name')).toHaveValue('Typed');
    expect(screen.getByLabelText('Email')).toHaveValue('typed@example.com');
  });

  it('fills the billing address from a chosen saved address', async () => {
    store({
      cart: { [DISC]: { quantity: 1, brand: 'any', car: null } },
      draft: { ...emptyDraft(), billingAddress: address({ given_name: 'Typed' }) },
    });
    shop();
    logIn();
    renderCheckout('/checkout');
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByLabelText('Fill in a saved address'),
      'Bo Berg, Storgatan 1, Helsinki',
    );
    expect(billing('First name')).toHaveValue('Bo');
    // The choice shows which saved address the fields hold, until they are changed.
    const choice = screen.getByLabelText('Fill in a saved address');
    expect(choice).toHaveValue('a2');
    expect(choice).toHaveDisplayValue('Bo Berg, Storgatan 1, Helsinki');
    await user.type(billing('First name'), 'r');
    expect(choice).toHaveValue('');
  });

  it('shows the prefilled saved address as the chosen one', async () => {
    shop();
    logIn();
    renderCheckout('/checkout');
    await waitFor(() => expect(billing('First name')).toHaveValue('Anna'));
    expect(screen.getByLabelText('Fill in a saved address')).toHaveValue('a1');
  });

  it('never mixes a saved address with a field typed before it arrived', async () => {
    store({
      cart: { [DISC]: { quantity: 1, brand: 'any', car: null } },
      draft: {
        ...emptyDraft(),
        billingAddress: { ...emptyDraft().billingAddress, city: 'Turku' },
      },
    });
    const fetchMock = shop();
    logIn();
    renderCheckout('/checkout');
    await screen.findByLabelText('Fill in a saved address');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/user/addresses')).toBe(
        true,
      ),
    );
    expect(billing('City')).toHaveValue('Turku');
    expect(billing('First name')).toHaveValue('');
    expect(billing('Street address')).toHaveValue('');
    // The account's email still fills the empty email field.
    expect(screen.getByLabelText('Email')).toHaveValue(USER.email);
  });

  it('prefills an untouched form when the customer logs in on the page', async () => {
    shop();
    renderCheckout('/checkout');
    await screen.findByRole('group', { name: 'Billing address' });
    expect(billing('First name')).toHaveValue('');
    act(() => logIn());
    await waitFor(() => expect(billing('First name')).toHaveValue('Anna'));
    expect(screen.getByLabelText('Email')).toHaveValue(USER.email);
  });

  it("asks nothing of an account for a visitor's checkout", async () => {
    const fetchMock = shop();
    renderCheckout('/checkout');
    await screen.findByRole('group', { name: 'Billing address' });
    expect(screen.queryByLabelText('Fill in a saved address')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/user'))).toBe(false);
  });
});
