import { expect } from '@playwright/test';
import { formatMoney } from '@shop/domain';
import { expectAccessible } from './axe.js';
import {
  cartOf,
  expectedOrder,
  fillAddress,
  pickItems,
  seedCart,
  sumOf,
} from './checkout-helpers.js';
import { test } from './fixtures.js';

const anna = {
  given_name: 'Anna',
  family_name: 'Svensson',
  street_address: 'Storgatan 1',
  postal_code: '11455',
  city: 'Stockholm',
  phone: '070-123 45 67',
};

test('a guest orders to Sweden, paid by invoice, in SEK', async ({ page, request }) => {
  const [disc, pads] = await pickItems(request);
  const cart = cartOf([disc, 2], [pads, 1]);
  await seedCart(page, cart);
  await page.goto('/checkout');
  await page.getByLabel('Currency').selectOption('SEK');
  await expect(
    page.getByRole('table', { name: 'Parts in your cart' }).getByRole('row'),
  ).toHaveCount(3);

  // Sweden for an English page; the first transport and payment that can be used are chosen.
  await expect(page.getByLabel('Delivery country')).toHaveValue('SE');
  await expect(page.getByRole('radio', { name: /Pickup point/ })).toBeChecked();
  // Swish comes first where it can be used (SPEC §9).
  await expect(page.getByRole('radio', { name: /Swish/ })).toBeChecked();
  await page.getByRole('radio', { name: /Invoice/ }).check();
  await expect(page.getByText('Prices include 25 % VAT.')).toBeVisible();

  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Email').fill('anna@example.com');
  await fillAddress(page.getByRole('group', { name: 'Billing address' }), anna);
  await expect(next).toBeEnabled();
  await expectAccessible(page, 'the checkout form');
  await next.click();

  await expect(page).toHaveURL(/\/review$/);
  const { figures, currency } = await expectedOrder(page, request, {
    cart,
    countryId: 'SE',
    transportId: 'pickup-point',
    paymentId: 'invoice',
    currency: 'SEK',
  });
  const money = (minor: number) => formatMoney(minor, currency);
  const shipping = page.getByRole('region', { name: 'Shipping address' });
  await expect(shipping).toContainText('114 55 Stockholm');
  await expect(shipping).toContainText('The same as the billing address.');
  await expect(page.getByRole('region', { name: 'Payment method' })).toContainText('Invoice');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(sumOf(summary, 'Order total')).toHaveText(money(figures.total));
  await expect(sumOf(summary, 'VAT 25 %')).toHaveText(money(figures.vat));
  await expect(sumOf(summary, 'Handling')).toHaveText(money(figures.handling));
  await expect(
    page.getByRole('table', { name: 'Parts in your cart' }).getByRole('spinbutton'),
  ).toHaveCount(0);
  await expectAccessible(page, 'the review');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/complete$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      /^Your order number is \d{6,12}\. We have sent a confirmation to anna@example\.com\.$/,
    ),
  ).toBeVisible();
  const lines = page.getByRole('table', { name: 'Parts in your order' });
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines.getByRole('row', { name: new RegExp(disc.name) })).toContainText(
    money(figures.lines.find((l) => l.itemId === disc._id)!.total),
  );
  await expect(sumOf(page.locator('main'), 'Order total')).toHaveText(money(figures.total));
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  await expectAccessible(page, 'the order confirmation');

  // The draft went to the history; a new checkout starts empty.
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByText('Add parts to your cart to check out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
});

test('a guest orders to Finland with a separate shipping address, in euros', async ({
  page,
  request,
}) => {
  const [disc] = await pickItems(request);
  const cart = cartOf([disc, 3]);
  await seedCart(page, cart);
  await page.goto('/checkout');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('Delivery country').selectOption('FI');
  await expect(page.getByText('Prices include 25.5 % VAT.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Fetch in store/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /Parcel/ }).check();
  await expect(page.getByRole('radio', { name: /Klarna/ })).toBeEnabled();
  await page.getByRole('radio', { name: /Invoice/ }).check();

  await page.getByLabel('Email').fill('aino@example.com');
  await fillAddress(page.getByRole('group', { name: 'Billing address' }), {
    given_name: 'Aino',
    family_name: 'Virtanen',
    street_address: 'Mannerheimintie 1',
    postal_code: '00100',
    city: 'Helsinki',
    phone: '040 123 4567',
  });
  const toggle = page.getByRole('button', { name: 'Ship to a different address' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await fillAddress(page.getByRole('group', { name: 'Shipping address' }), {
    given_name: 'Mikko',
    family_name: 'Virtanen',
    street_address: 'Hämeenkatu 5',
    postal_code: '33100',
    city: 'Tampere',
    phone: '+358 40 765 4321',
  });
  await expect(next).toBeEnabled();
  await expectAccessible(page, 'the checkout form with a shipping address');
  await next.click();

  await expect(page).toHaveURL(/\/review$/);
  const { figures, currency } = await expectedOrder(page, request, {
    cart,
    countryId: 'FI',
    transportId: 'parcel',
    paymentId: 'invoice',
    currency: 'EUR',
  });
  const money = (minor: number) => formatMoney(minor, currency);
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText(
    '33100 Tampere',
  );
  await expect(page.getByRole('region', { name: 'Billing address' })).toContainText(
    '00100 Helsinki',
  );
  await expect(page.getByRole('region', { name: 'Shipping method' })).toContainText('Parcel');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(sumOf(summary, 'Order total')).toHaveText(money(figures.total));
  await expect(sumOf(summary, 'VAT 25.5 %')).toHaveText(money(figures.vat));
  // The cart shows its lines at the VAT the order charges, as the summary does.
  const cartTable = page.getByRole('table', { name: 'Parts in your cart' });
  await expect(cartTable.getByRole('row', { name: new RegExp(disc.name) })).toContainText(
    money(figures.lines[0]!.total),
  );

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/complete$/);
  await expect(sumOf(page.locator('main'), 'Order total')).toHaveText(money(figures.total));
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();

  // The order page, as the confirmation mail links it.
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(/\/order\/\d{6,12}\?key=/);
  await expect(page.getByText('Confirmed, awaiting shipment')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('Tampere');
  await expect(sumOf(page.locator('main'), 'Order total')).toHaveText(money(figures.total));
  await expectAccessible(page, 'the order page');
  await page.goto(page.url().replace(/key=[^&]+/, 'key=wrong'));
  await expect(page.getByRole('alert')).toContainText('We could not find this order.');
});

test('Next stays disabled until the order can be placed', async ({ page, request }) => {
  await page.goto('/checkout');
  const next = page.getByRole('button', { name: 'Next' });
  // An empty cart shows no form: nothing to fill in, no total for nothing.
  await expect(page.getByText('Add parts to your cart to check out.')).toBeVisible();
  await expect(next).toHaveCount(0);
  await page.goto('/review');
  await expect(page).toHaveURL(/\/checkout$/);

  const [disc] = await pickItems(request);
  await page.evaluate(
    (cart) => localStorage.setItem('cart', JSON.stringify(cart)),
    cartOf([disc, 1]),
  );
  await page.reload();
  await expect(page.getByRole('radio', { name: /Swish/ })).toBeChecked();
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription(
    'Fill in your email address and billing address to continue.',
  );

  // Errors show on leaving a field and go on typing.
  const email = page.getByLabel('Email');
  await email.fill('anna@');
  await email.blur();
  await expect(email).toHaveAccessibleDescription('Email is not a valid email address');
  await expectAccessible(page, 'the checkout form with an error');
  await email.fill('anna@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid');
  const billing = page.getByRole('group', { name: 'Billing address' });
  await fillAddress(billing, { ...anna, postal_code: '1145' });
  await billing.getByLabel('Postal code').blur();
  await expect(billing.getByLabel('Postal code')).toHaveAccessibleDescription(
    'Enter a Swedish postal code: five digits, the first not 0, e.g. 123 45',
  );
  await expect(next).toBeDisabled();
  await billing.getByLabel('Postal code').fill('114 55');
  await expect(next).toBeEnabled();

  // A separate shipping address must be filled in too; the draft survives a reload.
  await page.getByRole('button', { name: 'Ship to a different address' }).click();
  await expect(next).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue('anna@example.com');
  await expect(page.getByRole('group', { name: 'Shipping address' })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Ship to a different address' }).click();
  await expect(next).toBeEnabled();
});
