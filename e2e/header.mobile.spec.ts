import { expect, test } from '@playwright/test';

test('the header car menu works at mobile width', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Cars' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const link = page.getByRole('link', { name: '240', exact: true }).first();
  await expect(link).toBeInViewport();
  const viewport = page.viewportSize()!;
  const panel = await page
    .locator('#' + (await button.getAttribute('aria-controls')))
    .boundingBox();
  expect(panel!.width).toBeGreaterThan(viewport.width * 0.9);

  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await button.click();
  await link.click();
  await expect(page).toHaveURL(/\/car\/volvo-240/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: 'Latest updates' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cart/ })).toBeVisible();
  await expect(
    page.getByRole('searchbox').or(page.getByRole('textbox', { name: 'Search' })),
  ).toBeVisible();
});
