import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VAT,
  VAT_CHOICES,
  exVatReference,
  isVatChoice,
  netOf,
  parseVatChoice,
  vatPercentLabel,
  vatSplit,
  withVat,
} from './vat.js';

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

  it.each([
    [2500, '25%'],
    [1200, '12%'],
    [0, '0%'],
    [2550, '25.5%'],
  ])('vatPercentLabel(%s) = %s', (vat, expected) => {
    expect(vatPercentLabel(vat)).toBe(expected);
  });
});

describe('net and gross', () => {
  it.each([
    [12500, 10000],
    [100, 80],
    [1, 0.8],
    [0, 0],
    [-125, -100],
  ])('netOf(%s) = %s', (price, expected) => {
    expect(netOf(price)).toBeCloseTo(expected, 12);
  });

  it.each([
    [12500, 2500, 12500],
    [12500, 1200, 11200],
    [12500, 0, 10000],
    [12500, 2550, 12550],
    [1, 0, 0.8],
    [1, 1200, 0.896],
  ])('withVat(%s, %s) = %s', (price, vat, expected) => {
    expect(withVat(price, vat)).toBeCloseTo(expected, 12);
  });

  it('withVat equals net × (10000 + vat) / 10000 and keeps 25 % prices unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom(...VAT_CHOICES, 2550),
        (p, v) => {
          expect(withVat(p, v)).toBeCloseTo((netOf(p) * (10000 + v)) / 10000, 4);
          expect(withVat(p, 2500)).toBe(p);
        },
      ),
    );
  });

  it.each([
    [100, 80],
    [12345, 9876],
    [0, 0],
    [1, 0.8],
  ])('exVatReference(%s) = %s', (price, expected) => {
    expect(exVatReference(price)).toBeCloseTo(expected, 12);
  });

  it.each([
    [100, 80, 20],
    [12345, 9876, 2469],
    [0, 0, 0],
    [1, 0.8, 0.2],
  ])('vatSplit(%s) = {exVat: %s, vat: %s}', (sum, exVat, vat) => {
    const split = vatSplit(sum);
    expect(split.exVat).toBeCloseTo(exVat, 12);
    expect(split.vat).toBeCloseTo(vat, 12);
  });

  it('vatSplit parts add up to the sum and VAT is 25 % of the net', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (sum) => {
        const { exVat, vat } = vatSplit(sum);
        expect(exVat + vat).toBeCloseTo(sum, 3);
        expect(vat).toBeCloseTo(exVat / 4, 3);
        expect(exVat).toBe(exVatReference(sum));
      }),
    );
  });
});
