// Car pages' server-rendered head on SQLite and PostgreSQL: the car by its make and name ("Volvo
// 240") in the title and Open Graph, in the page's language, and 404 for a car the catalog lacks.
import type { CarResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_INDEX_HTML } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: { 'index.html': TEST_INDEX_HTML } });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('car pages', () => {
  it('title the car with its make, on every mode of the car', async () => {
    for (const url of ['/car/volvo-240', '/car/volvo-240/', '/car/volvo-240/search?q=disc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe('Volvo 240 | Nordic Parts');
      expect(res.body).toContain('<meta property="og:title" content="Volvo 240 | Nordic Parts">');
      expect(res.body).toContain(
        '<meta name="description" content="Spare parts for the Volvo 240: parts lists',
      );
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('names the group before the car, in the page’s language', async () => {
    const swedish = await get('/api/car/volvo-240', { cookie: 'lang=sv' });
    const brakes = swedish.json<CarResponse>().groups.find((g) => g.slug === 'brakes');
    expect(brakes?.name).toBeTruthy();
    for (const url of ['/car/volvo-240/brakes', '/car/volvo-240/brakes/diagrams']) {
      const res = await get(url, { cookie: 'lang=sv' });
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe(`${brakes?.name} – Volvo 240 | Nordic Parts`);
      expect(res.body).toContain(`content="${brakes?.name} till Volvo 240: dellistor`);
    }
  });

  it('answers 404 with the app for an unknown or malformed car', async () => {
    for (const url of ['/car/no-such-car', '/car/Not_A_Slug/brakes']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});
