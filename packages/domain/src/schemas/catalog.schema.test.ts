import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { digitsNumber, isIllustration, isItemIdText, isSlug, pageNumber } from '../patterns.js';
import type { Brand, ItemSort } from '../api.js';
import { ITEM_SORTS, MAX_PAGE } from '../catalog.js';
import {
  brandSchema,
  illustrationSchema,
  itemIdSchema,
  itemSortSchema,
  legacyIdSchema,
  pageSchema,
  slugSchema,
} from './catalog.schema.js';
import type { BrandParam, ItemSortParam, Page } from './catalog.schema.js';

const valid = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

describe('slugSchema', () => {
  it.each([
    ['volvo-240', true],
    ['a', true],
    ['0', true],
    ['a'.repeat(64), true],
    ['a'.repeat(65), false],
    ['-volvo', false],
    ['Volvo', false],
    ['volvo_240', false],
    ['volvo 240', false],
    ['', false],
    ['åäö', false],
    [42, false],
  ])('%j valid: %s', (v, expected) => {
    expect(valid(slugSchema, v)).toBe(expected);
  });
});

describe('itemIdSchema', () => {
  it.each([
    ['0123456789abcdef01234567', true],
    ['0123456789abcdef0123456', false],
    ['0123456789abcdef012345678', false],
    ['0123456789ABCDEF01234567', false],
    ['0123456789abcdef0123456g', false],
    ['', false],
    [null, false],
  ])('%j valid: %s', (v, expected) => {
    expect(valid(itemIdSchema, v)).toBe(expected);
  });
});

describe('pageSchema', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['01', 1],
    ['10000', 10000],
    ['9999', 9999],
  ])('%j -> %s', (v, expected) => {
    expect(pageSchema.parse(v)).toBe(expected);
  });

  it.each(['0', '10001', '1e3', '-1', '01x', '1.0', '1.5', ' 1', '1 ', '', '+1', '0x10', 'abc'])(
    'rejects %j',
    (v) => {
      expect(valid(pageSchema, v)).toBe(false);
    },
  );

  it.each([1, null, undefined, ['1']])('rejects the non-string %j', (v) => {
    expect(valid(pageSchema, v)).toBe(false);
  });

  it('rejects a huge digit string', () => {
    expect(valid(pageSchema, '9'.repeat(400))).toBe(false);
  });

  it('outputs a number', () => {
    expectTypeOf<Page>().toEqualTypeOf<number>();
  });
});

describe('illustrationSchema', () => {
  it.each([
    ['AB12-cd', true],
    ['a', true],
    ['x'.repeat(40), true],
    ['x'.repeat(41), false],
    ['', false],
    ['ab_cd', false],
    ['ab/cd', false],
    ['../etc', false],
    ['ab cd', false],
  ])('%j valid: %s', (v, expected) => {
    expect(valid(illustrationSchema, v)).toBe(expected);
  });
});

describe('itemSortSchema', () => {
  it.each([
    [undefined, 'name'],
    ['name', 'name'],
    ['-name', '-name'],
    ['price', 'price'],
    ['-price', '-price'],
  ])('%j -> %s', (v, expected) => {
    expect(itemSortSchema.parse(v)).toBe(expected);
  });

  it.each(['', 'Name', '+price', 'updated', null])('rejects %j', (v) => {
    expect(valid(itemSortSchema, v)).toBe(false);
  });

  it('matches the ItemSort type of the API', () => {
    expect(ITEM_SORTS).toEqual(['name', '-name', 'price', '-price']);
    expectTypeOf<ItemSortParam>().toEqualTypeOf<ItemSort>();
  });
});

describe('brandSchema', () => {
  it.each([
    ['any', true],
    ['oem', true],
    ['genuine', true],
    ['ANY', false],
    ['', false],
  ])('%j valid: %s', (v, expected) => {
    expect(valid(brandSchema, v)).toBe(expected);
  });

  it('matches the Brand type of the API', () => {
    expectTypeOf<BrandParam>().toEqualTypeOf<Brand>();
  });
});

// The web's pages check their addresses without zod (it stays out of their scripts): the same
// answers as the schemas the server's routes use, for any text.
describe('the light checks agree with the schemas', () => {
  const texts = fc.oneof(
    fc.string(),
    fc.stringMatching(/^[0-9a-z-]{0,70}$/),
    fc.stringMatching(/^[0-9]{0,8}$/),
    fc.stringMatching(/^[0-9a-f]{23,25}$/),
    fc.constantFrom('0', '01', '10000', '10001', '1e3', '-1', ' 1', 'V14202011', '9'.repeat(400)),
  );

  it('for slugs, item ids and drawings', () => {
    fc.assert(
      fc.property(texts, (v) => {
        expect(isSlug(v)).toBe(valid(slugSchema, v));
        expect(isItemIdText(v)).toBe(valid(itemIdSchema, v));
        expect(isIllustration(v)).toBe(valid(illustrationSchema, v));
      }),
    );
  });

  it('for pages and legacy ids', () => {
    fc.assert(
      fc.property(texts, (v) => {
        expect(pageNumber(v, MAX_PAGE)).toBe(pageSchema.safeParse(v).data ?? null);
        expect(digitsNumber(v)).toBe(legacyIdSchema.safeParse(v).data ?? null);
      }),
    );
  });
});
