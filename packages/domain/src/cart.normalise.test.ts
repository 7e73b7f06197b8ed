import { describe, expect, it } from 'vitest';
import type { CartProblemCode } from './cart.js';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart.js';
import { ID_A, ID_B, ID_C } from './cart.fixtures.js';
import { cartToArticles, normaliseArticles, normaliseStoredCart } from './cart-normalise.js';

const line = (quantity: number, brand = 'any', car: string | null = null) => ({
  quantity,
  brand,
  car,
});

describe('normaliseStoredCart: quantities', () => {
  it.each<[string, unknown, number | null, CartProblemCode | null]>([
    ['1 is kept', 1, 1, null],
    ['the bound is kept', MAX_LINE_QUANTITY, MAX_LINE_QUANTITY, null],
    [
      'one over the bound is the bound',
      MAX_LINE_QUANTITY + 1,
      MAX_LINE_QUANTITY,
      'quantity_corrected',
    ],
    ['1000 is corrected to the bound', 1000, MAX_LINE_QUANTITY, 'quantity_corrected'],
    ['a huge number is corrected to the bound', 1e300, MAX_LINE_QUANTITY, 'quantity_corrected'],
    [
      'Infinity (JSON 1e999) is corrected to the bound',
      Number.POSITIVE_INFINITY,
      MAX_LINE_QUANTITY,
      'quantity_corrected',
    ],
    ['a fraction is cut', 2.7, 2, 'quantity_corrected'],
    ['1.5 is 1', 1.5, 1, 'quantity_corrected'],
    ['0.5 is dropped', 0.5, null, 'invalid_line'],
    ['0 is dropped', 0, null, 'invalid_line'],
    ['-0 is dropped', -0, null, 'invalid_line'],
    ['negative is dropped', -4, null, 'invalid_line'],
    ['-Infinity is dropped', Number.NEGATIVE_INFINITY, null, 'invalid_line'],
    ['NaN is dropped', Number.NaN, null, 'invalid_line'],
    ['a numeric string is dropped', '3', null, 'invalid_line'],
    ['a word is dropped', 'lots', null, 'invalid_line'],
    ['true is dropped', true, null, 'invalid_line'],
    ['null is dropped', null, null, 'invalid_line'],
    ['missing is dropped', undefined, null, 'invalid_line'],
    ['a list is dropped', [2], null, 'invalid_line'],
  ])('%s', (_, quantity, kept, code) => {
    const { cart, problems } = normaliseStoredCart({ [ID_A]: { quantity, brand: 'any' } });
    expect(cart).toEqual(kept === null ? {} : { [ID_A]: line(kept) });
    expect(problems.map((p) => p.code)).toEqual(code ? [code] : []);
    for (const p of problems) expect(p.item).toBe(ID_A);
  });
});

describe('normaliseStoredCart: brands, cars, keys and values', () => {
  it.each<[string, unknown, string, boolean]>([
    ['any', 'any', 'any', false],
    ['oem', 'oem', 'oem', false],
    ['upper case is lowered', 'GENUINE', 'genuine', false],
    ['spaces are trimmed', ' oem ', 'oem', false],
    ['missing is any', undefined, 'any', false],
    ['null is any', null, 'any', false],
    ['empty is any', '', 'any', false],
    ['unknown is any, reported', 'chrome', 'any', true],
    ['a number is any, reported', 7, 'any', true],
    ['an inherited key is any, reported', 'constructor', 'any', true],
  ])('brand: %s', (_, brand, kept, reported) => {
    const { cart, problems } = normaliseStoredCart({ [ID_A]: { quantity: 1, brand } });
    expect(cart[ID_A]?.brand).toBe(kept);
    expect(problems.map((p) => p.code)).toEqual(reported ? ['unknown_brand'] : []);
  });

  it.each<[unknown, string | null]>([
    ['volvo-240', 'volvo-240'],
    [null, null],
    [undefined, null],
    ['Volvo 240', null],
    [42, null],
    [{ slug: 'volvo-240' }, null],
  ])('car %j -> %s', (car, kept) => {
    const { cart, problems } = normaliseStoredCart({ [ID_A]: { quantity: 1, car } });
    expect(cart[ID_A]?.car).toBe(kept);
    expect(problems).toEqual([]);
  });

  it.each([
    ['an upper-case id', 'AAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a short id', 'abc'],
    ['a key with spaces', ` ${ID_A}`],
    ['__proto__', '__proto__'],
    ['an empty key', ''],
  ])('drops %s as an invalid line', (_, key) => {
    const input = JSON.parse(`{${JSON.stringify(key)}: {"quantity": 1}}`) as unknown;
    const { cart, problems } = normaliseStoredCart(input);
    expect(cart).toEqual({});
    expect(Object.getPrototypeOf(cart)).toBe(Object.prototype);
    expect(problems).toEqual([{ item: key, code: 'invalid_line', message: expect.any(String) }]);
  });

  it('shortens an oversized key in problems', () => {
    const key = 'k'.repeat(10_000);
    const { problems } = normaliseStoredCart({ [key]: { quantity: 1 } });
    expect(problems[0]?.item.length).toBeLessThanOrEqual(40);
    expect(problems[0]?.message.length).toBeLessThan(200);
  });

  it.each([[3], ['3'], [null], [[1, 'any']], [true]])('drops a line value %j', (value) => {
    const { cart, problems } = normaliseStoredCart({ [ID_A]: value });
    expect(cart).toEqual({});
    expect(problems.map((p) => p.code)).toEqual(['invalid_line']);
  });

  it('ignores unknown fields such as a client price', () => {
    const input = { [ID_A]: { quantity: 2, brand: 'oem', car: null, price: 1, storedPrice: 5 } };
    expect(normaliseStoredCart(input)).toEqual({ cart: { [ID_A]: line(2, 'oem') }, problems: [] });
  });

  it('keeps line order and reports each line', () => {
    const { cart, problems } = normaliseStoredCart({
      [ID_C]: { quantity: 1 },
      bad: { quantity: 1 },
      [ID_A]: { quantity: 0 },
      [ID_B]: { quantity: 1e6, brand: 'x' },
    });
    expect(Object.keys(cart)).toEqual([ID_C, ID_B]);
    expect(problems.map((p) => [p.item, p.code])).toEqual([
      ['bad', 'invalid_line'],
      [ID_A, 'invalid_line'],
      [ID_B, 'quantity_corrected'],
      [ID_B, 'unknown_brand'],
    ]);
  });
});

describe('normaliseStoredCart: the whole cart', () => {
  it.each([
    ['nothing stored', null],
    ['undefined', undefined],
  ])('%s is an empty cart without problems', (_, input) => {
    expect(normaliseStoredCart(input)).toEqual({ cart: {}, problems: [] });
  });

  it.each([
    ['a list', [1, 2]],
    ['a number', 5],
    ['a string that is not JSON', '{"cart":'],
    ['JSON of a list', '[]'],
    ['true', true],
  ])('%s is an empty cart with a problem', (_, input) => {
    const { cart, problems } = normaliseStoredCart(input);
    expect(cart).toEqual({});
    expect(problems).toEqual([{ item: '', code: 'invalid_line', message: expect.any(String) }]);
  });

  it('parses the stored text', () => {
    const text = JSON.stringify({ [ID_A]: line(2, 'oem', 'volvo-240') });
    expect(normaliseStoredCart(text)).toEqual({
      cart: { [ID_A]: line(2, 'oem', 'volvo-240') },
      problems: [],
    });
    expect(normaliseStoredCart('null')).toEqual({ cart: {}, problems: [] });
  });

  it(`keeps at most ${MAX_CART_LINES} lines`, () => {
    const ids = Array.from({ length: MAX_CART_LINES + 2 }, (_, i) =>
      i.toString(16).padStart(24, '0'),
    );
    const { cart, problems } = normaliseStoredCart(
      Object.fromEntries(ids.map((id) => [id, { quantity: 1 }])),
    );
    expect(Object.keys(cart)).toEqual(ids.slice(0, MAX_CART_LINES));
    expect(problems.map((p) => p.item)).toEqual(ids.slice(MAX_CART_LINES));
  });
});

describe('normaliseArticles and cartToArticles', () => {
  it('applies the line rules to articles', () => {
    const { cart, problems } = normaliseArticles([
      { item: ID_A, quantity: 2, brand: 'OEM', car: 'volvo-240', price: 1 },
      { item: ID_B, quantity: -1, brand: 'any', car: null },
      { item: 'nope', quantity: 1 },
      { quantity: 1 },
      'text',
    ]);
    expect(cart).toEqual({ [ID_A]: line(2, 'oem', 'volvo-240') });
    expect(problems.map((p) => [p.item, p.code])).toEqual([
      [ID_B, 'invalid_line'],
      ['nope', 'invalid_line'],
      ['#3', 'invalid_line'],
      ['#4', 'invalid_line'],
    ]);
  });

  it('keeps the first of two articles of one item', () => {
    const { cart, problems } = normaliseArticles([
      { item: ID_A, quantity: 2 },
      { item: ID_A, quantity: 5 },
    ]);
    expect(cart).toEqual({ [ID_A]: line(2) });
    expect(problems.map((p) => p.code)).toEqual(['invalid_line']);
  });

  it('round-trips a cart through articles', () => {
    const cart = { [ID_B]: line(3, 'genuine', null), [ID_A]: line(1, 'any', 'volvo-240') };
    const articles = cartToArticles(cart);
    expect(articles).toEqual([
      { item: ID_B, quantity: 3, brand: 'genuine', car: null },
      { item: ID_A, quantity: 1, brand: 'any', car: 'volvo-240' },
    ]);
    expect(normaliseArticles(articles)).toEqual({ cart, problems: [] });
  });
});
