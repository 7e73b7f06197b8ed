import { expect, test } from '@playwright/test';
import { cartOf, fillAddress, pickItems, seedCart } from './checkout-helpers.js';

test('on a phone, the Swish modal offers to open the Swish app by its request token', async ({
  page,
  request,
}) => {
  const [disc] = await pickItems(request);
  await seedCart(page, cartOf([disc, 1]));
  await page.goto('/checkout');
  await page.getByLabel('Currency').selectOption('SEK');
  await expect(page.getByRole('radio', { name: /Swish/ })).toBeChecked();
  await page.getByLabel('Email').fill('anna@example.com');
  await fillAddress(page.getByRole('group', { name: 'Billing address' }), {
    given_name: 'Anna',
    family_name: 'Svensson',
    street_address: 'Storgatan 1',
    postal_code: '11455',
    city: 'Stockholm',
    phone: '070-123 45 67',
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/review$/);

  // The payment's answer is held back, so the modal is seen while it waits.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let openApp: unknown;
  await page.route('**/api/swish/request', async (route) => {
    openApp = (route.request().postDataJSON() as { openApp?: boolean }).openApp;
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  const modal = page.getByRole('dialog', { name: 'Pay with Swish' });
  const link = modal.getByRole('link', { name: 'Open Swish' });
  await expect(link).toHaveAttribute(
    'href',
    /^swish:\/\/paymentrequest\?token=[^&]+&callbackurl=http/,
  );
  expect(openApp).toBe(true);
  release();
  await expect(page).toHaveURL(/\/complete$/, { timeout: 20_000 });
});
