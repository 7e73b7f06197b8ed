import { describe, expect, it } from 'vitest';
import { returnPathOr, withReturnPath } from './return-path';

// The rule itself (every spelling of another host) is tested with sameOriginPath in the domain.
describe('the return path after a login', () => {
  it('falls back to the home page, or the given page', () => {
    expect(returnPathOr('//evil.example')).toBe('/');
    expect(returnPathOr('/.//evil.example/x')).toBe('/');
    expect(returnPathOr('/%2F%2Fevil.example', '/account')).toBe('/account');
    expect(returnPathOr(null, '/account')).toBe('/account');
    expect(returnPathOr('/checkout')).toBe('/checkout');
  });

  it('carries only a safe path in links', () => {
    expect(withReturnPath('/register', '/diagram/x?y=1')).toBe(
      '/register?path=%2Fdiagram%2Fx%3Fy%3D1',
    );
    expect(withReturnPath('/register', '//evil.example')).toBe('/register');
    expect(withReturnPath('/register', '/./\\evil.example')).toBe('/register');
  });
});
