// What each kind of answer carries: pages and files the whole set of security headers, JSON those
// that matter for a non-document; a new XSRF cookie where the SPA can pick it up (pages, /api
// answers) for a client without a valid one, and XSRF checked on every unsafe /api call whatever.
import { XSRF_COOKIE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_INDEX_HTML } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    web: { 'index.html': TEST_INDEX_HTML, 'assets/app-1.js': 'console.log(1);\n' },
  });
});

afterAll(() => t?.close());

const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const EVERY_ANSWER = [
  'content-security-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'x-frame-options',
];

const get = (url: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, cookies });
const xsrfCookie = (res: Awaited<ReturnType<typeof get>>) =>
  res.cookies.find((c) => c.name === XSRF_COOKIE);

describe('security headers', () => {
  it.each(['/', '/car/volvo-240', '/assets/app-1.js'])('%s gets the whole set', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const name of [...EVERY_ANSWER, ...DOCUMENT_ONLY])
      expect(res.headers).toHaveProperty(name);
  });

  it.each(['/api/item-groups', '/api/no/such/route'])('%s (JSON) gets its own', async (url) => {
    const res = await get(url);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("object-src 'none'");
    for (const name of EVERY_ANSWER) expect(res.headers).toHaveProperty(name);
    for (const name of DOCUMENT_ONLY) expect(res.headers).not.toHaveProperty(name);
  });
});

describe('the XSRF cookie', () => {
  it('comes with the pages and the /api answers of a client without one', async () => {
    for (const url of ['/', '/car/volvo-240', '/api/item-groups', '/api/currencies']) {
      expect(xsrfCookie(await get(url))).toMatchObject({ path: '/', sameSite: 'Lax' });
    }
  });

  it('is not minted for files, nor again for a client holding a valid one', async () => {
    expect(xsrfCookie(await get('/assets/app-1.js'))).toBeUndefined();
    const token = xsrfCookie(await get('/'))?.value ?? '';
    expect(xsrfCookie(await get('/api/item-groups', { [XSRF_COOKIE]: token }))).toBeUndefined();
    const forged = await get('/api/item-groups', { [XSRF_COOKIE]: 'planted.by-a-sibling' });
    expect(xsrfCookie(forged)?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('comes with the refusal of a POST that lacked one, so a retry can succeed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      payload: { articles: [] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'xsrf' });
    expect(xsrfCookie(res)).toBeDefined();
  });
});
