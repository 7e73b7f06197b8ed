import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Brand, Item } from './api.js';
import { BRANDS } from './api.js';
import type { StoredCart } from './cart.js';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, cartLine, cartTotals } from './cart.js';
import { arrival, entry, makeItem } from './cart.fixtures.js';
import { normaliseStoredCart } from './cart-normalise.js';
import { addToCart, clearCart, deleteLine, setQuantity, subtractFromCart } from './cart-state.js';

const hex = fc.constantFrom(...'0123456789abcdef'.split(''));
const itemId = fc.string({ unit: hex, minLength: 24, maxLength: 24 });
/** A few ids, so operations hit the same lines again. */
const fewIds = fc.constantFrom(
  'aaaaaaaaaaaaaaaaaaaaaaaa',
  'bbbbbbbbbbbbbbbbbbbbbbbb',
  'cccccccccccccccccccccccc',
);
const brand = fc.constantFrom<Brand>(...BRANDS);
const money = fc.integer({ min: 0, max: 1_000_000 });
const quantity = fc.integer({ min: 1, max: MAX_LINE_QUANTITY });
const now = fc.date({
  min: new Date('2018-01-01T00:00:00Z'),
  max: new Date('2040-12-31T00:00:00Z'),
  noInvalidDate: true,
});

const priceEntry = fc
  .record({
    price: money,
    watermark: fc.option(money, { nil: null }),
    increment: fc.option(money, { nil: null }),
    days: fc.integer({ min: 0, max: 30 }),
  })
  .map(({ days, ...terms }) =>
    entry(terms.price, { ...terms, arrival: arrival({ type: 'days', days }) }),
  );

const item: fc.Arbitrary<Item> = fc
  .record({
    _id: itemId,
    price: money,
    weight: fc.integer({ min: 0, max: 100_000 }),
    stock: fc.integer({ min: 0, max: 2000 }),
    prices: fc.dictionary(brand, priceEntry),
  })
  .map(({ stock, prices, ...rest }) =>
    makeItem({ ...rest, stock: { quantity: stock }, prices_typed: prices }),
  );

const storedLine = fc.record({
  quantity,
  brand,
  car: fc.option(fc.constantFrom('volvo-240', 'volvo-amazon'), { nil: null }),
});
const storedCart: fc.Arbitrary<StoredCart> = fc.dictionary(fewIds, storedLine, { maxKeys: 3 });

describe('cart line and totals properties', () => {
  it('totals equal the sum of the lines; each line adds up', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(item, quantity, brand)), now, (picks, clock) => {
        const lines = picks.map(([it_, q, b]) =>
          cartLine(it_, { quantity: q, brand: b }, { now: clock }),
        );
        for (const l of lines) {
          expect(l.linePrice).toBe(l.unitPrice * l.quantity);
          expect(l.weight).toBe(l.item.weight * l.quantity);
          expect(l.fee).toBeGreaterThanOrEqual(0);
          expect(l.total).toBe(l.linePrice + (l.stocked ? 0 : l.fee));
          expect(l.stocked).toBe(l.item.stock.quantity > 0 && l.item.stock.quantity >= l.quantity);
          expect(Object.hasOwn(l.item.prices_typed, l.brand) || l.brand === 'any').toBe(true);
        }
        const totals = cartTotals(lines);
        expect(totals.count).toBe(lines.length);
        expect(totals.total).toBe(lines.reduce((s, l) => s + l.total, 0));
        expect(totals.weight).toBe(lines.reduce((s, l) => s + l.weight, 0));
        expect(totals.quantity).toBe(lines.reduce((s, l) => s + l.quantity, 0));
      }),
    );
  });
});

/** Any number a caller might pass, sensible or not. */
const amount = fc.oneof(
  fc.integer({ min: -2000, max: 2000 }),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0),
);
const operation = fc.oneof(
  fc.record({
    op: fc.constant('add' as const),
    id: fewIds,
    n: amount,
    brand: fc.option(fc.string()),
  }),
  fc.record({ op: fc.constant('subtract' as const), id: fewIds, n: amount }),
  fc.record({ op: fc.constant('set' as const), id: fewIds, n: amount }),
  fc.record({ op: fc.constant('delete' as const), id: fewIds }),
  fc.record({ op: fc.constant('clear' as const) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function apply(cart: StoredCart, o: Operation): StoredCart {
  switch (o.op) {
    case 'add':
      return addToCart(cart, o.id, o.n, o.brand);
    case 'subtract':
      return subtractFromCart(cart, o.id, o.n);
    case 'set':
      return setQuantity(cart, o.id, o.n);
    case 'delete':
      return deleteLine(cart, o.id);
    case 'clear':
      return clearCart();
  }
}

describe('state properties', () => {
  it('never produce a line below 1 (or above the bound, or of part units, or of an unknown brand)', () => {
    fc.assert(
      fc.property(storedCart, fc.array(operation, { maxLength: 30 }), (start, ops) => {
        let cart = start;
        for (const o of ops) {
          cart = apply(cart, o);
          for (const l of Object.values(cart)) {
            expect(Number.isInteger(l.quantity)).toBe(true);
            expect(l.quantity).toBeGreaterThanOrEqual(1);
            expect(l.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
            expect(BRANDS).toContain(l.brand);
          }
        }
      }),
    );
  });

  it('add then subtract is the identity for an existing line', () => {
    fc.assert(
      fc.property(
        storedCart,
        fewIds,
        fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
        (cart, id, n) => {
          fc.pre(Object.hasOwn(cart, id) && cart[id]!.quantity + n <= MAX_LINE_QUANTITY);
          expect(subtractFromCart(addToCart(cart, id, n), id, n)).toEqual(cart);
        },
      ),
    );
  });

  it('add caps a line at MAX_LINE_QUANTITY units', () => {
    fc.assert(
      fc.property(storedCart, fewIds, fc.integer({ min: 1, max: 5000 }), (cart, id, n) => {
        const before = Object.hasOwn(cart, id) ? cart[id]!.quantity : 0;
        const after = addToCart(cart, id, n)[id]!.quantity;
        expect(after).toBe(Math.min(before + n, MAX_LINE_QUANTITY));
      }),
    );
  });
});

/** Mostly cart-shaped JSON, with every kind of wrong value inside. */
const cartLikeJson = fc.dictionary(
  fc.oneof(itemId, fc.string()),
  fc.oneof(
    fc.record(
      { quantity: fc.jsonValue(), brand: fc.jsonValue(), car: fc.jsonValue() },
      { requiredKeys: [] },
    ),
    fc.jsonValue(),
  ),
);

describe('normaliseStoredCart properties', () => {
  it('never throws on any JSON or value, and yields only valid lines', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything(), fc.string(), cartLikeJson), (input) => {
        const { cart, problems } = normaliseStoredCart(input);
        expect(Object.keys(cart).length).toBeLessThanOrEqual(MAX_CART_LINES);
        for (const [id, l] of Object.entries(cart)) {
          expect(id).toMatch(/^[0-9a-f]{24}$/);
          expect(Number.isInteger(l.quantity) && l.quantity >= 1).toBe(true);
          expect(l.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
          expect(BRANDS).toContain(l.brand);
        }
        expect(Array.isArray(problems)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent: a normalised cart passes again unchanged, without problems', () => {
    fc.assert(
      fc.property(cartLikeJson, (input) => {
        const once = normaliseStoredCart(input).cart;
        expect(normaliseStoredCart(once)).toEqual({ cart: once, problems: [] });
        expect(normaliseStoredCart(JSON.stringify(once))).toEqual({ cart: once, problems: [] });
      }),
    );
  });
});
