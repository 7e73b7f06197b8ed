import { PHONE, expect, test } from './fixtures.js';

test.use({ ...PHONE, viewport: { width: 390, height: 844 } });

test('on a 390 px phone the car picker is on the first screen, before the slider', async ({
  page,
}) => {
  await page.goto('/');
  const cars = page.getByRole('region', { name: 'Find parts for your car' });
  const firstCar = cars.getByRole('link').first();
  await expect(firstCar).toBeVisible();
  // Each car is named by its make and model.
  await expect(firstCar).toHaveText(/^Volvo \S/);
  const box = (await firstCar.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(844);
});
