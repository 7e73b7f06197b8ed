import { expect } from '@playwright/test';
import { test } from './fixtures.js';

test.use({ viewport: { width: 390, height: 844 } });

test('on a 390 px phone the car picker is on the first screen, before the slider', async ({
  page,
}) => {
  await page.goto('/');
  const cars = page.getByRole('region', { name: 'Find parts for your car' });
  const firstCar = cars.getByRole('link').first();
  await expect(firstCar).toBeVisible();
  const box = (await firstCar.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(844);
});
