// The one VAT formula (vatPart) and its spread over lines (splitVat): the lines' VAT adds up to the
// order's, and each line's is its exact VAT rounded down or up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfUp } from './money.js';
import { splitVat, vatPart } from './vat.js';

const RATES = [2500, 2550, 1200, 0] as const;

/** A line's exact VAT as a fraction: amount × rate / (10000 + rate). */
const exactVat = (amount: number, rate: number) => (amount * rate) / (10000 + rate);

describe('vatPart', () => {
  it('agrees with gross − round(gross / (1 + rate)) as the order figures had it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50_000_000, max: 50_000_000 }),
        fc.constantFrom(...RATES, 1900, 10000, 1),
        (gross, rate) => {
          const before = rate <= 0 ? 0 : gross - roundHalfUp((gross * 10000) / (10000 + rate));
          expect(vatPart(gross, rate)).toBe(before);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it.each([
    [12500, 2500, 2500],
    [5, 2500, 1], // net 4
    [2, 2500, 0], // net 1.6 -> 2
    [-2, 2500, 0],
    [10038, 2550, 2040], // net 7998.406 -> 7998
    [1120, 1200, 120],
    [0, 2550, 0],
  ])('vatPart(%i, %i) = %i', (gross, rate, vat) => {
    expect(vatPart(gross, rate)).toBe(vat);
  });

  it.each([
    [1.5, 2500],
    [100, -1],
    [100, 10001],
    [100, 25.5],
  ])('refuses %s at %s', (gross, rate) => {
    expect(() => vatPart(gross, rate)).toThrow(RangeError);
  });
});

describe('splitVat', () => {
  const amounts = fc.array(fc.integer({ min: -200_000, max: 5_000_000 }), {
    minLength: 1,
    maxLength: 30,
  });

  it('adds up to vatPart of the sum, each line its exact VAT rounded down or up', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom(...RATES), (lines, rate) => {
        const split = splitVat(lines, rate);
        const total = lines.reduce((s, a) => s + a, 0);
        expect(split).toHaveLength(lines.length);
        expect(split.reduce((s, v) => s + v, 0)).toBe(vatPart(total, rate));
        split.forEach((vat, i) => {
          const exact = exactVat(lines[i]!, rate);
          expect(Number.isSafeInteger(vat)).toBe(true);
          expect([Math.floor(exact), Math.ceil(exact)]).toContain(vat);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('gives an exact line exactly its VAT, and 0 at rate 0', () => {
    expect(splitVat([12500, 10000, -1250], 2500)).toEqual([2500, 2000, -250]);
    expect(splitVat([999, 1, 7], 0)).toEqual([0, 0, 0]);
    expect(splitVat([], 2500)).toEqual([]);
  });

  it('hands the missing cents to the largest remainders, the first on a tie', () => {
    // Exact VATs 0.2 each: the sum 15 holds 3 VAT, so the first three lines get a cent.
    expect(splitVat([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 2500)).toEqual([
      1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    // 10038 at 25.5 %: exact 2039.594; 1 more: exact 0.203; vatPart(10039) = 2040.
    expect(splitVat([10038, 1], 2550)).toEqual([2040, 0]);
  });

  it('is exact for amounts far past any order', () => {
    const lines = [4_000_000_000_000_001, 3, -7];
    const split = splitVat(lines, 2550);
    expect(split.reduce((s, v) => s + v, 0)).toBe(vatPart(4_000_000_000_000_001 - 4, 2550));
    // 4e15 + 1 is 4e15 × 2550/12550 + 0.2032: the exact VAT's whole part, or one more.
    expect([812_749_003_984_063, 812_749_003_984_064]).toContain(split[0]);
    expect(() => splitVat([Number.MAX_SAFE_INTEGER + 2], 2500)).toThrow(RangeError);
  });
});
