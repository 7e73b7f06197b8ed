// The pages a visitor arrives on, as a phone and a crawler get them: the content is in the first
// answer (no script needed), and nothing on the page moves while the app takes it over.
import type { Page } from '@playwright/test';
import { PHONE, expect, test } from './fixtures.js';

test.use({ ...PHONE, viewport: { width: 390, height: 844 } });

// The demo catalog comes from a fixed seed: this fuel pump fits the 142 and 144 and sits at
// position 1 of the 142's fuel tank drawing.
const ITEM = '586bc5db30737ea4b300093b';
const DIAGRAM = 'V14202011';
const PAGES = ['/', '/car/volvo-240', `/item/${ITEM}`, `/diagram/${DIAGRAM}`];

/** The page's text between <main> and its end, tags dropped. */
function mainText(html: string): string {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);

test('a crawler that runs no script gets each page with its content and links', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  expect(links(home)).toEqual(expect.arrayContaining(['/car/volvo-240', '/car/volvo-142']));
  expect(mainText(home)).toContain('240 / 260');

  const car = await (await request.get('/car/volvo-240')).text();
  expect(mainText(car)).toContain('Brakes');
  expect(links(car)).toEqual(expect.arrayContaining(['/car/volvo-240/brakes/']));
  expect(
    links(car).some((href) => /^\/car\/volvo-240\/[^/]+\/item\/[0-9a-f]{24}$/.test(href)),
  ).toBe(true);

  const item = await request.get(`/item/${ITEM}`);
  expect(item.status()).toBe(200);
  const itemText = mainText(await item.text());
  expect(itemText).toContain('Fuel pump, B18');
  expect(itemText).toMatch(/\d+\.\d{2} €/);
  expect(itemText).toMatch(/In stock|Ordered from supplier/);
  expect(itemText).toContain('Fits Volvo 142 and 144');
  expect(links(await (await request.get(`/item/${ITEM}`)).text())).toContain(
    `/diagram/${DIAGRAM}/1`,
  );

  const diagram = await (await request.get(`/diagram/${DIAGRAM}`)).text();
  expect(mainText(diagram)).toContain('Fuel tank and lines');
  expect(diagram).toContain(`<img class="diagram-page__preview" src="/`);

  const missing = await request.get('/item/ffffffffffffffffffffffff');
  expect(missing.status()).toBe(404);
});

for (const path of PAGES) {
  test(`nothing moves on ${path} while it loads on a phone (CLS at most 0.05)`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    // Everything that could still move the first screen has arrived: its images, and a drawing's map.
    await page.waitForFunction(() =>
      [...document.images].every(
        (image) =>
          image.complete ||
          !image.checkVisibility() ||
          image.getBoundingClientRect().top >= window.innerHeight,
      ),
    );
    if (path.startsWith('/diagram/'))
      await expect(page.locator('.leaflet-container')).toBeVisible();
    const total = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    expect(total).toBeLessThanOrEqual(0.05);
  });
}

/**
 * Opens the item page with the app's code held back: the page is the server's HTML alone until the
 * returned function lets the code through.
 */
async function openBeforeTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-(?!react)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for the app (the fixture's goto would): only for the page and its entry script.
  await page.goto(`/item/${ITEM}`, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(
    false,
  );
  return release;
}

test('a tap on "Add to cart" before the app is live is not lost', async ({ page }) => {
  const release = await openBeforeTheApp(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  release();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('text typed into the search box before the app is live is kept and searched', async ({
  page,
}) => {
  const release = await openBeforeTheApp(page);
  const box = page.getByRole('search').getByRole('searchbox');
  await box.fill('brake disc');
  release();
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await expect(box).toHaveValue('brake disc');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=brake(\+|%20)disc$/);
});
