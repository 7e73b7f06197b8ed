import { expect } from '@playwright/test';
import { expectAccessible } from './axe.js';
import { cartOf, holdSwishAnswers, pickItems, reviewWith, seedCart } from './checkout-helpers.js';
import { test } from './fixtures.js';

// The shop runs with its simulators: Swish over mutual TLS, the embedded checkout in an iframe.

test('a guest pays by Swish: the modal waits for the payment, then the order is complete', async ({
  page,
  request,
}) => {
  const [disc] = await pickItems(request);
  await seedCart(page, cartOf([disc, 1]));
  await page.goto('/checkout');
  // Swish comes first where it can be used (SPEC §9), so a Swedish checkout starts on it.
  await expect(page.getByRole('radio', { name: /Swish/ })).toBeChecked();
  await reviewWith(page, /Swish/);
  await expect(page.getByRole('region', { name: 'Payment method' })).toContainText('Swish');
  // The shop's answer is held back until the waiting modal has been looked at.
  const { release } = await holdSwishAnswers(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  const modal = page.getByRole('dialog', { name: 'Pay with Swish' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('070-123 45 67');
  await expect(modal.getByRole('status')).toHaveText(/Awaiting payment/);
  await expect(modal.getByRole('button', { name: 'Retry' })).toBeDisabled();
  await expectAccessible(page, 'the pay-by-mobile modal while waiting');
  // Waiting, the modal cannot be closed.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  release();

  await expect(page).toHaveURL(/\/complete$/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
});

test('a Swish payment declined (RF07) is retried from the modal and paid, as one order', async ({
  page,
  request,
}) => {
  const [, pads] = await pickItems(request);
  await seedCart(page, cartOf([pads, 1]));
  // The first request asks the simulator for Swish's test error RF07, as Swish's test environment does.
  const sent: { id: string; simulatorMessage?: string }[] = [];
  await page.route('**/api/swish/request', async (route) => {
    const body = route.request().postDataJSON() as { id: string; simulatorMessage?: string };
    const first = sent.length === 0;
    const changed = first ? { ...body, simulatorMessage: 'RF07' } : body;
    sent.push(changed);
    await route.continue({ postData: JSON.stringify(changed) });
  });
  await reviewWith(page, /Swish/);
  await page.getByRole('button', { name: 'Place order' }).click();

  const modal = page.getByRole('dialog', { name: 'Pay with Swish' });
  await expect(modal.getByRole('status')).toHaveText(
    'An error occurred: The payment was declined.',
    { timeout: 20_000 },
  );
  const retry = modal.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeEnabled();
  await expectAccessible(page, 'the pay-by-mobile modal after an error');
  await retry.click();
  await expect(page).toHaveURL(/\/complete$/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
  ).toBeVisible();
  expect(sent).toHaveLength(2);
  expect(sent[1]?.id).toBe(sent[0]?.id);
  expect(sent[1]?.simulatorMessage).toBeUndefined();
});

test('a guest pays in the embedded checkout, inside the provider iframe, with no CSP violation', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load (CSP ${event.violatedDirective}): ${event.blockedURI}`);
    });
  });
  const [disc] = await pickItems(request);
  await seedCart(page, cartOf([disc, 1]));
  await page.goto('/checkout');
  await page.getByLabel('Currency').selectOption('SEK');
  await page.getByRole('radio', { name: /Klarna/ }).check();
  // The provider asks for the customer's details itself.
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  const frame = page.frameLocator('iframe[src*="/checkout/"]');
  await expect(frame.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expectAccessible(page, 'the checkout with the embedded checkout');
  await frame.getByRole('button', { name: 'Complete purchase' }).click();

  await expect(page).toHaveURL(/\/complete(\?|$)/, { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Your order number is \d{6,12}\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  expect(violations).toEqual([]);
});
