import { describe, expect, it } from 'vitest';
import {
  cartDateSchema,
  cartIdSchema,
  cartRequestSchema,
  itemsRequestSchema,
  saveCartRequestSchema,
} from './cart.schema.js';

describe('cartRequestSchema', () => {
  it.each([
    [{ cart: {} }, true],
    [{ cart: { anything: 'goes', 'per line': [1] } }, true],
    [{ cart: {}, price: 1 }, true], // unknown fields are ignored
    [{ cart: [] }, false],
    [{ cart: 'x' }, false],
    [{ cart: null }, false],
    [{}, false],
    ['{"cart":{}}', false],
  ])('%j -> %s', (body, ok) => {
    expect(cartRequestSchema.safeParse(body).success).toBe(ok);
  });
});

describe('itemsRequestSchema', () => {
  it.each([
    [{ items: [] }, true],
    [{ items: ['0123456789abcdef01234567', 'not an id'] }, true],
    [{ items: [1] }, false],
    [{ items: 'abc' }, false],
    [{}, false],
  ])('%j -> %s', (body, ok) => {
    expect(itemsRequestSchema.safeParse(body).success).toBe(ok);
  });
});

describe('saveCartRequestSchema', () => {
  it('keeps the fields of an article for the line rules to check', () => {
    const body = { articles: [{ item: 'x', quantity: 'two', brand: 7, car: null, price: 1 }] };
    expect(saveCartRequestSchema.parse(body)).toEqual(body);
  });

  it.each([[{ articles: [{}] }], [{ articles: [{ item: 1 }] }], [{ articles: {} }], [{}]])(
    'refuses %j',
    (body) => {
      expect(saveCartRequestSchema.safeParse(body).success).toBe(false);
    },
  );
});

describe('saved cart address', () => {
  it.each([
    ['20261121', true],
    ['20240229', true],
    ['20230229', false], // no such day
    ['20261321', false],
    ['2026112', false],
    ['2026-11-21', false],
    ['202611211', false],
  ])('cartDate %s -> %s', (date, ok) => {
    expect(cartDateSchema.safeParse(date).success).toBe(ok);
  });

  it.each([
    ['AbCd_-0123456789', true],
    ['abcdefghijklmno', false],
    ['abcdefghijklmnopq', false],
    ['abcdefghijklmno=', false],
    ['abcdefghijklmno/', false],
  ])('cartId %s -> %s', (id, ok) => {
    expect(cartIdSchema.safeParse(id).success).toBe(ok);
  });
});
