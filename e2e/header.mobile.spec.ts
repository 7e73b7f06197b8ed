import { PHONE, expect, test } from './fixtures.js';

test.use(PHONE);

test('the header car menu works at mobile width', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Cars' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const link = page.getByRole('link', { name: 'Volvo 240', exact: true }).first();
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
  // The groups sit above the content on a phone, and the hint says so.
  await expect(page.getByText('Please select a group above.')).toBeVisible();
  await expect(page.getByText('Please select a group to the left.')).toBeHidden();
  await expect(page.getByRole('link', { name: /Cart/ })).toBeVisible();
  await expect(
    page.getByRole('searchbox').or(page.getByRole('textbox', { name: 'Search' })),
  ).toBeVisible();
});

for (const language of ['en', 'sv', 'fi']) {
  test(`the search field's placeholder fits at mobile width in ${language}`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    await page.goto('/');
    const field = page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: /./ }))
      .first();
    await expect(field).toBeVisible();
    const fits = await field.evaluate((element) => {
      const input = element as HTMLInputElement;
      const style = getComputedStyle(input);
      const context2d = document.createElement('canvas').getContext('2d')!;
      context2d.font = style.font;
      const text = context2d.measureText(input.placeholder).width;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { placeholder: input.placeholder, text, room };
    });
    expect(fits.placeholder).not.toBe('');
    expect(fits.text, fits.placeholder).toBeLessThanOrEqual(fits.room);
  });
}
