// Cross-cutting HTTP behaviour: errors, XSRF, security headers, compression, API docs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { XSRF_COOKIE } from '@shop/domain';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      // A state-changing route that exists only in this test, to see XSRF let a request through.
      app.post('/api/test/echo', async (request) => ({ received: request.body }));
      app.get('/api/test/boom', async () => {
        throw new Error('secret database detail');
      });
    },
  });
});

afterAll(() => t?.close());

/** A valid XSRF token, as the server hands it out. */
async function xsrfToken(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/item-groups' });
  const cookie = res.cookies.find((c) => c.name === XSRF_COOKIE);
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
  expect(cookie?.httpOnly).toBeFalsy();
  return cookie?.value ?? '';
}

describe('errors', () => {
  it('answers JSON 404 for an unknown /api path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'not_found' });
  });

  it('answers a malformed URL with 400 in the same shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/car/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'invalid_request' });
  });

  it('answers a generic 500 without the cause', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'internal_error' });
  });

  it('answers 400 for broken JSON and 415 for an unknown content type', async () => {
    const token = await xsrfToken();
    const headers = { cookie: `${XSRF_COOKIE}=${token}`, 'x-xsrf-token': token };
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'invalid_request' });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...headers, 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ code: 'unsupported_media_type' });
  });
});

describe('XSRF', () => {
  it('sets a signed token cookie on a response when the request has none', async () => {
    const token = await xsrfToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/item-groups',
      cookies: { [XSRF_COOKIE]: token },
    });
    expect(again.cookies.find((c) => c.name === XSRF_COOKIE)).toBeUndefined();
  });

  it('refuses a POST without the header', async () => {
    const token = await xsrfToken();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      cookies: { [XSRF_COOKIE]: token },
      payload: { a: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'xsrf' });
  });

  it('lets a POST through with matching header and cookie', async () => {
    const token = await xsrfToken();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      cookies: { [XSRF_COOKIE]: token },
      headers: { 'x-xsrf-token': token },
      payload: { a: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: { a: 1 } });
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/no/such/route',
      cookies: { [XSRF_COOKIE]: token },
      headers: { 'x-xsrf-token': token },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a forged token (header equal to cookie but not signed by us)', async () => {
    const forged = 'planted.by-a-sibling-host';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      cookies: { [XSRF_COOKIE]: forged },
      headers: { 'x-xsrf-token': forged },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === XSRF_COOKIE)?.value).not.toBe(forged);
  });

  it('refuses a cross-site state-changing request even with a valid token', async () => {
    const token = await xsrfToken();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      cookies: { [XSRF_COOKIE]: token },
      headers: { 'x-xsrf-token': token, 'sec-fetch-site': 'cross-site' },
      payload: { a: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'xsrf' });
  });

  it('keeps the generated secret in the settings table', async () => {
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'app_secret')
      .executeTakeFirst();
    expect(row?.value.length).toBeGreaterThanOrEqual(32);
  });
});

describe('security and transport', () => {
  it('sends a CSP and the other helmet headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/item-groups' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses JSON for a client that accepts gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/car-groups',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/car-groups', '/api/items/car/{carSlug}/group/{groupSlug}']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});
