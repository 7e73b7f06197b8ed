import { expect } from '@playwright/test';
import { test } from './fixtures.js';

test('unknown slugs and malformed ids show a friendly view, never a blank screen', async ({
  page,
}) => {
  await page.goto('/car/no-such-car');
  await expect(page.getByText(/We could not find the car/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();

  await page.goto('/car/volvo-240/no-such-group/');
  await expect(page.getByText(/does not exist/)).toBeVisible();

  await page.goto('/item/not-an-id');
  await expect(page.getByText('We could not find that item.')).toBeVisible();

  await page.goto('/item/ffffffffffffffffffffffff');
  await expect(page.getByText('We could not find that item.')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('bad input to the API answers 4xx JSON errors', async ({ request }) => {
  for (const [path, status] of [
    ['/api/car/no-such-car', 404],
    ['/api/items/car/volvo-240/group/brakes/abc', 400],
    ['/api/items/car/volvo-240/group/no-such-group', 404],
    ['/api/diagrams/item/not-an-id', 400],
    ['/api/diagrams/item/ffffffffffffffffffffffff', 404],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(status);
    const body = await res.json();
    expect(typeof body.message, path).toBe('string');
    expect(typeof body.code, path).toBe('string');
  }
  // The staff console's page, never the shop's (which would leave for /admin again).
  const admin = await request.get('/admin');
  expect(admin.status()).toBe(200);
  expect(await admin.text()).not.toContain('<div id="root">');
});
