import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath, sameOriginPath } from './return-path.js';

const ORIGIN = 'https://www.example.se';

/** Where a browser on ORIGIN would end up following `path` (as a link or a history entry would). */
const landsOn = (path: string) => new URL(path, ORIGIN).origin;

describe('sameOriginPath', () => {
  it.each([
    '/',
    '/account',
    '/diagram/abc123456?x=1#pos-3',
    '/car/volvo-240/brakes/diagrams',
    '/search?q=http://x.example/y',
    '/search?q=brake%20pad',
    '/search?q=50%25%20off',
    '/search?q=a%2Fb',
    '/order/123?key=abc#details',
    '/x#//evil.example',
    '/javascript:alert(1)',
  ])('keeps the same-origin path %s', (path) => {
    expect(sameOriginPath(path)).toBe(path);
  });

  it.each([
    ['/a/./b', '/a/b'],
    ['/a/../b', '/b'],
    ['/%2e%2e/b', '/b'],
    ['/Ä', '/%C3%84'],
  ])('normalises %s to %s', (path, normalised) => {
    expect(sameOriginPath(path)).toBe(normalised);
  });

  it.each([
    // Not a string, or not a path.
    null,
    undefined,
    42,
    {},
    '',
    'account',
    './account',
    '../account',
    '?x=1',
    '#top',
    // Another host, in every spelling.
    '//evil.example/phish',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/.//evil.example/x',
    '/./\\evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2F%2Fevil.example',
    // Encoded, once or more.
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%255Cevil.example',
    '/%2525252525252F',
    '/x?y=%5C',
    // Controls and whitespace that the URL parser drops or a browser trims.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%00',
    '/ok\nhttps://evil.example',
    '\t//evil.example',
    ' /account',
    '/account ',
    '/\u00a0/evil.example',
    '/\u2028/evil.example',
    '/\u200b/evil.example',
    '/\ufeff/evil.example',
    // Schemes and absolute URLs, even of this site.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/',
    'https:evil.example',
    'http:/evil.example',
    `${ORIGIN}/account`,
    // Overlong.
    `/${'a'.repeat(2100)}`,
  ])('refuses %j', (path) => {
    expect(sameOriginPath(path)).toBeNull();
  });

  it('answers only paths that stay on the site and read the same again', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2F',
      '%2f',
      '%5C',
      '%25',
      '%2e',
      '%',
      '?',
      '#',
      ':',
      '@',
      'evil.example',
      'a',
      '\t',
      ' ',
      'javascript:',
      'https:',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const path = sameOriginPath(parts.join(''));
        if (path === null) return;
        expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
        expect(landsOn(path)).toBe(ORIGIN);
        // And what a later decoding makes of it stays on the site too.
        expect(landsOn(decodeURIComponentOr(path))).toBe(ORIGIN);
        expect(sameOriginPath(path)).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });
});

function decodeURIComponentOr(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

describe('safeReturnPath', () => {
  it('falls back to the home page, or the given page, for anything off the site', () => {
    expect(safeReturnPath('/.//evil.example/x')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('//evil.example', '/account')).toBe('/account');
    expect(safeReturnPath('/checkout')).toBe('/checkout');
  });
});
