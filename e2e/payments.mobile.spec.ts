import { PHONE, expect, test } from './fixtures.js';
import { cartOf, holdSwishAnswers, pickItems, reviewWith, seedCart } from './checkout-helpers.js';

test.use(PHONE);

test('on a phone, the Swish modal offers to open the Swish app by its request token', async ({
  page,
  request,
}) => {
  const [disc] = await pickItems(request);
  await seedCart(page, cartOf([disc, 1]));
  await reviewWith(page, /Swish/);
  // The payment's answer is held back, so the modal is seen while it waits.
  const { release, bodies } = await holdSwishAnswers(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  const modal = page.getByRole('dialog', { name: 'Pay with Swish' });
  const link = modal.getByRole('link', { name: 'Open Swish' });
  await expect(link).toHaveAttribute(
    'href',
    /^swish:\/\/paymentrequest\?token=[^&]+&callbackurl=http/,
  );
  expect(bodies[0]?.openApp).toBe(true);
  release();
  await expect(page).toHaveURL(/\/complete$/, { timeout: 20_000 });
});
