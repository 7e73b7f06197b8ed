// A crawler finds the catalog through robots.txt and the sitemaps: every language's pages and
// items at their ?lang= addresses, each with the other languages as alternates; the checkout,
// account, console and API are closed to it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

const ORIGIN = 'https://shop.example';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: ORIGIN } });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'evil.test' } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

it('tells crawlers what to leave alone and where the sitemap is', async () => {
  const res = await get('/robots.txt');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  const lines = res.body.split('\n');
  for (const path of ['/api/', '/admin', '/checkout', '/review', '/complete', '/login', '/search'])
    expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

it('indexes each language’s pages and items', async () => {
  const res = await get('/sitemap.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  expect(locs(res.body)).toEqual(
    ['en', 'sv', 'fi'].flatMap((lang) => [
      `${ORIGIN}/sitemaps/${lang}/pages.xml`,
      `${ORIGIN}/sitemaps/${lang}/items-1.xml`,
    ]),
  );
});

it('lists the home page, cars, their part groups and drawings in Swedish, with alternates', async () => {
  const res = await get('/sitemaps/sv/pages.xml');
  expect(res.statusCode).toBe(200);
  const found = locs(res.body);
  expect(found).toContain(`${ORIGIN}/?lang=sv`);
  expect(found).toContain(`${ORIGIN}/car/volvo-240?lang=sv`);
  expect(found).toContain(`${ORIGIN}/car/volvo-240/brakes?lang=sv`);
  expect(found.some((loc) => /\/diagram\/[^/?]+\?lang=sv$/.test(loc!))).toBe(true);
  expect(found.every((loc) => loc!.startsWith(`${ORIGIN}/`) && loc!.endsWith('?lang=sv'))).toBe(
    true,
  );
  expect(res.body).toContain(
    `<xhtml:link rel="alternate" hreflang="fi" href="${ORIGIN}/car/volvo-240?lang=fi"/>`,
  );
  expect(res.body).toContain(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/car/volvo-240"/>`,
  );
});

it('lists every item in Finnish, and answers 404 JSON past the last file or for another language', async () => {
  const res = await get('/sitemaps/fi/items-1.xml');
  expect(res.statusCode).toBe(200);
  const items = locs(res.body);
  expect(items.length).toBeGreaterThan(3000);
  expect(
    items.every((loc) => /^https:\/\/shop\.example\/item\/[0-9a-f]{24}\?lang=fi$/.test(loc!)),
  ).toBe(true);
  for (const url of [
    '/sitemaps/fi/items-2.xml',
    '/sitemaps/de/pages.xml',
    '/sitemaps/fi/items-x.xml',
  ]) {
    const missing = await get(url);
    expect(missing.statusCode, url).toBe(404);
    expect(missing.json(), url).toMatchObject({ code: 'not_found' });
  }
});

it('keeps a built sitemap until the catalog changes', async () => {
  const file = '/sitemaps/en/items-1.xml';
  const before = locs((await get(file)).body);
  const id = 'ffffffffffffffffffffffff';
  await t.db
    .insertInto('items')
    .values({
      id,
      legacy_id: null,
      name: 'Sitemap bracket',
      description: '',
      model: '',
      image: '',
      group_slug: 'brakes',
      price: 100,
      weight: 10,
      stock_quantity: 0,
      updated_at: new Date().toISOString(),
    })
    .execute();
  expect(locs((await get(file)).body)).toEqual(before);
  t.app.context.caches.invalidate(['items']);
  expect(locs((await get(file)).body)).toContain(`${ORIGIN}/item/${id}?lang=en`);
});
