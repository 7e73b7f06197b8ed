import { describe, expect, it } from 'vitest';
import { tokenMinter, tokenVerifier, verifyToken } from './xsrf.js';

const SECRET = 'a'.repeat(43);

describe('XSRF tokens', () => {
  it('mints distinct signed tokens, across batches of randomness', () => {
    const mint = tokenMinter(SECRET);
    const tokens = Array.from({ length: 600 }, () => mint());
    expect(new Set(tokens).size).toBe(600);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{43}$/);
      expect(verifyToken(SECRET, token)).toBe(true);
    }
  });

  it('refuses a token signed with another secret, altered, or without a signature', () => {
    const token = tokenMinter(SECRET)();
    expect(verifyToken('b'.repeat(43), token)).toBe(false);
    expect(verifyToken(SECRET, `x${token.slice(1)}`)).toBe(false);
    expect(verifyToken(SECRET, token.slice(0, token.indexOf('.')))).toBe(false);
    expect(verifyToken(SECRET, `.${token.split('.')[1]}`)).toBe(false);
  });
});

describe('tokenVerifier', () => {
  it('remembers valid tokens only, at most its bound, least recently used out first', () => {
    const mint = tokenMinter(SECRET);
    const verify = tokenVerifier(SECRET, 3);
    const [a, b, c, d] = [mint(), mint(), mint(), mint()];
    expect(verify('planted.by-a-sibling-host')).toBe(false);
    expect(verify.cache.size).toBe(0);
    for (const token of [a, b, c]) expect(verify(token)).toBe(true);
    verify(a);
    expect(verify(d)).toBe(true);
    expect(verify.cache.keys()).toEqual([c, a, d]);
    // Forgotten is not refused: b is checked again and is still ours.
    expect(verify(b)).toBe(true);
  });
});
