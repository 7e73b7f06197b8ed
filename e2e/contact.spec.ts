// The contact form in Swedish (SPEC §4, §5): each field's error, then a message sent ('Skickat!')
// that reaches the shop's mailbox with the customer's text, and the customer's acknowledgement.
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { expectAccessible } from './axe.js';
import { test } from './fixtures.js';
import { mailContaining, mailDir } from './mail-helpers.js';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'sv', url: baseURL ?? '' }]);
});

test('a Swedish customer sees each field error, sends a message and the shop receives it', async ({
  page,
}) => {
  expect(mailDir, 'the runner sets E2E_MAIL_DIR').not.toBe('');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakta oss' })).toBeVisible();
  await expect(page).toHaveTitle(/Kontakta oss/);

  // The page's other parts: the store as structured data, the phone hint, the disclaimer.
  const block = await page.locator('script[type="application/ld+json"]').allTextContents();
  const store = block.map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(store.find((s) => s['@type'] === 'AutoPartsStore')).toMatchObject({
    name: 'Nordic Parts AB',
    address: { addressCountry: 'SE' },
  });
  await expect(page.getByRole('link', { name: '031-390 06 50' })).toHaveAttribute(
    'href',
    'tel:+46313900650',
  );
  await expect(page.getByText(/kontrollera alltid artikelnumret/)).toBeVisible();

  const send = page.getByRole('button', { name: 'Skicka', exact: true });
  await expect(send).toBeDisabled(); // aria-disabled while the form is invalid
  // A send of the empty form (Enter in a field; the button is aria-disabled, which Playwright will
  // not click) only marks it touched: every field says what it lacks.
  await field('Namn').press('Enter');
  for (const field of ['Namn', 'Ärende', 'Bil', 'Meddelande']) {
    await expect(page.getByText(`${field} måste fyllas i`, { exact: true })).toBeVisible();
  }
  // E-mail and phone are asked for in sentences of their own.
  await expect(page.getByText('Ange din e-postadress', { exact: true })).toBeVisible();
  await expect(page.getByText('Ange ditt telefonnummer', { exact: true })).toBeVisible();
  await expect(field('Namn')).toBeFocused();
  await expectAccessible(page, 'the contact form with its errors');

  // Too short and malformed values are named when the field is left.
  await field('Namn').fill('S');
  await field('E-post').fill('sara@');
  await field('Telefon').fill('07');
  await field('Meddelande').fill('Hej');
  await field('Meddelande').blur();
  await expect(page.getByText('Namn är för kort: minst 2 tecken')).toBeVisible();
  await expect(page.getByText('Ange en giltig e-postadress')).toBeVisible();
  await expect(page.getByText('Telefonnumret är för kort: minst 3 tecken')).toBeVisible();
  await expect(page.getByText('Meddelande är för kort: minst 5 tecken')).toBeVisible();
  await expect(send).toBeDisabled();

  const id = randomUUID().slice(0, 8);
  const email = `sara-${id}@example.com`;
  const text = `Hej! Har ni bromsskivor fram till min 240 från 1987? Ärende ${id}.`;
  await field('Namn').fill('Sara Sandberg');
  await field('E-post').fill(email);
  await field('Telefon').fill('070-174 06 12');
  await field('Ärende').selectOption({ label: 'Delar till min bil' });
  await field('Bil').selectOption('volvo-240');
  await field('Meddelande').fill(text);
  await expect(page.getByText(/måste fyllas i|för kort|giltig|^Ange /)).toHaveCount(0);
  await expect(send).toBeEnabled();
  await send.click();

  await expect(page.getByRole('button', { name: 'Skickat!' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Tack för ditt meddelande' }),
  ).toBeVisible();

  // The shop's copy: the customer's text, answerable by replying.
  const shopMail = await mailContaining(`Reference:`, text);
  expect(shopMail).toContain(`Reply-To: ${email}`);
  expect(shopMail).toContain('Name: Sara Sandberg');
  expect(shopMail).toContain('Car: volvo-240');
  // The acknowledgement, in Swedish.
  // (A header at the start of its line: the shop's copy carries the address in Reply-To.)
  const ack = await mailContaining(`\nTo: ${email}`);
  expect(ack).not.toContain(text);
  expect(ack).toContain('tack för att du kontaktade Nordic Parts');
});
