import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from './cart.js';
import { ID_A, ID_B, ID_C, entry, makeItem } from './cart.fixtures.js';
import { normaliseStoredCart } from './cart-normalise.js';
import type { OrderLineProblemCode } from './order-lines.js';
import {
  checkOrderItems,
  checkOrderLine,
  checkOrderLines,
  orderLineProblemsOf,
} from './order-lines.js';

describe('the line bound', () => {
  it('is far below the old 999 and at least a workshop box of parts', () => {
    expect(MAX_LINE_QUANTITY).toBeGreaterThanOrEqual(20);
    expect(MAX_LINE_QUANTITY).toBeLessThan(999);
  });
});

describe('checkOrderLine: quantities are taken as sent or refused', () => {
  it.each<[string, unknown, OrderLineProblemCode | null]>([
    ['1 is taken', 1, null],
    ['the bound is taken', MAX_LINE_QUANTITY, null],
    ['one over the bound is refused', MAX_LINE_QUANTITY + 1, 'quantity_too_large'],
    ['1000 is refused', 1000, 'quantity_too_large'],
    ['1e9 is refused', 1e9, 'quantity_too_large'],
    ['Infinity (JSON 1e999) is refused', Number.POSITIVE_INFINITY, 'quantity_too_large'],
    ['a fraction is refused', 2.5, 'fractional_quantity'],
    ['a fraction just over 1 is refused', 1.0001, 'fractional_quantity'],
    ['a fraction over the bound is over the bound', MAX_LINE_QUANTITY + 0.5, 'quantity_too_large'],
    ['0 is refused', 0, 'invalid_quantity'],
    ['0.5 is refused', 0.5, 'invalid_quantity'],
    ['a negative number is refused', -3, 'invalid_quantity'],
    ['NaN is refused', Number.NaN, 'invalid_quantity'],
    ['a numeric string is refused', '3', 'invalid_quantity'],
    ['a word is refused', 'lots', 'invalid_quantity'],
    ['true is refused', true, 'invalid_quantity'],
    ['null is refused', null, 'invalid_quantity'],
    ['missing is refused', undefined, 'invalid_quantity'],
  ])('%s', (_, quantity, code) => {
    const { line, problem } = checkOrderLine(ID_A, { quantity, brand: 'any' });
    if (code === null) {
      expect(problem).toBeNull();
      expect(line).toEqual({ quantity, brand: 'any', car: null });
    } else {
      expect(line).toBeNull();
      expect(problem).toEqual({ item: ID_A, code, message: expect.stringMatching(/Quantity/) });
    }
  });
});

describe('checkOrderLine: brands, cars, keys and values', () => {
  it.each<[string, unknown, string | null]>([
    ['any', 'any', 'any'],
    ['oem', 'oem', 'oem'],
    ['capitals are the same brand', 'GENUINE', 'genuine'],
    ['missing is the default, any', undefined, 'any'],
    ['null is any', null, 'any'],
    ['an unknown brand is refused', 'chrome', null],
    ['a number is refused', 7, null],
    ['an inherited key is refused', 'constructor', null],
  ])('brand: %s', (_, brand, taken) => {
    const { line, problem } = checkOrderLine(ID_A, { quantity: 1, brand });
    if (taken === null) expect(problem?.code).toBe('unknown_brand');
    else expect(line?.brand).toBe(taken);
  });

  it.each<[string, string, unknown]>([
    ['a malformed item id', 'ABC', { quantity: 1 }],
    ['an upper-case item id', ID_A.toUpperCase(), { quantity: 1 }],
    ['a line that is a number', ID_A, 2],
    ['a line that is a list', ID_A, [{ quantity: 1 }]],
    ['a line that is null', ID_A, null],
    ['a car that is no car slug', ID_A, { quantity: 1, car: '<script>' }],
    ['a car that is a number', ID_A, { quantity: 1, car: 42 }],
  ])('%s is an invalid line', (_, key, value) => {
    expect(checkOrderLine(key, value).problem?.code).toBe('invalid_line');
  });

  it('keeps a car slug and ignores fields it does not know (prices are the server’s)', () => {
    const value = { quantity: 2, brand: 'oem', car: 'volvo-240', price: 1, total: 2 };
    expect(checkOrderLine(ID_A, value).line).toEqual({
      quantity: 2,
      brand: 'oem',
      car: 'volvo-240',
    });
  });

  it('shortens an oversized key in the problem', () => {
    const key = 'x'.repeat(5000);
    expect(checkOrderLine(key, { quantity: 1 }).problem?.item).toHaveLength(40);
  });
});

describe('checkOrderLines', () => {
  it('keeps the good lines and names every bad one', () => {
    const { cart, problems } = checkOrderLines({
      [ID_A]: { quantity: 2, brand: 'oem' },
      [ID_B]: { quantity: 1e9 },
      [ID_C]: { quantity: 1, brand: 'chrome' },
    });
    expect(cart).toEqual({ [ID_A]: { quantity: 2, brand: 'oem', car: null } });
    expect(problems.map((p) => [p.item, p.code])).toEqual([
      [ID_B, 'quantity_too_large'],
      [ID_C, 'unknown_brand'],
    ]);
  });

  it('never changes a line it takes, and the cart would take it unchanged too', () => {
    const line = fc.record(
      {
        quantity: fc.oneof(fc.integer({ min: -5, max: 2 * MAX_LINE_QUANTITY }), fc.double()),
        brand: fc.oneof(fc.constantFrom('any', 'oem', 'genuine', 'OEM', 'chrome'), fc.string()),
        car: fc.option(fc.constantFrom('volvo-240', 'Volvo 240'), { nil: null }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(ID_A, ID_B, ID_C, 'x'), line), (input) => {
        const { cart, problems } = checkOrderLines(input);
        expect(Object.keys(cart).length + problems.length).toBe(Object.keys(input).length);
        for (const [id, taken] of Object.entries(cart)) {
          expect(taken.quantity).toBe(input[id]!.quantity);
          expect(Number.isInteger(taken.quantity)).toBe(true);
          expect(taken.quantity).toBeGreaterThanOrEqual(1);
          expect(taken.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
        }
        // The lenient rule corrects nothing in what the strict rule took.
        const normalised = normaliseStoredCart(cart);
        expect(normalised.cart).toEqual(cart);
        expect(normalised.problems).toEqual([]);
      }),
    );
  });
});

describe('checkOrderItems', () => {
  const items = [
    makeItem({ _id: ID_A, prices_typed: { any: entry(1000), oem: entry(1500) } }),
    makeItem({ _id: ID_B, prices_typed: { any: entry(800) } }),
  ];

  it('takes lines in a brand the item is sold in', () => {
    const cart = {
      [ID_A]: { quantity: 1, brand: 'oem', car: null },
      [ID_B]: { quantity: 1, brand: 'any', car: null },
    };
    expect(checkOrderItems(cart, items)).toEqual([]);
  });

  it('refuses a brand the item is not sold in, and an item the shop does not sell', () => {
    const cart = {
      [ID_B]: { quantity: 1, brand: 'genuine', car: null },
      [ID_C]: { quantity: 1, brand: 'any', car: null },
    };
    expect(checkOrderItems(cart, items).map((p) => [p.item, p.code])).toEqual([
      [ID_B, 'brand_not_offered'],
      [ID_C, 'unknown_item'],
    ]);
  });
});

describe('orderLineProblemsOf', () => {
  it('reads the refused lines of an error answer, and nothing from anything else', () => {
    const line = { item: ID_A, code: 'quantity_too_large', message: 'Quantity 1000 is above 99' };
    expect(orderLineProblemsOf({ message: 'x', code: 'invalid_lines', lines: [line] })).toEqual([
      line,
    ]);
    expect(orderLineProblemsOf({ lines: [{ ...line, code: 'nonsense' }, 7, null] })).toEqual([]);
    expect(orderLineProblemsOf({ message: 'x', code: 'invalid_request' })).toEqual([]);
    expect(orderLineProblemsOf('not json')).toEqual([]);
    expect(orderLineProblemsOf(null)).toEqual([]);
  });
});
