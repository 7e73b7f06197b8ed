import { describe, expect, it } from 'vitest';
import type { Item } from './api.js';
import type { CartContext } from './cart.js';
import {
  cartLine,
  cartLineView,
  cartTotals,
  effectiveBrand,
  isStocked,
  offeredBrands,
  toCart,
  unitPrice,
} from './cart.js';
import { ID_A, ID_B, arrival, entry, makeItem, winter } from './cart.fixtures.js';

const WED_10 = winter('2024-01-17T10:00');
const ctx = (now: Date = WED_10, minimumArrival?: string): CartContext => ({
  now,
  minimumArrival,
});

describe('unitPrice and effectiveBrand', () => {
  const item = makeItem({
    price: 999,
    prices_typed: { any: entry(1000), oem: entry(1200) },
  });

  it.each<[string, Item, string, number, string]>([
    ['the brand offered', item, 'oem', 1200, 'oem'],
    ['the brand, case-blind', item, 'OEM', 1200, 'oem'],
    ['any', item, 'any', 1000, 'any'],
    ['a brand not offered falls back to any', item, 'genuine', 1000, 'any'],
    ['an unknown brand falls back to any', item, 'chrome', 1000, 'any'],
    ['an empty brand falls back to any', item, '', 1000, 'any'],
    ['no inherited property counts as a brand', item, 'constructor', 1000, 'any'],
    ['no __proto__ either', item, '__proto__', 1000, 'any'],
    [
      'no entry at all: the item price',
      makeItem({ price: 777, prices_typed: {} }),
      'oem',
      777,
      'any',
    ],
    [
      'only another brand: the item price',
      makeItem({ price: 777, prices_typed: { oem: entry(1500) } }),
      'any',
      777,
      'any',
    ],
  ])('%s', (_, it_, brand, price, effective) => {
    expect(unitPrice(it_, brand)).toBe(price);
    expect(effectiveBrand(it_, brand)).toBe(effective);
  });
});

describe('offeredBrands', () => {
  it('lists the brands with an entry of their own, in the shop order', () => {
    const item = makeItem({ prices_typed: { genuine: entry(1500), any: entry(1000) } });
    expect(offeredBrands(item)).toEqual(['any', 'genuine']);
    expect(offeredBrands(makeItem({ prices_typed: {} }))).toEqual([]);
  });
});

describe('isStocked', () => {
  it.each([
    [5, 4, true],
    [5, 5, true], // exactly the stock
    [5, 6, false],
    [0, 0, false], // nothing in stock is never stocked
    [0, 1, false],
    [-1, -3, false],
    [1, 1, true],
  ])('stock %s, quantity %s -> %s', (stock, quantity, expected) => {
    expect(isStocked(stock, quantity)).toBe(expected);
  });
});

describe('cartLine figures', () => {
  // Fee terms: watermark 5000, increment 1000 -> fee(q) = ceil((5000 - 1000 q) / 2).
  const terms = { watermark: 5000, increment: 1000 };
  const item = makeItem({ prices_typed: { any: entry(1000, terms) }, stock: { quantity: 5 } });

  it.each([
    // [quantity, stocked, fee, total]
    [1, true, 2000, 1000], // stocked: the fee is shown but not charged
    [4, true, 500, 4000],
    [5, true, 0, 5000], // exactly the stock
    [6, false, 0, 6000], // past the watermark: no fee
  ])('quantity %s -> stocked %s, fee %s, total %s', (quantity, stocked, fee, total) => {
    const line = cartLine(item, { quantity, brand: 'any' }, ctx());
    expect(line).toMatchObject({ quantity, stocked, fee, total, unitPrice: 1000 });
    expect(line.linePrice).toBe(1000 * quantity);
    expect(line.weight).toBe(250 * quantity);
  });

  it.each([
    // [stock, quantity, fee, total]: not stocked -> the fee is added
    [0, 1, 2000, 3000],
    [2, 3, 1000, 4000],
    [0, 2, 1500, 3500],
  ])('stock %s, quantity %s -> fee %s added: total %s', (stock, quantity, fee, total) => {
    const short = makeItem({
      prices_typed: { any: entry(1000, terms) },
      stock: { quantity: stock },
    });
    expect(cartLine(short, { quantity, brand: 'any' }, ctx())).toMatchObject({
      stocked: false,
      fee,
      total,
    });
  });

  it('has no fee when the watermark is below the increment', () => {
    const low = makeItem({
      prices_typed: { any: entry(1000, { watermark: 300, increment: 500 }) },
      stock: { quantity: 0 },
    });
    expect(cartLine(low, { quantity: 1, brand: 'any' }, ctx())).toMatchObject({
      fee: 0,
      total: 1000,
    });
  });

  it('uses the brand entry for price, fee and arrival', () => {
    const dated = arrival({ type: 'date', date: '2024-01-24' });
    const oem = entry(1500, { watermark: 4000, increment: 1000, arrival: dated });
    const branded = makeItem({ prices_typed: { any: entry(1000), oem } });
    const line = cartLine(branded, { quantity: 2, brand: 'OEM', car: 'volvo-240' }, ctx());
    expect(line).toMatchObject({
      brand: 'oem',
      car: 'volvo-240',
      unitPrice: 1500,
      linePrice: 3000,
      fee: 1000,
      stocked: true,
      total: 3000,
      arrival: '2024-01-24', // stock is the shop's own ('any'): an oem line comes from the supplier
      days: 7,
    });
  });

  it('falls back to any for a brand the item lacks', () => {
    const line = cartLine(item, { quantity: 1, brand: 'genuine' }, ctx());
    expect(line).toMatchObject({ brand: 'any', unitPrice: 1000, car: null });
  });

  it.each([
    ['stocked, Wednesday 11:59: today', winter('2024-01-17T11:59'), 5, '2024-01-17', 0],
    ['stocked, Wednesday 12:00: tomorrow', winter('2024-01-17T12:00'), 5, '2024-01-18', 1],
    ['stocked, Friday after noon: Monday', winter('2024-01-19T12:00'), 5, '2024-01-22', 3],
    ['stocked, Saturday: Monday', winter('2024-01-20T09:00'), 5, '2024-01-22', 2],
    ['supplier, 3 days from Wednesday: Saturday -> Monday', WED_10, 6, '2024-01-22', 5],
    ['supplier, 3 days from Monday: Thursday', winter('2024-01-15T15:00'), 6, '2024-01-18', 3],
  ])('arrival: %s', (_, now, quantity, date, days) => {
    const line = cartLine(makeItem(), { quantity, brand: 'any' }, ctx(now));
    expect(line.arrival).toBe(date);
    expect(line.days).toBe(days);
  });

  it.each([
    ['a later minimum arrival lifts the date', '240201', '2024-02-01', 15],
    ['a minimum on a Saturday becomes Monday', '240203', '2024-02-05', 19],
    ['an earlier minimum changes nothing', '240101', '2024-01-17', 0],
    ['an invalid minimum is the default (2017-12-29)', 'soon', '2024-01-17', 0],
  ])('%s', (_, minimum, date, days) => {
    const line = cartLine(makeItem(), { quantity: 1, brand: 'any' }, ctx(WED_10, minimum));
    expect(line).toMatchObject({ arrival: date, days });
  });

  it('marks an unknown arrival with negative days', () => {
    const unknown = makeItem({
      prices_typed: { any: entry(1000, { arrival: arrival() }) },
      stock: { quantity: 0 },
    });
    expect(cartLine(unknown, { quantity: 1, brand: 'any' }, ctx())).toMatchObject({
      arrival: '2024-01-15',
      days: -2,
    });
  });
});

describe('cart totals', () => {
  const a = cartLine(makeItem(), { quantity: 2, brand: 'any' }, ctx());
  const b = cartLine(
    makeItem({
      _id: ID_B,
      weight: 1000,
      stock: { quantity: 0 },
      prices_typed: { any: entry(300, { watermark: 1000, increment: 100 }) },
    }),
    { quantity: 3, brand: 'any' },
    ctx(),
  );

  it('sums count, units, totals (fees of unstocked lines included) and weight', () => {
    expect(b.total).toBe(900 + 350);
    expect(cartTotals([a, b])).toEqual({ count: 2, quantity: 5, total: 2000 + 1250, weight: 3500 });
    expect(cartTotals([])).toEqual({ count: 0, quantity: 0, total: 0, weight: 0 });
  });

  it('sums API views the same way', () => {
    expect(cartTotals([a, b].map(cartLineView))).toEqual(cartTotals([a, b]));
  });

  it('keys the cart by item id', () => {
    const cart = toCart([a, b]);
    expect(Object.keys(cart.lines)).toEqual([ID_A, ID_B]);
    expect(cart).toMatchObject({ count: 2, total: 3250, weight: 3500 });
  });

  it('keeps one line per item (the later)', () => {
    const again = cartLine(makeItem(), { quantity: 1, brand: 'any' }, ctx());
    expect(toCart([a, again]).lines[ID_A]).toBe(again);
    expect(toCart([a, again]).count).toBe(1);
  });

  it('sends the item by id', () => {
    const view = cartLineView(a);
    expect(view.item).toBe(ID_A);
    expect(view).not.toHaveProperty('item.name');
    expect({ ...view, item: a.item }).toEqual(a);
  });
});
