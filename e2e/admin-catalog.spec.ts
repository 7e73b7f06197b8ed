import { expect, test, waitingForTheApp } from './fixtures.js';
import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_CURRENCY, bulkPrice, displayPrice, minorToDecimal } from '@shop/domain';
import type { Item, ItemsPage } from '@shop/domain';
import { openConsole } from './admin-helpers.js';
import { expectAccessible } from './axe.js';

// Parts of the 940 and 960 only: no other journey opens these cars, so changing their prices here
// cannot move a figure another worker is reading.
const CARS = ['volvo-940', 'volvo-960'];
const euro = (cents: number) => displayPrice(cents, DEFAULT_CURRENCY, 2500);

/** Two interior parts sold in the 'any' brand only, fitting no car but the 940 and 960. */
async function pickItems(request: APIRequestContext): Promise<[Item, Item]> {
  const answer = await request.get('/api/items/car/volvo-960/group/interior');
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as ItemsPage;
  const own = items.filter(
    (item) =>
      item.fits.every((fit) => CARS.includes(fit.car)) &&
      Object.keys(item.prices_typed).join() === 'any',
  );
  const [first, second] = own;
  if (!first || !second) throw new Error('No two 940/960-only interior parts in the demo catalog');
  return [first, second];
}

test("an admin changes an item's price in the console and the shop shows it", async ({
  page,
  context,
  request,
  consoleSession,
}) => {
  const [item] = await pickItems(request);
  const shop = waitingForTheApp(await context.newPage());
  await shop.goto(`/item/${item._id}`);
  const buy = shop.getByRole('region', { name: 'Buy' });
  await expect(buy).toContainText(euro(item.price));

  await openConsole(page, consoleSession);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Items' })
    .click();
  const search = page.getByRole('search', { name: 'Search items' });
  await search.getByLabel('Id, part number or name').fill(item._id);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/items\\?q=${item._id}$`));
  const table = page.getByRole('table', { name: `Items matching “${item._id}”, by id` });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(euro(item.price));
  await expectAccessible(page, 'the console items page');

  await table.getByRole('link', { name: item.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  const price = page.getByRole('group', { name: 'Any brand' }).getByLabel('Price (€)');
  await expect(price).toHaveValue(minorToDecimal(item.price, 2));
  const changed = item.price + 1234;
  // Typed the Nordic way, with a decimal comma.
  await price.fill(minorToDecimal(changed, 2).replace('.', ','));
  await page.getByLabel('Reason (optional)').fill('Supplier price list');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(price).toHaveValue(minorToDecimal(changed, 2));

  await shop.reload();
  await expect(buy).toContainText(euro(changed));
});

test('a bulk price edit is previewed, applied and undone, and the shop follows', async ({
  page,
  context,
  request,
  consoleSession,
}) => {
  const [, item] = await pickItems(request);
  const raised = bulkPrice(item.price, { type: 'percent', direction: 'up', percent: 10 }, 'end90');
  if (raised === null || raised === item.price) throw new Error(`${item._id}: no change to see`);
  const shop = waitingForTheApp(await context.newPage());
  await shop.goto(`/item/${item._id}`);
  const buy = shop.getByRole('region', { name: 'Buy' });
  await expect(buy).toContainText(euro(item.price));

  await openConsole(page, consoleSession);
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Prices (bulk edit)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prices (bulk edit)' })).toBeVisible();
  await page.getByLabel('Search (id, part number or name)').fill(item._id);
  await page.getByLabel('Brand', { exact: true }).selectOption({ label: 'Any brand' });
  await page.getByLabel('Percentage (%)').fill('10');
  await page.getByLabel('Rounding').selectOption({ label: 'Ends in ,90' });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('1 price would change.')).toBeVisible();
  const changes = page.getByRole('table', { name: 'Price changes in this preview' });
  await expect(changes.getByRole('row').nth(1)).toContainText(
    `${item._id}${item.name}Any brand${euro(item.price)}${euro(raised)}`,
  );
  await expectAccessible(page, 'the bulk price page with a preview');

  await page.getByLabel('Reason (optional)').fill('Autumn prices');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Applied 1 price change.')).toBeVisible();
  await shop.reload();
  await expect(buy).toContainText(euro(raised));

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Undone: 1 price is back as it was.')).toBeVisible();
  await shop.reload();
  await expect(buy).toContainText(euro(item.price));

  // The audit log, filtered to this edit: the apply and its undo, newest first.
  await page.getByRole('link', { name: 'See this change in the audit log' }).click();
  const log = page.getByRole('table', { name: 'Audit log entries, newest first' });
  await expect(log.getByRole('row')).toHaveCount(3);
  await expect(log.getByRole('row').nth(1)).toContainText('item.bulk_price.undo');
  await expect(log.getByRole('row').nth(2)).toContainText('Autumn prices');
});
