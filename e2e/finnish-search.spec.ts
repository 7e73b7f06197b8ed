import { expect } from '@playwright/test';
import { test } from './fixtures.js';
import { gridNames, gridPrices } from './helpers.js';

/** A Finnish price: no-break spaces between thousands, a decimal comma, a space, the euro sign. */
const FINNISH_EURO = /^\d{1,3}(?:\u00a0\d{3})*,\d{2} €$/;

test('a Finnish customer searches "jarrulevy" and buys one at the same price, in Finnish all the way to the cart', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'fi', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');

  const box = page.getByRole('search').getByRole('searchbox');
  await box.fill('jarrulevy');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=jarrulevy$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hakutulokset: ”jarrulevy”' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Osat, jotka vastaavat hakua ”jarrulevy”' });
  await expect(table).toBeVisible();

  const names = await gridNames(page);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/^Jarrulevy/);
  const prices = await gridPrices(page);
  for (const price of prices) expect(price).toMatch(FINNISH_EURO);

  // The first part into the cart, then on to the cart itself.
  const name = names[0]!;
  const price = prices[0]!;
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await row.first().getByRole('button', { name: 'Lisää ostoskoriin' }).click();
  await page.locator('header a[href="/checkout"]').first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  const cart = page.getByRole('table').first();
  const line = cart.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(line).toHaveCount(1);
  // A Finn starts at Finland's 25,5 %: the list shows what the cart to Finland charges.
  const cells = await line.getByRole('cell').allTextContents();
  const shown = cells.map((c) => c.trim()).filter((c) => FINNISH_EURO.test(c));
  expect(shown.length).toBeGreaterThan(0);
  const [euros, cents] = price
    .replace(/[^\d,]/g, '')
    .split(',')
    .map(Number);
  const listed = euros! * 100 + cents!;
  const cartAmount = Number(shown[0]!.replace(/[^\d,]/g, '').replace(',', '.')) * 100;
  expect(Math.round(cartAmount)).toBe(listed);
  await expect(line.getByText(/Lähtee arviolta \d{2}\.\d{2}\.\d{4}/).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('finnish-cart.png'), fullPage: true });
});
