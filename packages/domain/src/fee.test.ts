import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineFee, showFee } from './fee.js';

describe('lineFee', () => {
  it.each([
    // [watermark, increment, quantity, fee]
    [null, 200, 1, 0],
    [1000, null, 1, 0],
    [null, null, 0, 0],
    [1000, 200, 1, 400],
    [1000, 200, 0, 500], // quantity 0: the whole half watermark
    [1001, 200, 1, 401], // odd difference rounds up
    [1001, 200, 0, 501],
    [999, 0, 7, 500], // no increment: the fee does not shrink
    [400, 200, 2, 0], // exactly zero
    [401, 200, 2, 1], // difference 1 -> half a cent -> 1
    [399, 200, 2, 0], // difference -1 -> -0.5 -> ceil -0 -> 0
    [150, 200, 1, 0], // watermark below the increment
    [100, 201, 1, 0], // odd negative difference
    [1000, 200, 50, 0], // far past the watermark
    [0, 200, 0, 0],
    [0, 0, 0, 0],
    [1000, 200, -3, 500], // a negative quantity counts as 0
    [1000, 200, Number.NaN, 500],
    [Number.NaN, 200, 1, 0], // not a finite number: absent
    [1000, Number.POSITIVE_INFINITY, 1, 0],
    [1000, 0, Number.POSITIVE_INFINITY, 0], // 0 x Infinity is NaN: no fee rather than NaN
  ])('watermark %s, increment %s, quantity %s -> %s', (watermark, increment, quantity, fee) => {
    const result = lineFee({ watermark, increment }, quantity);
    expect(result).toBe(fee);
    expect(Object.is(result, -0)).toBe(false);
  });

  const money = fc.integer({ min: 0, max: 10_000_000 });
  const quantity = fc.integer({ min: 0, max: 10_000 });
  const terms = fc.record({
    watermark: fc.option(money, { nil: null }),
    increment: fc.option(money, { nil: null }),
  });

  it('is a non-negative integer of cents', () => {
    fc.assert(
      fc.property(terms, quantity, (entry, q) => {
        const fee = lineFee(entry, q);
        expect(Number.isSafeInteger(fee) && fee >= 0).toBe(true);
      }),
    );
  });

  it('never grows with the quantity', () => {
    fc.assert(
      fc.property(terms, quantity, quantity, (entry, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(lineFee(entry, high)).toBeLessThanOrEqual(lineFee(entry, low));
      }),
    );
  });

  it('is half the shortfall rounded up while there is one', () => {
    fc.assert(
      fc.property(money, money, quantity, (watermark, increment, q) => {
        const shortfall = watermark - increment * q;
        fc.pre(shortfall > 0);
        const fee = lineFee({ watermark, increment }, q);
        expect(fee * 2 - shortfall).toBeGreaterThanOrEqual(0);
        expect(fee * 2 - shortfall).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('showFee', () => {
  it.each([
    [1, 1, true],
    [400, 3, true],
    [0, 1, false],
    [-1, 1, false],
    [1, 0, false],
    [1, -1, false],
    [Number.NaN, 1, false],
  ])('fee %s, quantity %s -> %s', (fee, quantity, shown) => {
    expect(showFee(fee, quantity)).toBe(shown);
  });
});
