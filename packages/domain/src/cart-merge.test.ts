import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredCart } from './cart.js';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart.js';
import { mergeCarts } from './cart-merge.js';

const line = (quantity: number, brand = 'any', car: string | null = null) => ({
  quantity,
  brand,
  car,
});

describe('mergeCarts', () => {
  it('adds the quantities of the same item and brand', () => {
    expect(mergeCarts({ a: line(2, 'oem') }, { a: line(3, 'oem') })).toEqual({ a: line(5, 'oem') });
  });

  it('caps an added line at the most one line holds', () => {
    const most = MAX_LINE_QUANTITY;
    expect(mergeCarts({ a: line(most - 1) }, { a: line(2) }).a!.quantity).toBe(most);
  });

  it("takes the visitor's line when the brands differ", () => {
    expect(mergeCarts({ a: line(2, 'oem') }, { a: line(1, 'genuine') })).toEqual({
      a: line(1, 'genuine'),
    });
  });

  it('keeps the lines only one side has, and the car of either', () => {
    const merged = mergeCarts({ a: line(1, 'any', 'volvo-240') }, { b: line(4), a: line(1) });
    expect(merged).toEqual({ a: line(2, 'any', 'volvo-240'), b: line(4) });
  });

  it("keeps the visitor's lines first when both together pass the line limit", () => {
    const many = (prefix: string, n: number): StoredCart =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, line(1)]));
    const merged = mergeCarts(many('account', MAX_CART_LINES), many('visitor', 10));
    expect(Object.keys(merged)).toHaveLength(MAX_CART_LINES);
    for (let i = 0; i < 10; i++) expect(merged[`visitor${i}`]).toEqual(line(1));
  });

  it('never loses a unit the visitor collected', () => {
    const cart = fc.dictionary(
      fc.constantFrom('a', 'b', 'c', 'd'),
      fc.record({
        quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
        brand: fc.constantFrom('any', 'oem', 'genuine'),
        car: fc.constantFrom(null, 'volvo-240'),
      }),
    );
    fc.assert(
      fc.property(cart, cart, (account, visitor) => {
        const merged = mergeCarts(account, visitor);
        for (const [id, own] of Object.entries(visitor)) {
          expect(merged[id]!.brand).toBe(own.brand);
          expect(merged[id]!.quantity).toBeGreaterThanOrEqual(own.quantity);
        }
        for (const [id, own] of Object.entries(account)) {
          if (!(id in visitor)) expect(merged[id]).toEqual(own);
          else if (visitor[id]!.brand === own.brand)
            expect(merged[id]!.quantity).toBe(
              Math.min(own.quantity + visitor[id]!.quantity, MAX_LINE_QUANTITY),
            );
        }
      }),
    );
  });
});
