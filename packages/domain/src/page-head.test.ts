import { describe, expect, it } from 'vitest';
import { SHOP_NAME, pageTitle, scriptSafeJson } from './page-head.js';

describe('pageTitle', () => {
  it('names the page, then the shop', () => {
    expect(pageTitle('Brake disc')).toBe('Brake disc | Nordic Parts');
    expect(pageTitle('')).toBe(SHOP_NAME);
    expect(pageTitle(null)).toBe(SHOP_NAME);
    expect(pageTitle()).toBe(SHOP_NAME);
  });
});

describe('scriptSafeJson', () => {
  it('cannot end a script element early, and stays the same JSON', () => {
    const value = { name: '</script><!-- a & b > c \u2028\u2029' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
