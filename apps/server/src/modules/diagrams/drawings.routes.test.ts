// Drawings and thumbnails: served from the private drawings folder, after the modern-car rule.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { thumbnailPath } from '@shop/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { loadDiagrams } from './diagrams.fixtures.js';

// Accounts come later; until then this stands in for a logged-in caller where a test says so.
const auth = vi.hoisted(() => ({ loggedIn: false }));
vi.mock('../../plugins/auth.js', () => ({ isAuthenticated: () => auth.loggedIn }));

let t: TestApp;
let classic: string;
let modern: string;

beforeAll(async () => {
  t = await createTestApp();
  const diagrams = await loadDiagrams(t.db);
  const pick = (isModern: boolean) =>
    diagrams.find((d) => d.modern === isModern && thumbnailPath(d.illustration) !== null)
      ?.illustration ?? '';
  classic = pick(false);
  modern = pick(true);
  expect(classic).not.toBe('');
  expect(modern).not.toBe('');
});

afterEach(() => {
  auth.loggedIn = false;
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

  it("serves a modern car's drawing to a logged-in caller, for the caller's cache only", async () => {
    auth.loggedIn = true;
    for (const url of [drawing(modern), thumbnail(modern)]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
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
