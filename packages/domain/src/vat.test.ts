import { describe, expect, it } from 'vitest';
import { DEFAULT_VAT, VAT_CHOICES, exVatReference, isVatChoice, parseVatChoice } from './vat.js';

describe('VAT choices', () => {
  it('are 25 %, 12 % and 0 % with 25 % as default', () => {
    expect(VAT_CHOICES).toEqual([2500, 1200, 0]);
    expect(DEFAULT_VAT).toBe(2500);
  });

  it.each([
    [2500, true],
    [1200, true],
    [0, true],
    [2550, false],
    [-0, true],
    ['2500', false],
    [null, false],
    [undefined, false],
    [NaN, false],
  ])('isVatChoice(%s) = %s', (v, expected) => {
    expect(isVatChoice(v)).toBe(expected);
  });

  it.each([
    [1200, 1200],
    ['1200', 1200],
    [' 0 ', 0],
    ['2500', 2500],
    ['12%', 2500],
    ['1e3', 2500],
    [2550, 2500],
    [null, 2500],
    [undefined, 2500],
    ['', 2500],
  ])('parseVatChoice(%o) = %s', (v, expected) => {
    expect(parseVatChoice(v)).toBe(expected);
  });
});

describe('exVatReference', () => {
  it.each([
    [100, 80],
    [12345, 9876],
    [0, 0],
    [1, 0.8],
  ])('exVatReference(%s) = %s', (price, expected) => {
    expect(exVatReference(price)).toBeCloseTo(expected, 12);
  });
});
