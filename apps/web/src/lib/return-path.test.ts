import { describe, expect, it } from 'vitest';
import { returnPathOr, safeReturnPath, withReturnPath } from './return-path';

describe('the return path after a login', () => {
  it.each(['/', '/account', '/diagram/abc123456?x=1#pos-3', '/car/volvo-240/brakes/diagrams'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    null,
    '',
    'account',
    '//evil.example/phish',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/ok\nhttps://evil.example',
    '\t//evil.example',
  ])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });

  it('falls back to the home page, or the given page', () => {
    expect(returnPathOr('//evil.example')).toBe('/');
    expect(returnPathOr(null, '/account')).toBe('/account');
    expect(returnPathOr('/checkout')).toBe('/checkout');
  });

  it('carries only a safe path in links', () => {
    expect(withReturnPath('/register', '/diagram/x?y=1')).toBe(
      '/register?path=%2Fdiagram%2Fx%3Fy%3D1',
    );
    expect(withReturnPath('/register', '//evil.example')).toBe('/register');
  });
});
