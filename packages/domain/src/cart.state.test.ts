import { describe, expect, it } from 'vitest';
import type { StoredCart } from './cart.js';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart.js';
import { ID_A, ID_B, makeItem } from './cart.fixtures.js';
import {
  NO_DATA_ERROR,
  NO_ITEM_ERROR,
  addToCart,
  cartIsFull,
  clearCart,
  deleteLine,
  lineOf,
  setCartLine,
  setQuantity,
  subtractFromCart,
} from './cart-state.js';

const line = (quantity: number, brand = 'any', car: string | null = null) => ({
  quantity,
  brand,
  car,
});
const one: StoredCart = Object.freeze({ [ID_A]: Object.freeze(line(2, 'oem', 'volvo-240')) });

describe('addToCart', () => {
  it.each<[string, StoredCart, number | undefined, StoredCart]>([
    ['a new line by 1', {}, undefined, { [ID_A]: line(1) }],
    ['a new line by an amount', {}, 4, { [ID_A]: line(4) }],
    [
      'an existing line by 1, keeping brand and car',
      one,
      undefined,
      { [ID_A]: line(3, 'oem', 'volvo-240') },
    ],
    ['an existing line by an amount', one, 10, { [ID_A]: line(12, 'oem', 'volvo-240') }],
    ['a fraction counts whole units', one, 2.9, { [ID_A]: line(4, 'oem', 'volvo-240') }],
    [
      `up to ${MAX_LINE_QUANTITY} units`,
      one,
      5000,
      { [ID_A]: line(MAX_LINE_QUANTITY, 'oem', 'volvo-240') },
    ],
    ['0 creates no line', {}, 0, {}],
    ['a negative amount creates no line', {}, -3, {}],
    ['NaN creates no line', {}, Number.NaN, {}],
    ['Infinity creates no line', {}, Number.POSITIVE_INFINITY, {}],
    ['NaN leaves a line as it is', one, Number.NaN, one],
    ['a negative amount below 1 removes', one, -2, {}],
  ])('%s', (_, cart, amount, expected) => {
    expect(addToCart(cart, makeItem(), amount)).toEqual(expected);
  });

  it('takes a brand (lower-cased; unknown -> any) and a car', () => {
    expect(addToCart({}, ID_A, 1, 'GENUINE', 'volvo-240')).toEqual({
      [ID_A]: line(1, 'genuine', 'volvo-240'),
    });
    expect(addToCart({}, ID_A, 1, 'chrome')).toEqual({ [ID_A]: line(1) });
    expect(addToCart(one, ID_A, 1, 'any', null)).toEqual({ [ID_A]: line(3) });
  });

  it('leaves other lines alone and never edits the cart given', () => {
    const two = addToCart(one, ID_B);
    expect(two).toEqual({ ...one, [ID_B]: line(1) });
    expect(two[ID_A]).toBe(one[ID_A]);
    expect(one).toEqual({ [ID_A]: line(2, 'oem', 'volvo-240') });
  });

  it('returns the same cart when nothing changes', () => {
    const full = { [ID_A]: line(MAX_LINE_QUANTITY) };
    expect(addToCart(full, ID_A)).toBe(full);
    expect(addToCart(one, ID_A, 0)).toBe(one);
    expect(addToCart({}, ID_A, 0)).toEqual({});
  });

  it(`adds no new line to a cart of ${MAX_CART_LINES} lines, but still adds to its lines`, () => {
    const ids = Array.from({ length: MAX_CART_LINES }, (_, i) => i.toString(16).padStart(24, '0'));
    const full: StoredCart = Object.fromEntries(ids.map((id) => [id, line(1)]));
    expect(cartIsFull(full, ID_A)).toBe(true);
    expect(cartIsFull(full, ids[0]!)).toBe(false);
    expect(addToCart(full, ID_A)).toBe(full);
    expect(setQuantity(full, ID_A, 2)).toBe(full);
    expect(addToCart(full, ids[0]!)[ids[0]!]).toEqual(line(2));
    expect(cartIsFull(deleteLine(full, ids[0]!), ID_A)).toBe(false);
  });

  it.each([
    ['no item', undefined],
    ['null', null],
    ['an item without id', {}],
    ['an empty id', ''],
    ['a malformed id', 'ABCDEF'],
    ['an inherited key', '__proto__'],
  ])('throws cart.set: no/invalid item for %s', (_, item) => {
    expect(() => addToCart({}, item as unknown as string)).toThrow(NO_ITEM_ERROR);
  });
});

describe('subtractFromCart', () => {
  it.each<[string, StoredCart, number | undefined, StoredCart]>([
    ['by 1', one, undefined, { [ID_A]: line(1, 'oem', 'volvo-240') }],
    ['to 0 removes the line', one, 2, {}],
    ['below 0 removes the line', one, 5, {}],
    ['a missing line stays missing', {}, 1, {}],
    ['NaN changes nothing', one, Number.NaN, one],
  ])('%s', (_, cart, amount, expected) => {
    expect(subtractFromCart(cart, ID_A, amount)).toEqual(expected);
  });

  it('removes a line of 1', () => {
    expect(subtractFromCart({ [ID_A]: line(1), [ID_B]: line(1) }, ID_A)).toEqual({
      [ID_B]: line(1),
    });
  });
});

describe('setQuantity and setCartLine (cart.set)', () => {
  it.each<[string, StoredCart, unknown, StoredCart]>([
    ['sets a new line', {}, 3, { [ID_A]: line(3) }],
    [
      'sets an existing line, keeping brand and car',
      one,
      7,
      { [ID_A]: line(7, 'oem', 'volvo-240') },
    ],
    ['1 is the least line', one, 1, { [ID_A]: line(1, 'oem', 'volvo-240') }],
    ['0 removes', one, 0, {}],
    ['0.5 is below 1: removes', one, 0.5, {}],
    ['negative removes', one, -1, {}],
    ['0 creates no line', {}, 0, {}],
    ['a fraction is cut to whole units', {}, 2.5, { [ID_A]: line(2) }],
    [
      `more than ${MAX_LINE_QUANTITY} is ${MAX_LINE_QUANTITY}`,
      {},
      MAX_LINE_QUANTITY + 1,
      { [ID_A]: line(MAX_LINE_QUANTITY) },
    ],
    ['non-numeric creates no line', {}, '3', {}],
    ['non-numeric leaves a line as it is', one, 'x', one],
    ['NaN creates no line', {}, Number.NaN, {}],
  ])('%s', (_, cart, quantity, expected) => {
    expect(setQuantity(cart, ID_A, quantity as number)).toEqual(expected);
  });

  it('changes brand and car when given', () => {
    expect(setCartLine(one, ID_A, { quantity: 2, brand: 'Any', car: null })).toEqual({
      [ID_A]: line(2),
    });
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty object', {}],
  ])('throws cart.set: no data for %s', (_, data) => {
    expect(() => setCartLine({}, ID_A, data as never)).toThrow(NO_DATA_ERROR);
  });

  it('checks the item before the data', () => {
    expect(() => setCartLine({}, null, null)).toThrow(NO_ITEM_ERROR);
  });
});

describe('deleteLine, clearCart, lineOf', () => {
  it('deletes a line by item or id', () => {
    expect(deleteLine(one, makeItem())).toEqual({});
    expect(deleteLine({ [ID_A]: line(1), [ID_B]: line(2) }, ID_B)).toEqual({ [ID_A]: line(1) });
  });

  it('returns the same cart when the line is not there', () => {
    expect(deleteLine(one, ID_B)).toBe(one);
  });

  it('clears', () => {
    expect(clearCart()).toEqual({});
  });

  it('reads a line', () => {
    expect(lineOf(one, ID_A)).toEqual(line(2, 'oem', 'volvo-240'));
    expect(lineOf(one, ID_B)).toBeUndefined();
    expect(() => lineOf(one, 'nope')).toThrow(NO_ITEM_ERROR);
  });
});
