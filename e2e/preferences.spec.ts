import { expect, pageReady, test } from './fixtures.js';
import { displayPrice, type Currency, type ItemsPage } from '@shop/domain';
import { gridPrices } from './helpers.js';

test('currency and VAT switch the figures, persist, and language switches to sv and fi', async ({
  page,
  request,
}) => {
  const currencies = (await (await request.get('/api/currencies')).json()) as Currency[];
  const sek = currencies.find((c) => c.code === 'SEK')!;
  const gbp = currencies.find((c) => c.code === 'GBP')!;
  const eur = currencies.find((c) => c.code === 'EUR')!;
  const list = (await (
    await request.get('/api/items/car/volvo-240/group/brakes')
  ).json()) as ItemsPage;
  const cents = list.items.map((i) => i.price);

  await page.goto('/car/volvo-240/brakes/');
  expect(await gridPrices(page)).toEqual(cents.map((c) => displayPrice(c, eur, 2500)));

  await page.getByLabel('Currency').selectOption('SEK');
  await expect.poll(() => gridPrices(page)).toEqual(cents.map((c) => displayPrice(c, sek, 2500)));
  expect((await gridPrices(page))[0]).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} kr$/);

  await page.getByLabel('VAT').selectOption('0');
  await expect.poll(() => gridPrices(page)).toEqual(cents.map((c) => displayPrice(c, sek, 0)));

  await page.reload();
  await expect.poll(() => gridPrices(page)).toEqual(cents.map((c) => displayPrice(c, sek, 0)));
  expect(
    await page.evaluate(() => [localStorage.getItem('currency'), localStorage.getItem('vat')]),
  ).toEqual(['SEK', '0']);

  await page.getByLabel('Currency').selectOption('GBP');
  await page.getByLabel('VAT').selectOption('1200');
  await expect.poll(() => gridPrices(page)).toEqual(cents.map((c) => displayPrice(c, gbp, 1200)));
  expect((await gridPrices(page))[0]).toMatch(/^£\d{1,3}(,\d{3})*\.\d{2}$/);

  await page.goto('/car/volvo-240');
  await page.getByLabel('Language').selectOption('sv');
  await expect(page.getByText('Välj en grupp till vänster.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Senaste uppdateringar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  // The choice reloaded the page: the app takes it over again before the next choice.
  await pageReady(page);
  const lang = (await page.context().cookies()).find((c) => c.name === 'lang')!;
  expect(lang.value).toBe('sv');
  expect(lang.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

  await page.getByLabel('Språk').selectOption('fi');
  await expect(page.getByText('Valitse ryhmä vasemmalta.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Viimeisimmät päivitykset' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Valitse ryhmä vasemmalta.')).toBeVisible();

  // Prices follow the language's conventions: a decimal comma, no-break spaces between thousands.
  // The list is sorted by the Finnish names now, so its order is the Finnish list's.
  const fiList = (await (
    await request.get('/api/items/car/volvo-240/group/brakes', { headers: { cookie: 'lang=fi' } })
  ).json()) as ItemsPage;
  const fiCents = fiList.items.map((i) => i.price);
  await page.goto('/car/volvo-240/brakes/');
  await expect
    .poll(() => gridPrices(page))
    .toEqual(fiCents.map((c) => displayPrice(c, gbp, 1200, 'fi')));
  expect((await gridPrices(page))[0]).toMatch(/^£\d{1,3}(\u00a0\d{3})*,\d{2}$/);
});
