// SPEC §9: without a lang cookie the site's domain picks the language (.se/.nu Swedish, .fi/.eu
// Finnish, else English) and the first currency (Swedish domains SEK, .fi EUR); a cookie wins over
// the domain; a changed language is stored for a year and the page reloads in it. Chromium resolves
// the shop's country domains to the test server (--host-resolver-rules in playwright.config.ts), so
// the page runs on them.
import { expect, pageReady, test } from './fixtures.js';

/** The test server's address on `host`. */
function on(host: string, baseURL: string | undefined, path = '/'): string {
  const url = new URL(path, baseURL);
  url.hostname = host;
  return url.href;
}

const LANGUAGE_LABEL = { en: 'Language', sv: 'Språk', fi: 'Kieli' } as const;
const CURRENCY_LABEL = { en: 'Currency', sv: 'Valuta', fi: 'Valuutta' } as const;

for (const [host, lang, currency] of [
  ['shop.se', 'sv', 'SEK'],
  ['shop.nu', 'sv', 'SEK'],
  ['shop.fi', 'fi', 'EUR'],
  ['shop.eu', 'fi', 'EUR'],
  ['shop.com', 'en', 'EUR'],
] as const) {
  test(`${host} opens in ${lang} with ${currency} first`, async ({ page, baseURL }) => {
    await page.goto(on(host, baseURL, '/contact'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByLabel(LANGUAGE_LABEL[lang], { exact: true })).toHaveValue(lang);
    await expect(page.getByLabel(CURRENCY_LABEL[lang], { exact: true })).toHaveValue(currency);
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBeNull();
  });
}

test('the server renders the first page in the Host header’s language', async ({ request }) => {
  for (const [host, lang] of [
    ['shop.se', 'sv'],
    ['shop.fi', 'fi'],
    ['shop.com', 'en'],
  ] as const) {
    const html = await (await request.get('/about', { headers: { Host: host } })).text();
    expect(html, host).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
  }
});

test('a lang cookie wins over the domain, and se means Swedish', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'fi', url: on('shop.se', baseURL) }]);
  await page.goto(on('shop.se', baseURL, '/about'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tietoa Nordic Partsista');
  // The currency still follows the domain.
  await expect(page.getByLabel('Valuutta', { exact: true })).toHaveValue('SEK');

  await context.addCookies([{ name: 'lang', value: 'se', url: on('shop.com', baseURL) }]);
  await page.goto(on('shop.com', baseURL, '/about'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om Nordic Parts');
});

test('a chosen language is kept for a year and the page reloads in it; a chosen currency outlives the domain', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(on('shop.se', baseURL, '/about'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om Nordic Parts');
  await page.getByLabel('Språk', { exact: true }).selectOption('fi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tietoa Nordic Partsista');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  // The choice reloaded the page: the app takes it over again before the next choice.
  await pageReady(page);
  const cookie = (await context.cookies(on('shop.se', baseURL))).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('fi');
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  await page.getByLabel('Valuutta', { exact: true }).selectOption('EUR');
  await page.reload();
  await expect(page.getByLabel('Valuutta', { exact: true })).toHaveValue('EUR');
  expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('EUR');
});

test('an address with ?lang= (where hreflang points) opens in that language and keeps it', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(on('shop.se', baseURL, '/about?lang=fi'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tietoa Nordic Partsista');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  const cookie = (await context.cookies(on('shop.se', baseURL))).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('fi');
  await page.goto(on('shop.se', baseURL, '/terms'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tilaus- ja toimitusehdot');
});
