import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PriceAdjustment, PriceRounding } from './bulk-price.js';
import {
  MAX_ITEM_PRICE,
  adjustPrice,
  bulkPrice,
  planBulkPrice,
  reversePriceChanges,
  roundPrice,
} from './bulk-price.js';

const up = (percent: number): PriceAdjustment => ({ type: 'percent', direction: 'up', percent });
const down = (percent: number): PriceAdjustment => ({
  type: 'percent',
  direction: 'down',
  percent,
});
const plus = (amount: number): PriceAdjustment => ({ type: 'amount', direction: 'up', amount });
const minus = (amount: number): PriceAdjustment => ({ type: 'amount', direction: 'down', amount });

describe('adjustPrice', () => {
  it.each([
    [10_000, up(10), 11_000],
    [10_000, down(10), 9_000],
    [1_990, up(5), 2_090], // 2 089,5 rounds half up
    [1_999, down(7.5), 1_849], // 1 849,075
    [1_000, up(0.01), 1_000], // 1 000,1
    [1_000, down(100), 0],
    [1_000, down(150), 0],
    [1_000, plus(250), 1_250],
    [1_000, minus(250), 750],
    [1_000, minus(1_250), -250],
  ])('%i with %o is %i', (cents, adjustment, expected) => {
    expect(adjustPrice(cents, adjustment)).toBe(expected);
  });
});

describe('roundPrice', () => {
  it.each<[number, PriceRounding, number]>([
    [1_234, 'none', 1_234],
    [1_249, 'whole', 1_200],
    [1_250, 'whole', 1_300],
    [49, 'whole', 0],
    [1_939, 'end90', 1_890],
    [1_940, 'end90', 1_990], // a tie goes up
    [1_990, 'end90', 1_990],
    [2_000, 'end90', 1_990],
    [2_041, 'end90', 2_090],
    [50, 'end90', 90],
    [1_944, 'end95', 1_895],
    [1_945, 'end95', 1_995],
    [2_049, 'end99', 2_099],
    [2_048, 'end99', 1_999],
    [0, 'end90', 0],
  ])('%i rounded %s is %i', (cents, rounding, expected) => {
    expect(roundPrice(cents, rounding)).toBe(expected);
  });

  it('ends in the chosen cents, within 50 cents of the price', () => {
    const endings = { end90: 90, end95: 95, end99: 99 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: MAX_ITEM_PRICE }),
        fc.constantFrom('end90', 'end95', 'end99') as fc.Arbitrary<keyof typeof endings>,
        (cents, rounding) => {
          const rounded = roundPrice(cents, rounding);
          expect(rounded % 100).toBe(endings[rounding]);
          expect(Math.abs(rounded - cents)).toBeLessThanOrEqual(50);
        },
      ),
    );
  });

  it('rounds to whole euros within 50 cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ITEM_PRICE }), (cents) => {
        const rounded = roundPrice(cents, 'whole');
        expect(rounded % 100).toBe(0);
        expect(Math.abs(rounded - cents)).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('bulkPrice', () => {
  it('changes then rounds', () => {
    expect(bulkPrice(2_000, up(10), 'end90')).toBe(2_190);
    expect(bulkPrice(2_000, down(10), 'whole')).toBe(1_800);
  });

  it('refuses a price at or below zero or above the maximum', () => {
    expect(bulkPrice(100, minus(100), 'none')).toBeNull();
    expect(bulkPrice(40, down(10), 'whole')).toBeNull();
    expect(bulkPrice(MAX_ITEM_PRICE, plus(1), 'none')).toBeNull();
  });
});

describe('planBulkPrice', () => {
  const prices = [
    { item: 'b', brand: 'genuine', price: 3_000 },
    { item: 'b', brand: 'any', price: 1_000 },
    { item: 'a', brand: 'any', price: 1_990 },
    { item: 'c', brand: 'any', price: 50 },
  ] as const;

  it('lists each price that changes, by item and brand, and those out of range', () => {
    const plan = planBulkPrice(prices, minus(100), 'end90');
    expect(plan.changes).toEqual([
      { item: 'a', brand: 'any', old: 1_990, new: 1_890 },
      { item: 'b', brand: 'any', old: 1_000, new: 890 },
      { item: 'b', brand: 'genuine', old: 3_000, new: 2_890 },
    ]);
    expect(plan.outOfRange).toEqual([{ item: 'c', brand: 'any', price: 50 }]);
  });

  it('leaves out prices the rule keeps as they are, and reverses to the old prices', () => {
    const plan = planBulkPrice(prices, plus(0), 'end90');
    expect(plan.changes.map((c) => c.item)).toEqual(['b', 'b', 'c']);
    expect(reversePriceChanges(plan.changes)[0]).toEqual({
      item: 'b',
      brand: 'any',
      old: 990,
      new: 1_000,
    });
  });
});
