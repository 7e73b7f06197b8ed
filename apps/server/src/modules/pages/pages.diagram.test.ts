// Drawing pages' server-rendered head on SQLite and PostgreSQL: the drawing by name in the title and
// Open Graph, in the page's language; a drawing only customers may see keeps the shop's own head.
import { carDisplayName } from '@shop/domain';
import type { DiagramResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_INDEX_HTML } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { loadDiagrams } from '../diagrams/diagrams.fixtures.js';
import type { DiagramFixture } from '../diagrams/diagrams.fixtures.js';

let t: TestApp;
let open: DiagramFixture;
let modern: DiagramFixture;
beforeAll(async () => {
  t = await createTestApp({ web: { 'index.html': TEST_INDEX_HTML } });
  const diagrams = await loadDiagrams(t.db);
  const pick = (isModern: boolean) => {
    const found = diagrams.find((d) => d.modern === isModern);
    if (!found) throw new Error(`the demo has no ${isModern ? 'modern' : 'classic'} diagram`);
    return found;
  };
  [open, modern] = [pick(false), pick(true)];
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('drawing pages', () => {
  it('title the drawing by its name in the page’s language, with the car in the description', async () => {
    const swedish = { cookie: 'lang=sv' };
    const { diagram } = (
      await get(`/api/diagrams/${open.illustration}`, swedish)
    ).json<DiagramResponse>();
    for (const url of [`/diagram/${open.illustration}`, `/diagram/${open.illustration}/3`]) {
      const res = await get(url, swedish);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe(`${diagram.name} | Nordic Parts`);
      expect(res.body).toContain(
        `<meta property="og:title" content="${diagram.name} | Nordic Parts">`,
      );
      expect(res.body).toContain(
        `<meta name="description" content="${diagram.name} till ${carDisplayName(diagram.car)}: sprängskiss`,
      );
    }
  });

  it('keeps the shop’s own head for a drawing only customers may see', async () => {
    const res = await get(`/diagram/${modern.illustration}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(titleOf(TEST_INDEX_HTML));
    expect(res.body).not.toContain(modern.name);
  });

  it('answers 404 with the app for an unknown or malformed drawing', async () => {
    for (const url of ['/diagram/V99999011', '/diagram/not-a-drawing']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});
