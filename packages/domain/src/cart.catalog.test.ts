import { describe, expect, it } from 'vitest';
import { ID_A, ID_B, ID_C, entry, makeItem, winter } from './cart.fixtures.js';
import { priceCart, reconcileCart, savedCartDate } from './cart-catalog.js';

const line = (quantity: number, brand = 'any', car: string | null = null) => ({
  quantity,
  brand,
  car,
});
const a = makeItem({ _id: ID_A, prices_typed: { any: entry(1000), oem: entry(1500) } });
const b = makeItem({ _id: ID_B, price: 300, prices_typed: { any: entry(300) } });

describe('reconcileCart', () => {
  it('keeps known items and the brands they come in', () => {
    const cart = { [ID_A]: line(2, 'oem', 'volvo-240'), [ID_B]: line(1) };
    expect(reconcileCart(cart, [b, a])).toEqual({ cart, problems: [] });
  });

  it('reports unknown items and drops them', () => {
    const { cart, problems } = reconcileCart({ [ID_C]: line(1), [ID_A]: line(1) }, [a]);
    expect(cart).toEqual({ [ID_A]: line(1) });
    expect(problems).toEqual([{ item: ID_C, code: 'unknown_item', message: expect.any(String) }]);
  });

  it("reports a brand the item does not come in, and uses 'any'", () => {
    const { cart, problems } = reconcileCart({ [ID_B]: line(4, 'genuine', 'volvo-240') }, [b]);
    expect(cart).toEqual({ [ID_B]: line(4, 'any', 'volvo-240') });
    expect(problems).toEqual([{ item: ID_B, code: 'unknown_brand', message: expect.any(String) }]);
  });

  it("keeps 'any' for an item without an any entry (its price is the item price)", () => {
    const bare = makeItem({ _id: ID_C, price: 50, prices_typed: {} });
    expect(reconcileCart({ [ID_C]: line(1) }, [bare]).problems).toEqual([]);
  });
});

describe('priceCart', () => {
  const ctx = { now: winter('2024-01-17T10:00'), minimumArrival: '171229' };

  it('prices the known lines in cart order', () => {
    const { lines, problems } = priceCart(
      { [ID_B]: line(3), [ID_C]: line(1), [ID_A]: line(2, 'oem') },
      [a, b],
      ctx,
    );
    expect(lines.map((l) => [l.item._id, l.brand, l.linePrice])).toEqual([
      [ID_B, 'any', 900],
      [ID_A, 'oem', 3000],
    ]);
    expect(problems.map((p) => p.code)).toEqual(['unknown_item']);
  });

  it('is empty for an empty cart', () => {
    expect(priceCart({}, [a], ctx)).toEqual({ lines: [], problems: [] });
  });
});

describe('savedCartDate', () => {
  it.each([
    ['2024-01-17T10:00:00Z', '20240117'],
    ['2024-01-17T22:59:59Z', '20240117'],
    ['2024-01-17T23:00:00Z', '20240118'], // midnight in Stockholm (UTC+1)
    ['2024-06-30T21:59:59Z', '20240630'],
    ['2024-06-30T22:00:00Z', '20240701'], // summer time (UTC+2)
    ['2024-12-31T23:30:00Z', '20250101'],
  ])('%s -> %s', (instant, expected) => {
    expect(savedCartDate(new Date(instant))).toBe(expected);
  });
});
