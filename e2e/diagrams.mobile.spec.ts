import { PHONE, expect, test } from './fixtures.js';
import { diagramWithBothColours } from './diagram-helpers.js';

test.use(PHONE);

test('a diagram on a phone: tap a circle, narrow list columns hidden', async ({
  page,
  request,
}) => {
  const pick = await diagramWithBothColours(request, 'volvo-240', 'gearbox');
  await page.goto(`/diagram/${pick.illustration}`);
  await expect(page.getByRole('heading', { level: 1, name: pick.name })).toBeVisible();

  await page.locator('path.diagram-marker--linked').first().tap();
  await expect(page).toHaveURL(new RegExp(`/diagram/${pick.illustration}/\\d+$`));
  await expect(page.getByRole('region', { name: /^Position \d+$/ })).toBeVisible();

  await page.getByRole('button', { name: 'List', exact: true }).click();
  const table = page.getByRole('table', { name: `Parts in ${pick.name}` });
  const header = (name: string) => table.getByRole('columnheader', { name, exact: true });
  // Under 480px both Remark and Quantity are hidden; Position, Reference and Price stay.
  await expect(header('Position')).toBeVisible();
  await expect(header('Reference')).toBeVisible();
  await expect(header('Price')).toBeVisible();
  await expect(header('Remark')).toBeHidden();
  await expect(header('Quantity')).toBeHidden();
  await expect(table.locator('td.diagram-table__quantity').first()).toBeHidden();

  // Between 480 and 720px only Remark is hidden.
  await page.setViewportSize({ width: 600, height: 900 });
  await expect(header('Quantity')).toBeVisible();
  await expect(header('Remark')).toBeHidden();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(header('Remark')).toBeVisible();
});
