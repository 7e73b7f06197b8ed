import { expect } from '@playwright/test';
import { expectAccessible } from './axe.js';
import { test } from './fixtures.js';
import { gridNames, openCarFromMenu, sortedGridPrices } from './helpers.js';

test('home -> car menu -> car -> group -> item page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Nordic Parts' })).toBeVisible();
  await expect(page.getByText(/Founded in 1997/)).toBeVisible();
  await expectAccessible(page, 'the home page');

  await openCarFromMenu(page, '240');
  await expect(page).toHaveURL(/\/car\/volvo-240\/?$/);
  await expect(page.getByRole('heading', { name: 'Latest updates' })).toBeVisible();
  // The menu's link is gone with the menu: the focus starts on the car page's heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByText('Please select a group to the left.')).toBeVisible();

  const groups = page.getByRole('navigation', { name: 'Part groups' });
  await groups.getByRole('link', { name: /Brakes/ }).click();
  await expect(page).toHaveURL(/\/car\/volvo-240\/brakes\/?$/);
  await expect(page.getByRole('heading', { name: 'Brakes' })).toBeVisible();
  await expect(page.getByText(/\d+ items · \d+ diagrams?/)).toBeVisible();
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  // When each part ships, in words on the row, not only an icon's colour.
  await expect(
    page
      .getByRole('table')
      .getByText(/^(In stock, ships today|Ships in about \d+ days?|Ships around .+)$/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'the car page with a group');

  const firstLink = page.getByRole('table').getByRole('link').first();
  const name = (await firstLink.textContent())!.trim();
  await firstLink.click();
  await expect(page).toHaveURL(/\/car\/volvo-240\/brakes\/item\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Reference numbers' })).toBeVisible();
  await expectAccessible(page, 'the item page');
  await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // One schema.org Product block: the app's after client-side navigation, the server's after a load.
  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(jsonLd).toHaveCount(1);
  expect(JSON.parse((await jsonLd.textContent()) ?? '{}')).toMatchObject({ '@type': 'Product' });

  await page.goBack();
  await expect(page).toHaveURL(/\/car\/volvo-240\/brakes\/?$/);
});

test('the item grid sorts by name and by price, and pages', async ({ page }) => {
  await page.goto('/car/volvo-240/engine/');
  const table = page.getByRole('table');
  const names = await gridNames(page);
  expect(names.length).toBe(24);
  expect([...names].sort()).toEqual(names);

  await table.getByRole('button', { name: /Price/ }).click();
  await expect(page).toHaveURL(/sort=price/);
  await expect(table.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const ascending = await sortedGridPrices(page, 'ascending');

  await table.getByRole('button', { name: /Price/ }).click();
  await expect(page).toHaveURL(/sort=-price/);
  await expect(table.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const descending = await sortedGridPrices(page, 'descending');
  expect(descending[0]).toBeGreaterThanOrEqual(ascending[ascending.length - 1]!);

  await table.getByRole('button', { name: /Name/ }).click();
  await expect(table.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/car\/volvo-240\/engine\/2/);
  await expect(page.getByText(/Showing 25–\d+ of \d+/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const page2 = await gridNames(page);
  expect(page2.length).toBeGreaterThan(0);
  expect(page2[0]! >= names[names.length - 1]!).toBe(true);
});

test('the "Added to cart" note moves nothing in its row', async ({ page }) => {
  await page.goto('/car/volvo-240/brakes/');
  const row = page.getByRole('table').getByRole('row').nth(1);
  const layout = () =>
    row.evaluate((tr) =>
      [tr, ...tr.children].map((cell) => {
        const { x, width, height } = cell.getBoundingClientRect();
        return [x, width, height];
      }),
    );
  const before = await layout();
  await row.getByRole('button', { name: 'Add to cart' }).click();
  await expect(row.getByRole('status')).toHaveText('Added to cart');
  expect(await layout()).toEqual(before);
});
