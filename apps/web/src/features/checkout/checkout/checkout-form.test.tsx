import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entry, makeItem } from '../../../lib/testing/fake-server';
import { address, renderCheckout, store, stubShop } from '../testing/checkout.fixtures';
import { cartStore } from '../../../lib/cart-store';
import { draftStore } from '../model/draft-store';

const DISC = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const ENGINE = 'bbbbbbbbbbbbbbbbbbbbbbb2';
const disc = makeItem(DISC, { name: 'Brake disc', price: 1000, weight: 500 });
const engine = makeItem(ENGINE, {
  name: 'Engine block',
  price: 30_000,
  prices_typed: { any: entry(30_000) },
  weight: 25_000,
});
const catalog = [disc, engine];
const line = (quantity = 1) => ({ quantity, brand: 'any', car: null });

const next = () => screen.getByRole('button', { name: 'Next' });
const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
const field = (group: string, label: string | RegExp) =>
  within(screen.getByRole('group', { name: group })).getByLabelText(label);

async function fillBilling(user: ReturnType<typeof userEvent.setup>) {
  const billing = address();
  await user.type(screen.getByLabelText('Email'), 'anna@example.com');
  await user.type(field('Billing address', 'First name'), billing.given_name);
  await user.type(field('Billing address', 'Last name'), billing.family_name);
  await user.type(field('Billing address', 'Street address'), billing.street_address);
  await user.type(field('Billing address', 'Postal code'), billing.postal_code);
  await user.type(field('Billing address', 'City'), billing.city);
  await user.type(field('Billing address', 'Phone'), billing.phone);
}

beforeEach(() => {
  localStorage.clear();
  store({});
});
afterEach(() => vi.unstubAllGlobals());

describe('the checkout form', () => {
  it('auto-selects the first transport and payment that can be picked', async () => {
    store({ cart: { [DISC]: line() } });
    stubShop(catalog);
    renderCheckout('/checkout');
    expect(await screen.findByRole('radio', { name: /Pickup point/ })).toBeChecked();
    expect(radio(/Letter/)).toBeEnabled();
    // The mobile payment comes first (SPEC §9); every allowed payment can be picked.
    expect(radio(/Swish/)).toBeChecked();
    expect(radio(/Bank transfer/)).toBeEnabled();
    expect(radio(/Invoice/)).toBeEnabled();
    expect(radio(/Klarna/)).toBeEnabled();
    expect(radio(/Klarna/)).not.toHaveAccessibleDescription();
    // Prices at the destination's VAT in the visitor's currency; invoice has a handling charge.
    expect(radio(/Pickup point/)).toHaveAccessibleName('Pickup point 9.90 €');
    expect(radio(/Invoice/)).toHaveAccessibleName('Invoice +4.90 €');
  });

  it('gives up the form when the cart is emptied, with no total for nothing', async () => {
    store({ cart: { [DISC]: line() } });
    stubShop(catalog);
    renderCheckout('/checkout');
    expect(await screen.findByRole('radio', { name: /Pickup point/ })).toBeChecked();
    act(() => cartStore.clear());
    expect(await screen.findByText('Add parts to your cart to check out.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Pickup point/ })).toBeNull();
    expect(screen.queryByText('Order total')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('keeps a picked option, and moves to the first enabled one when it cannot be used', async () => {
    const user = userEvent.setup({ delay: null });
    store({ cart: { [DISC]: line() } });
    stubShop(catalog);
    renderCheckout('/checkout');
    await user.click(await screen.findByRole('radio', { name: /Invoice/ }));
    await user.click(screen.getByRole('radio', { name: /Fetch in store/ }));
    expect(radio(/Fetch in store/)).toBeChecked();
    // Invoice is not allowed with fetch in store: the first allowed payment is chosen.
    expect(radio(/Invoice/)).toBeDisabled();
    expect(radio(/Invoice/)).toHaveAccessibleDescription('Not available with Fetch in store');
    expect(radio(/Swish/)).toBeChecked();
    // Finland has no fetch in store: its first transport is chosen; back in Sweden, the pick returns.
    await user.selectOptions(screen.getByLabelText('Delivery country'), 'FI');
    expect(screen.queryByRole('radio', { name: /Fetch in store/ })).toBeNull();
    expect(radio(/Pickup point/)).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Delivery country'), 'SE');
    expect(radio(/Fetch in store/)).toBeChecked();
  });

  it('disables transports the cart is too heavy for and says why; free shipping lifts that', async () => {
    store({ cart: { [ENGINE]: line() } });
    stubShop(catalog);
    const view = renderCheckout('/checkout');
    const pickup = await screen.findByRole('radio', { name: /Pickup point/ });
    expect(pickup).toBeDisabled();
    expect(pickup).toHaveAccessibleDescription('For carts of up to 20 kg');
    expect(radio(/Letter/)).toHaveAccessibleDescription('For carts of up to 2 kg');
    expect(radio(/Parcel/)).toBeChecked();
    view.unmount();

    // 600 € is above the threshold: shipping is free, whatever the weight.
    store({ cart: { [ENGINE]: line(2) } });
    renderCheckout('/checkout');
    expect(await screen.findByText('Free shipping to Sweden on this order.')).toBeInTheDocument();
    expect(radio(/Pickup point/)).toBeChecked();
    expect(radio(/Pickup point/)).toHaveAccessibleName('Pickup point Free');
  });

  it('tells how much more gives free shipping, and whether the parts are in stock', async () => {
    store({ cart: { [DISC]: line(2) } });
    stubShop(catalog);
    renderCheckout('/checkout');
    // Threshold 500 €, cart 20 €: exactly the difference.
    expect(
      await screen.findByText('Add 480.00 € more for free shipping to Sweden.'),
    ).toBeInTheDocument();
    expect(screen.getByText('All parts are in stock.')).toBeInTheDocument();
  });

  it('says when parts not in stock arrive, or that the date is unknown', async () => {
    const waiting = makeItem(DISC, { name: 'Brake disc', stock: { quantity: 0 } });
    const unknown = makeItem(ENGINE, {
      name: 'Gasket',
      stock: { quantity: 0 },
      prices_typed: {
        any: entry(1000, {
          arrival: { type: null, date: null, deadline: null, days: null, weekday: null },
        }),
      },
    });
    store({ cart: { [DISC]: line() } });
    stubShop([waiting, unknown]);
    const view = renderCheckout('/checkout');
    expect(
      await screen.findByText(
        /^1 part is not in stock: we send the order when it arrives, around \d{4}-\d{2}-\d{2}\.$/,
      ),
    ).toBeInTheDocument();
    view.unmount();
    store({ cart: { [DISC]: line(), [ENGINE]: line() } });
    renderCheckout('/checkout');
    expect(
      await screen.findByText(
        '2 parts are not in stock: we send the order when they arrive. Please contact us for a delivery date.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps Next disabled until the order can be placed, and says why', async () => {
    const user = userEvent.setup({ delay: null });
    stubShop(catalog);
    const view = renderCheckout('/checkout');
    // An empty cart has no form at all, so no Next.
    expect(await screen.findByText('Add parts to your cart to check out.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    view.unmount();

    store({ cart: { [DISC]: line() } });
    renderCheckout('/checkout');
    await screen.findByRole('radio', { name: /Invoice/ });
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription(
      'Fill in your email address and billing address to continue.',
    );
    await fillBilling(user);
    expect(next()).toBeEnabled();
    // One bad field is enough to disable it again.
    await user.clear(field('Billing address', 'City'));
    expect(next()).toBeDisabled();
  });

  it('shows a field error as a tooltip on blur and hides it on input', async () => {
    const user = userEvent.setup({ delay: null });
    store({ cart: { [DISC]: line() } });
    stubShop(catalog);
    renderCheckout('/checkout');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'anna@');
    expect(email).not.toHaveAccessibleDescription();
    await user.tab();
    expect(email).toHaveAccessibleDescription('Email is not a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is not a valid email address');
    await user.type(email, 'example.com');
    expect(email).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Email is not a valid email address')).toBeNull();

    const given = field('Billing address', 'First name');
    await user.click(given);
    await user.tab();
    // Passing through an empty field raises no alarm; one typed in and emptied again does.
    expect(given).not.toHaveAccessibleDescription();
    await user.type(given, 'A');
    await user.clear(given);
    await user.tab();
    expect(given).toHaveAccessibleDescription('First name is required');
    // A Swedish postal code has five digits: the error says so.
    const postal = field('Billing address', 'Postal code');
    await user.type(postal, '1234');
    await user.tab();
    expect(postal).toHaveAccessibleDescription(
      'Enter a Swedish postal code: five digits, the first not 0, e.g. 123 45',
    );
  });

  it('toggles a separate shipping address, which must then be filled in too', async () => {
    const user = userEvent.setup({ delay: null });
    store({ cart: { [DISC]: line() } });
    stubShop(catalog);
    renderCheckout('/checkout');
    await screen.findByRole('radio', { name: /Invoice/ });
    await fillBilling(user);
    expect(next()).toBeEnabled();

    const toggle = screen.getByRole('button', { name: 'Ship to a different address' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Shipping address' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(field('Shipping address', 'First name')).toHaveAttribute(
      'autocomplete',
      'shipping given-name',
    );
    expect(next()).toBeDisabled();
    // The billing address may now lie in another country.
    expect(field('Billing address', 'Country')).toHaveValue('SE');

    await user.click(toggle);
    expect(screen.queryByRole('group', { name: 'Shipping address' })).toBeNull();
    expect(next()).toBeEnabled();
  });

  it('gives every address field its autofill token', async () => {
    store({ cart: { [DISC]: line() } });
    stubShop(catalog);
    renderCheckout('/checkout');
    await screen.findByRole('radio', { name: /Invoice/ });
    const tokens = {
      'First name': 'given-name',
      'Last name': 'family-name',
      'Company (optional)': 'organization',
      'Street address': 'address-line1',
      'Postal code': 'postal-code',
      City: 'address-level2',
      Phone: 'tel',
    };
    for (const [label, token] of Object.entries(tokens)) {
      expect(field('Billing address', label)).toHaveAttribute('autocomplete', token);
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Delivery country')).toHaveAttribute('autocomplete', 'country');
  });

  it('notes whether VAT is included, by the destination', async () => {
    const user = userEvent.setup({ delay: null });
    store({ cart: { [DISC]: line() } });
    stubShop(catalog);
    renderCheckout('/checkout');
    expect(await screen.findByText('Prices include 25 % VAT.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    // 10 € of parts, pickup point 9.90 €, bank transfer free; invoice adds 4.90 €.
    const total = () => within(summary).getByText('Order total').nextElementSibling;
    expect(total()).toHaveTextContent('19.90 €');
    await user.click(radio(/Invoice/));
    expect(total()).toHaveTextContent('24.80 €');
    await user.selectOptions(screen.getByLabelText('Delivery country'), 'FI');
    expect(screen.getByText('Prices include 25.5 % VAT.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Delivery country'), 'GB');
    expect(
      screen.getByText('Prices exclude VAT: no VAT is charged on deliveries to United Kingdom.'),
    ).toBeInTheDocument();
    // Parts 8.00 € and parcel 11.92 € without VAT; Britain pays by bank transfer only.
    expect(total()).toHaveTextContent('19.92 €');
    expect(within(summary).getByText('Campaign discount').nextElementSibling).toHaveTextContent(
      '0.00 €',
    );
  });

  it('keeps the draft over a reload and saves it with its choices on Next', async () => {
    const user = userEvent.setup({ delay: null });
    store({ cart: { [DISC]: line() } });
    stubShop(catalog);
    const first = renderCheckout('/checkout');
    await screen.findByRole('radio', { name: /Invoice/ });
    await fillBilling(user);
    const id = draftStore.get().id;
    first.unmount();

    act(() => draftStore.refresh());
    renderCheckout('/checkout');
    expect(await screen.findByLabelText('Email')).toHaveValue('anna@example.com');
    expect(field('Billing address', 'City')).toHaveValue('Stockholm');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(screen.getByTestId('location')).toHaveTextContent('/review');
    const saved = JSON.parse(localStorage.getItem('draft')!);
    expect(saved).toMatchObject({
      id,
      countryId: 'SE',
      transportId: 'pickup-point',
      paymentId: 'swish',
      email: 'anna@example.com',
    });
  });
});
