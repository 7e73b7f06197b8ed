import { PHONE, expect, test } from './fixtures.js';

test.use({ ...PHONE, viewport: { width: 390, height: 844 } });

test('on a 390 px phone the Swedish item list keeps price and add-to-cart on the screen', async ({
  page,
}) => {
  await page.goto('/car/volvo-240/brakes?lang=sv');
  const table = page.getByRole('table');
  const adds = table.getByRole('button', { name: 'Lägg i varukorgen' });
  await expect(adds.first()).toBeVisible();
  for (const add of (await adds.all()).slice(0, 5)) {
    const box = (await add.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // The groups are one row of chips: the first items are on the first screen.
  const firstRow = (await table.getByRole('row').nth(1).boundingBox())!;
  expect(firstRow.y).toBeLessThan(844);
  const prices = table.getByText(/\d+,\d{2}\s€/);
  const price = (await prices.first().boundingBox())!;
  expect(price.x + price.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('on a phone the car overview lists its part groups once', async ({ page }) => {
  await page.goto('/car/volvo-240');
  await expect(page.getByRole('heading', { name: 'Latest updates' })).toBeVisible();
  const brakes = page.getByRole('link', { name: /^\d*\s*Brakes/ });
  await expect(brakes.filter({ visible: true })).toHaveCount(1);
});
