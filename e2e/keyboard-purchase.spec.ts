// A customer who uses only the keyboard buys a part: home page car picker, part group, item page,
// cart, checkout form, review, confirmation. Every step leaves the focus on a named control (never
// on <body>), and what changed out of sight (the cart, the order) is said in a live region.
import type { Locator, Page } from '@playwright/test';
import { DEFAULT_CURRENCY, displayPrice } from '@shop/domain';
import { ANNA, pickItems, sumOf, type AddressValues } from './checkout-helpers.js';
import { expect, test } from './fixtures.js';

/**
 * Waits for the focus to settle on an element with an accessible name: never <body>, where it
 * falls for a moment while a new page replaces the link that was pressed.
 */
async function expectNamedFocus(page: Page, after: string) {
  await expect(
    page.locator(':focus:not(body)'),
    `the focused element after ${after}`,
  ).toHaveAccessibleName(/\S/);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times; every stop on the
 * way must be named too, as a keyboard user hears each one.
 */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  await expect(target).toBeVisible();
  const what = target.toString();
  // The element itself, as finding it by role again after every press costs more than the press.
  let element = await target.elementHandle();
  for (let press = 1; press <= max; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectNamedFocus(page, `Tab ${press} towards ${what}`);
    if (!(await element.evaluate((el) => el.isConnected))) element = await target.elementHandle();
    if (await element.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${what} not reached within ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Presses `key` on the focused control and checks where the focus is left. */
async function press(page: Page, key: string, what: string) {
  await page.keyboard.press(key);
  await expectNamedFocus(page, `${key} on ${what}`);
}

/** Types into the field Tab reaches: `label` within `scope`. */
async function typeInto(page: Page, scope: Page | Locator, label: string, text: string) {
  const field = scope.getByLabel(label, { exact: true });
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

async function typeAddress(page: Page, scope: Locator, address: AddressValues) {
  await typeInto(page, scope, 'First name', address.given_name);
  await typeInto(page, scope, 'Last name', address.family_name);
  await typeInto(page, scope, 'Street address', address.street_address);
  await typeInto(page, scope, 'Postal code', address.postal_code);
  await typeInto(page, scope, 'City', address.city);
  await typeInto(page, scope, 'Phone', address.phone);
}

test('a keyboard-only customer buys a part, from the car picker to the confirmation', async ({
  page,
  request,
}) => {
  const [part] = await pickItems(request);
  await page.goto('/');

  // The car picker on the home page.
  const picker = page.getByRole('region', { name: 'Find parts for your car' });
  await tabTo(page, picker.getByRole('link', { name: 'Volvo 240', exact: true }));
  await press(page, 'Enter', 'the car Volvo 240');
  await expect(page).toHaveURL(/\/car\/volvo-240\/?$/);

  // A part group from the car's numbered list after its heading, then the part in the group's list.
  const groups = page.getByRole('region', { name: 'All part groups' });
  await tabTo(page, groups.getByRole('link', { name: 'Brakes', exact: true }));
  await press(page, 'Enter', 'the group Brakes');
  await expect(page).toHaveURL(/\/car\/volvo-240\/brakes\/?$/);
  await tabTo(page, page.getByRole('table').getByRole('link', { name: part.name, exact: true }), {
    max: 80,
  });
  await press(page, 'Enter', `the part ${part.name}`);
  await expect(page).toHaveURL(new RegExp(`/item/${part._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeFocused();

  // Add to cart from the purchase box: said where the customer is, counted in the header.
  const purchase = page.getByRole('region', { name: 'Buy' });
  await tabTo(page, purchase.getByRole('button', { name: 'Add to cart' }));
  await press(page, 'Enter', 'Add to cart');
  await expect(purchase.getByRole('status')).toHaveText('Added to cart');
  const cartLink = page.getByRole('link', { name: 'Cart, 1 item' });
  await expect(cartLink).toBeVisible();

  // Back up to the header's cart link and on to the checkout.
  await tabTo(page, cartLink, { back: true });
  await press(page, 'Enter', 'the cart link');
  await expect(page).toHaveURL(/\/checkout$/);

  // One more of the part: the cart says its new line count and total.
  const cart = page.getByRole('region', { name: 'Cart' });
  const quantity = cart.getByRole('spinbutton', { name: `Quantity of ${part.name}` });
  await expect(quantity).toHaveValue('1');
  await tabTo(page, cart.getByRole('button', { name: `Increase the quantity of ${part.name}` }));
  await press(page, 'Enter', 'Increase the quantity');
  await expect(quantity).toHaveValue('2');
  // Stocked, so no small-order fee: two of the 'any' offer, in euros with 25 % VAT.
  const total = displayPrice(part.prices_typed.any!.price * 2, DEFAULT_CURRENCY, 2500);
  await expect(sumOf(cart, 'Total')).toHaveText(total);
  await expect(cart.getByRole('status').filter({ hasText: /in the cart/ })).toHaveText(
    `1 part in the cart, total ${total}.`,
  );

  // Invoice: the arrow keys move the choice within the payment radios.
  await expect(page.getByLabel('Delivery country')).toHaveValue('SE');
  const invoice = page.getByRole('radio', { name: /Invoice/ });
  await tabTo(page, page.getByRole('radio', { name: /Swish/ }));
  for (let step = 0; step < 6 && !(await invoice.isChecked()); step++) {
    await press(page, 'ArrowDown', 'the payment methods');
  }
  await expect(invoice).toBeChecked();
  await expect(invoice).toBeFocused();

  await typeInto(page, page, 'Email', 'anna@example.com');
  await typeAddress(page, page.getByRole('group', { name: 'Billing address' }), ANNA);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeEnabled();
  await tabTo(page, next);
  await press(page, 'Enter', 'Next');

  // The review: the order as typed, placed with the keyboard.
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole('region', { name: 'Payment method' })).toContainText('Invoice');
  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await press(page, 'Enter', 'Place order');

  await expect(page).toHaveURL(/\/complete$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
  ).toBeFocused();
  const thanks = page.getByText(
    /^Your order number is \d{6,12}\. We have sent a confirmation to anna@example\.com\.$/,
  );
  const number = (await thanks.textContent())?.match(/\d{6,12}/)?.[0];
  await expect(page.getByRole('status').filter({ hasText: /order is placed/ })).toHaveText(
    `Your order is placed. Your order number is ${number}.`,
  );
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  await expectNamedFocus(page, 'the order is placed');
});
