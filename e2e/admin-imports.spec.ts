import { expect, test, waitingForTheApp } from './fixtures.js';
import { DEFAULT_CURRENCY, ITEM_COLUMNS, csvLine, displayPrice, itemCells } from '@shop/domain';
import type { ImportItem } from '@shop/domain';
import { openConsole } from './admin-helpers.js';
import { expectAccessible } from './axe.js';

// A part no other journey knows: the import creates it, so no figure another worker reads moves.
const part: ImportItem = {
  id: 'e2e0000000000000000a0001',
  legacy_id: null,
  group: 'interior',
  name: 'Imported cup holder',
  description: 'Arrived in a supplier file.',
  sv: { name: 'Importerad mugghållare', description: 'Kom i en leverantörsfil.' },
  fi: { name: 'Tuotu mukiteline', description: 'Tuli toimittajan tiedostossa.' },
  model: '',
  image: '',
  weight: 120,
  stock: 4,
  prices: [
    {
      brand: 'any',
      price: 1995,
      watermark: null,
      increment: null,
      arrival: { type: 'days', date: null, deadline: null, days: 5, weekday: null },
      supplier: 'E2E Supply',
    },
  ],
  references: [{ ref: 'E2E-CUP-77', visible: true }],
  related: [],
};

function supplierFile(item = part, withBadRow = true): string {
  const cells = itemCells(item);
  const good = csvLine(ITEM_COLUMNS.map((column) => cells[column] ?? ''));
  const bad = csvLine(
    ITEM_COLUMNS.map((column) => (column === 'price_any' ? 'free' : (cells[column] ?? ''))),
  );
  const rows = [csvLine(ITEM_COLUMNS), good];
  if (withBadRow) rows.push(bad.replace(part.id, 'e2e0000000000000000a0002'));
  return rows.join('\n');
}

test('an admin uploads a supplier file, reads its report and applies the valid rows', async ({
  page,
  context,
  consoleSession,
}) => {
  await openConsole(page, consoleSession);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Imports' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
  await page.getByLabel('Catalog file').setInputFiles({
    name: 'week-48.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(supplierFile(), 'utf8'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Import: week-48.csv' })).toBeVisible();
  const report = page.getByRole('region', { name: 'Report' });
  await expect(report).toContainText('Rows in the file');
  const problems = page.getByRole('table', { name: 'Problems found in the file' });
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1)).toContainText('3');
  await expect(problems.getByRole('row').nth(1)).toContainText('price_any');
  await expect(problems.getByRole('row').nth(1)).toContainText('free');
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled();
  await expectAccessible(page, "an import's report");

  await page.getByRole('button', { name: 'Apply the valid rows' }).click();
  await page.getByRole('button', { name: 'Yes, apply the valid rows' }).click();
  await expect(page.getByText('Applied: 1 row written.')).toBeVisible();

  const shop = waitingForTheApp(await context.newPage());
  await shop.goto(`/item/${part.id}`);
  await expect(shop.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
  await expect(shop.getByRole('region', { name: 'Buy' })).toContainText(
    displayPrice(1995, DEFAULT_CURRENCY, 2500),
  );

  // Next week's file changes the price: the shop, which has the item's page cached, follows.
  const repriced = { ...part, prices: [{ ...part.prices[0]!, price: 2495 }] };
  await page.getByRole('link', { name: 'All imports' }).click();
  await page.getByLabel('Catalog file').setInputFiles({
    name: 'week-49.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(supplierFile(repriced, false), 'utf8'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('No problems were found.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, apply', exact: true }).click();
  await expect(page.getByText('Applied: 1 row written.')).toBeVisible();
  await shop.reload();
  await expect(shop.getByRole('region', { name: 'Buy' })).toContainText(
    displayPrice(2495, DEFAULT_CURRENCY, 2500),
  );
});
