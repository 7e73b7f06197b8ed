// Drawings and thumbnails: served from the private drawings folder, after the modern-car rule. A
// logged-in customer gets modern cars' drawings with the bearer header or the HttpOnly `token`
// cookie (an <img> sends no header); the cookie authorises GET only.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { XSRF_COOKIE, XSRF_HEADER, thumbnailPath } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { signedUp } from '../users/users.fixtures.js';
import type { AccountClient } from '../users/users.fixtures.js';
import { FORBIDDEN_BODY, loadDiagrams } from './diagrams.fixtures.js';

let t: TestApp;
let customer: AccountClient;
let classic: string;
let modern: string;
let modernCar: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signedUp(t.app, 'Dragan Drawing', 'dragan@example.se');
  const diagrams = await loadDiagrams(t.db);
  const pick = (isModern: boolean) =>
    diagrams.find((d) => d.modern === isModern && thumbnailPath(d.illustration) !== null)
      ?.illustration ?? '';
  classic = pick(false);
  modern = pick(true);
  modernCar = diagrams.find((d) => d.illustration === modern)?.car ?? '';
  expect(classic).not.toBe('');
  expect(modern).not.toBe('');
});

afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const drawing = (id: string) => `/public/diagrams/${id}.svg`;
const thumbnail = (id: string) => thumbnailPath(id) ?? '';

describe('drawings', () => {
  it("serves a classic car's drawing and thumbnail to anyone, cacheable", async () => {
    for (const url of [drawing(classic), thumbnail(classic)]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toMatch(/^<svg /);
    }
  });

  it("answers 403 for a modern car's drawing and thumbnail to an anonymous caller", async () => {
    for (const url of [drawing(modern), thumbnail(modern)]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'diagram_forbidden' });
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(403);
    }
  });

  it("serves a modern car's drawing to a logged-in caller, kept in no cache", async () => {
    for (const url of [drawing(modern), thumbnail(modern)]) {
      const res = await customer.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toMatch(/^<svg /);
    }
  });

  it("serves a modern car's drawing with the HttpOnly token cookie alone, as an <img> asks", async () => {
    const cookie = `token=${customer.token}`;
    for (const url of [drawing(modern), thumbnail(modern)]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const forged = await t.app.inject({
      method: 'GET',
      url: drawing(modern),
      headers: { cookie: `token=${'A'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('takes no cookie for a POST: only the bearer header authorises a change', async () => {
    const headers = {
      'content-type': 'application/json',
      cookie: `${XSRF_COOKIE}=${customer.xsrf}; token=${customer.token}`,
      [XSRF_HEADER]: customer.xsrf,
    };
    const post = (url: string, body: object) =>
      t.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
    const search = await post('/api/diagrams/search/', { q: 'seal', carSlug: modernCar });
    expect(search.statusCode).toBe(403);
    expect(search.json()).toEqual(FORBIDDEN_BODY);
    const logout = await post('/api/user/logout', {});
    expect(logout.statusCode).toBe(401);
    expect(logout.json()).toMatchObject({ code: 'login_required' });
    // The same token in the header is a live session: the cookie was the only thing missing.
    const bySearch = await customer.post('/api/diagrams/search/', {
      q: 'seal',
      carSlug: modernCar,
    });
    expect(bySearch.statusCode).toBe(200);
  });

  it("refuses a modern car's drawing once the session ended", async () => {
    const other = await signedUp(t.app, 'Doris Drawing', 'doris.drawing@example.se');
    expect((await other.get(drawing(modern))).statusCode).toBe(200);
    expect((await other.post('/api/user/logout')).statusCode).toBe(204);
    const res = await other.get(drawing(modern));
    expect(res.statusCode).toBe(403);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: drawing(modern),
      headers: { cookie: `token=${other.token}` },
    });
    expect(byCookie.statusCode).toBe(403);
  });

  it('keeps every drawing out of the open public folder', () => {
    expect(existsSync(join(t.dir, 'public', 'diagrams'))).toBe(false);
    expect(existsSync(join(t.dir, 'diagrams', `${modern}.svg`))).toBe(true);
  });

  // MODERN stands for a modern car's illustration: no other spelling of its path gets it out.
  it.each<[string, number, string]>([
    ['/public/diagrams/NOSUCHID1.svg', 404, 'not_found'],
    ['/public/diagrams/MODERN.png', 404, 'not_found'],
    ['/public/diagrams/..%2f..%2fshop.sqlite', 404, 'not_found'],
    ['/public/diagrams/thumbs/XXX/MODERN.svg', 404, 'not_found'],
    ['/public/diagrams//MODERN.svg', 403, 'forbidden'],
    ['/public/diagrams/thumbs/V24/../../MODERN.svg', 403, 'diagram_forbidden'],
    ['/public/./diagrams/MODERN.svg', 403, 'diagram_forbidden'],
    ['/public/DIAGRAMS/MODERN.svg', 404, 'not_found'],
  ])('answers %s with %i JSON', async (url, status, code) => {
    const res = await get(url.replace('MODERN', modern));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message: expect.any(String), code });
  });
});
