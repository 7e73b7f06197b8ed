import { PHONE, expect, test } from './fixtures.js';
import { expectAccessible } from './axe.js';
import { cartOf, pickItems, seedCart } from './checkout-helpers.js';

test.use({ ...PHONE, viewport: { width: 390, height: 844 } });

test('on a 390 px phone the checkout cart is cards: price and remove on the screen, nothing wider', async ({
  page,
  request,
}) => {
  const [disc, pads] = await pickItems(request);
  await seedCart(page, cartOf([disc, 2], [pads, 1]));
  await page.goto('/checkout');
  const cart = page.getByRole('table', { name: /cart/i });
  await expect(cart.getByRole('link', { name: disc.name })).toBeVisible();
  const onScreen = async (name: string) => {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
  };
  await onScreen(`Remove ${disc.name} from the cart`);
  await onScreen(`Remove ${pads.name} from the cart`);
  for (const price of await cart.locator('.cart-grid__line-price').all()) {
    const box = await price.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  // Each card shows its picture, and says in words when its part ships.
  const thumbnail = cart.locator('.cart-grid__image img').first();
  await expect(thumbnail).toBeVisible();
  expect((await thumbnail.boundingBox())!.width).toBeGreaterThan(40);
  await expect(
    cart.getByText(/^(In stock, ships today|Ships in about \d+ days?|Ships around .+)$/).first(),
  ).toBeVisible();
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'the checkout cart on a phone');
});
