import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VAT,
  VAT_CHOICES,
  exVatReference,
  initialVatChoice,
  vatPercent,
  isVatChoice,
  parseVatChoice,
} from './vat.js';

describe('VAT choices', () => {
  it("are 25 %, Finland's 25,5 %, 12 % and 0 % with 25 % as default", () => {
    expect(VAT_CHOICES).toEqual([2500, 2550, 1200, 0]);
    expect(DEFAULT_VAT).toBe(2500);
  });

  it.each([
    ['fi', 'shop.example.com', 2550],
    ['en', 'osat.example.fi', 2550],
    ['sv', 'delar.example.fi', 2550], // a Finnish domain: Finland's rate, in Swedish too
    ['sv', 'delar.example.se', 2500],
    ['en', 'localhost', 2500],
    ['en', null, 2500],
  ] as const)('starts a %s visitor on %s at %s', (language, host, expected) => {
    expect(initialVatChoice(language, host)).toBe(expected);
  });

  it.each([
    [2500, true],
    [1200, true],
    [0, true],
    [2550, true],
    [2400, false],
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
    [2550, 2550],
    ['2550', 2550],
    [2400, 2500],
    [null, 2500],
    [undefined, 2500],
    ['', 2500],
  ])('parseVatChoice(%o) = %s', (v, expected) => {
    expect(parseVatChoice(v)).toBe(expected);
  });

  it("falls back to the visitor's own rate when nothing valid is stored", () => {
    expect(parseVatChoice(null, 2550)).toBe(2550);
    expect(parseVatChoice('0', 2550)).toBe(0);
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

describe('vatPercent', () => {
  it.each([
    [2550, 'en', '25.5'],
    [2550, 'sv', '25,5'],
    [2550, 'fi', '25,5'],
    [2500, 'fi', '25'],
    [1200, 'sv', '12'],
  ] as const)('%s in %s is %s', (rate, language, expected) => {
    expect(vatPercent(rate, language)).toBe(expected);
  });
});
