import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage.js';

describe('STORAGE_KEYS', () => {
  it('uses the keys of SPEC §9', () => {
    expect(STORAGE_KEYS).toEqual({
      cart: 'cart',
      currency: 'currency',
      vat: 'vat',
      token: 'token',
    });
  });
});
