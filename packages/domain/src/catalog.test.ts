import { describe, expect, it } from 'vitest';
import { ITEMS_PAGE_SIZE, MAX_PAGE } from './catalog.js';

describe('catalog limits', () => {
  it('pages hold 24 items and go up to 10000', () => {
    expect(ITEMS_PAGE_SIZE).toBe(24);
    expect(MAX_PAGE).toBe(10000);
  });
});
