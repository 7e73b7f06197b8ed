import { expect, test, waitingForTheApp } from './fixtures.js';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEFAULT_CURRENCY, displayPrice, lineFee } from '@shop/domain';
import type { Brand, Item, ItemsPage } from '@shop/domain';
import { expectAccessible } from './axe.js';
import { diagramWithBothColours } from './diagram-helpers.js';

const CAR = 'volvo-240';
/** Groups tried in turn for the picks below: which one has them depends on the demo's data. */
const GROUPS = ['brakes', 'engine', 'cooling', 'fuel-system', 'electrical', 'ignition'];
const euro = (cents: number) => displayPrice(cents, DEFAULT_CURRENCY, 2500);

interface Picks {
  /** The group whose list's first page holds both. */
  group: string;
  /** On the list's first page, stocked, with a positive fee for one unit of its 'any' offer. */
  withFee: Item;
  /** Sold in more than one brand at different prices. */
  branded: Item;
}

/** Items of the demo catalog found through the API, so the journey does not depend on ids. */
async function pickItems(request: APIRequestContext): Promise<Picks> {
  for (const group of GROUPS) {
    const answer = await request.get(`/api/items/car/${CAR}/group/${group}`);
    expect(answer.ok()).toBe(true);
    const { items } = (await answer.json()) as ItemsPage;
    const withFee = items.find((item) => {
      const any = item.prices_typed.any;
      return any && item.brand === 'any' && item.stock.quantity >= 3 && lineFee(any, 3) > 0;
    });
    const branded = items.find((item) => {
      const prices = Object.values(item.prices_typed).map((entry) => entry.price);
      return item !== withFee && prices.length > 1 && new Set(prices).size === prices.length;
    });
    if (withFee && branded) return { group, withFee, branded };
  }
  throw new Error(
    `No fee and branded item on the first page of any of ${CAR}'s ${GROUPS.join(', ')}`,
  );
}

/** The grid row holding the link to `item`. */
function rowOf(page: Page, item: Item): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.locator(`a[href$="/item/${item._id}"]`) })
    .first();
}

const cartLink = (page: Page, label: string) => page.getByRole('link', { name: label });

/** Adds one item from a diagram's info panel; answers its name. */
async function addFromDiagram(page: Page, request: APIRequestContext): Promise<string> {
  const pick = await diagramWithBothColours(request, CAR, 'gearbox');
  await page.goto(`/diagram/${pick.illustration}/${pick.linked[0]}`);
  const panel = page.getByRole('region', { name: `Position ${pick.linked[0]}` });
  const entry = panel
    .getByRole('article')
    .filter({ has: page.getByRole('img') })
    .first();
  const name = (await entry.getByRole('heading').textContent())!.trim();
  await entry.getByRole('button', { name: 'Add to cart' }).click();
  await expect(entry.getByRole('status')).toHaveText('Added to cart');
  return name;
}

test('add from list, item page and diagram; edit, keep and empty the cart', async ({
  page,
  request,
}) => {
  const { group, withFee, branded } = await pickItems(request);
  // The page's clock runs as usual, but the bin's 3 seconds below pass when the test says.
  await page.clock.install();

  // 1. The item list row.
  await page.goto(`/car/${CAR}/${group}/`);
  await expect(cartLink(page, 'Cart, empty')).toBeVisible();
  await rowOf(page, withFee).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink(page, 'Cart, 1 item')).toBeVisible();

  // 2. The item page's purchase box.
  await page.goto(`/car/${CAR}/${group}/item/${branded._id}`);
  const box = page.getByRole('region', { name: 'Buy' });
  await box.getByRole('button', { name: 'Add to cart' }).click();
  await expect(box.getByRole('status')).toHaveText('Added to cart');
  await expect(cartLink(page, 'Cart, 2 items')).toBeVisible();

  // 3. A diagram's info panel.
  const fromDiagram = await addFromDiagram(page, request);
  await expect(cartLink(page, 'Cart, 3 items')).toBeVisible();

  // The cart on /checkout.
  await cartLink(page, 'Cart, 3 items').click();
  await expect(page).toHaveURL(/\/checkout$/);
  const grid = page.getByRole('table', { name: 'Parts in your cart' });
  await expect(grid.getByRole('row')).toHaveCount(4);
  await expect(grid.getByRole('link', { name: fromDiagram })).toBeVisible();
  await expectAccessible(page, 'the cart');

  // The fee and the arrival estimate of the fee item; its quantity changes both fee and total.
  const feeRow = rowOf(page, withFee);
  const any = withFee.prices_typed.any!;
  await expect(feeRow.getByText(`+${euro(lineFee(any, 1))}`)).toBeVisible();
  await expect(feeRow.getByRole('button', { name: 'About the small-order fee' })).toBeVisible();
  await expect(feeRow.getByText(/Ships around \d{4}-\d{2}-\d{2}/)).toBeVisible();
  const total = page.locator('.cart__total dd');
  const before = await total.textContent();
  await feeRow.getByRole('spinbutton', { name: `Quantity of ${withFee.name}` }).fill('2');
  await feeRow.getByRole('button', { name: `Increase the quantity of ${withFee.name}` }).click();
  await expect(feeRow.getByText(`+${euro(lineFee(any, 3))}`)).toBeVisible();
  await expect(feeRow.getByText(euro(any.price * 3), { exact: true })).toBeVisible();
  await expect(total).not.toHaveText(before!);

  // The brand choice of the branded item changes its unit price.
  const brandRow = rowOf(page, branded);
  const select = brandRow.getByRole('combobox', { name: `Brand of ${branded.name}` });
  const other = (Object.keys(branded.prices_typed) as Brand[]).find((b) => b !== 'any')!;
  await select.selectOption(other);
  const otherPrice = euro(branded.prices_typed[other]!.price);
  await expect(brandRow.getByText(otherPrice, { exact: true }).first()).toBeVisible();

  // A reload keeps the cart as it was left.
  await page.reload();
  await expect(grid.getByRole('row')).toHaveCount(4);
  await expect(
    rowOf(page, withFee).getByRole('spinbutton', { name: `Quantity of ${withFee.name}` }),
  ).toHaveValue('3');
  await expect(
    rowOf(page, branded).getByRole('combobox', { name: `Brand of ${branded.name}` }),
  ).toHaveValue(other);

  // The bin asks first, forgets after 3 seconds, then empties on a confirmed second click.
  await page.getByRole('button', { name: 'Empty the cart' }).click();
  const confirm = page.getByRole('button', { name: 'Click again to empty the cart' });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cart.png'), fullPage: true });
  await page.clock.runFor(3_000);
  await expect(page.getByRole('button', { name: 'Empty the cart' })).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Empty the cart' }).click();
  await confirm.click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cartLink(page, 'Cart, empty')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('{}');
});

test('a shared cart link shows the same lines in a fresh browser', async ({
  page,
  request,
  browser,
}) => {
  const { group, withFee, branded } = await pickItems(request);
  await page.goto(`/car/${CAR}/${group}/`);
  await rowOf(page, withFee).getByRole('button', { name: 'Add to cart' }).click();
  await rowOf(page, branded).getByRole('button', { name: 'Add to cart' }).click();
  await rowOf(page, branded).getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page.getByRole('table', { name: 'Parts in your cart' })).toBeVisible();

  await page.getByRole('button', { name: 'Share cart' }).click();
  await expect(page).toHaveURL(/\/cart\/\d{8}\/[A-Za-z0-9_-]{16}$/);
  const link = page.getByRole('textbox', { name: 'Link to this cart' });
  await expect(link).toHaveValue(page.url());
  // The sharer lands on the address to copy.
  await expect(link).toBeFocused();
  const shared = page.url();

  const fresh = await browser.newContext();
  try {
    const other = waitingForTheApp(await fresh.newPage());
    await other.goto(shared);
    await expect(other.getByRole('heading', { level: 1, name: 'Saved cart' })).toBeVisible();
    await expect(other.getByRole('table', { name: 'Parts in your cart' })).toBeVisible();
    for (const [item, quantity] of [
      [withFee, '1'],
      [branded, '2'],
    ] as const) {
      await expect(
        rowOf(other, item).getByRole('spinbutton', { name: `Quantity of ${item.name}` }),
      ).toHaveValue(quantity);
    }
    await expect(other.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  } finally {
    await fresh.close();
  }
});

test('a stored cart is restored on load, and items no longer sold leave it politely', async ({
  page,
  request,
}) => {
  const { withFee } = await pickItems(request);
  const gone = 'ffffffffffffffffffffffff';
  await page.addInitScript(
    ([known, unknown]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'cart',
        JSON.stringify({
          [known]: { quantity: 2, brand: 'any', car: 'volvo-240' },
          [unknown]: { quantity: 1, brand: 'any', car: null },
        }),
      );
    },
    [withFee._id, gone],
  );
  await page.goto('/checkout');
  await expect(
    page.getByText('1 part in your cart is no longer sold and has been removed.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(rowOf(page, withFee)).toBeVisible();
  expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('cart')!)))).toEqual(
    [withFee._id],
  );
});

test('an unknown saved cart shows the not-found page', async ({ page }) => {
  await page.goto('/cart/20260101/AAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(
    page.getByText('We could not find that saved cart. Please check the link.'),
  ).toBeVisible();
});
