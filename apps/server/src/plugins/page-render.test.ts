// The server-rendered page: the web app's server build fills #root and adds its state block; a
// page it leaves to the browser, or a render that fails, is sent as the empty app as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_INDEX_HTML } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

// A stand-in for apps/web/dist-server/entry-server.js: it shows what the server handed it.
const FAKE_RENDERER = `
import { Readable } from 'node:stream';
export async function renderPage(request) {
  if (request.url.startsWith('/checkout')) return null;
  if (request.url.startsWith('/boom')) throw new Error('render failed');
  const answer = await request.fetch('/api/car-groups', { headers: {} });
  const groups = await answer.json();
  if (request.url.startsWith('/partly')) request.onError(new Error('one part failed'));
  const seen = JSON.stringify({ url: request.url, language: request.language,
    cookies: request.cookies, groups: groups.length, api: answer.status });
  return {
    status: request.url.startsWith('/missing') ? 404 : 200,
    html: Readable.from(['<p>', seen.replace(/</g, ''), '</p>']),
    stateScript: '<script type="application/json" id="page-state">{"version":1}</script>',
  };
}
`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    web: { 'index.html': TEST_INDEX_HTML, '../dist-server/entry-server.js': FAKE_RENDERER },
  });
});

afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function rendered(body: string): Record<string, unknown> | null {
  const match = /<div id="root"><p>(.*)<\/p><\/div>/.exec(body);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

describe('server-rendered pages', () => {
  it('puts the page into #root, with the state block before the scripts', async () => {
    const res = await get('/car/volvo-240?sort=price');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.vary).toContain('Cookie');
    expect(rendered(res.body)).toMatchObject({ url: '/car/volvo-240?sort=price', api: 200 });
    expect(rendered(res.body)?.groups).toBeGreaterThan(0);
    expect(res.body).toMatch(
      /<\/p><\/div><script type="application\/json" id="page-state">\{"version":1\}<\/script><script type="module"/,
    );
  });

  it("renders in the page's language with the display choices, never the visitor's login", async () => {
    const res = await get('/car/volvo-240', {
      cookie: 'lang=fi; currency=SEK; vat=0; token=secret-token; xsrf=abc',
    });
    expect(res.body).toContain('<html lang="fi"');
    expect(rendered(res.body)).toMatchObject({
      language: 'fi',
      cookies: { currency: 'SEK', vat: '0', lang: 'fi' },
    });
    expect(res.body).not.toContain('secret-token');
  });

  it("answers with the render's status (a missing car is a 404 to crawlers)", async () => {
    const res = await get('/missing/car');
    expect(res.statusCode).toBe(404);
    expect(rendered(res.body)).not.toBeNull();
  });

  it('sends the empty app for a page the browser renders alone, and when the render fails', async () => {
    for (const url of ['/checkout', '/boom']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('page-state');
    }
  });

  it('still sends the page when one part of it failed (the browser renders that part)', async () => {
    const res = await get('/partly');
    expect(res.statusCode).toBe(200);
    expect(rendered(res.body)).not.toBeNull();
  });
});
