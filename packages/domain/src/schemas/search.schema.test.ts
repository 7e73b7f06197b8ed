import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_TOO_LONG, SEARCH_QUERY_TOO_SHORT } from '../search-query.js';
import {
  diagramSearchBodySchema,
  itemSearchBodySchema,
  searchQuerySchema,
} from './search.schema.js';

const messages = (v: unknown) => {
  const r = searchQuerySchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('searchQuerySchema', () => {
  it.each([
    ['abc', 'abc'],
    ['  30 681-436  ', '30 681-436'],
    ['åäö', 'åäö'],
    ['x'.repeat(200), 'x'.repeat(200)],
  ])('accepts %j as %j', (input, output) => {
    expect(searchQuerySchema.parse(input)).toBe(output);
  });

  it.each(['', 'ab', '  ab  ', '\t\n a '])('says too short for %j', (input) => {
    expect(messages(input)).toEqual([SEARCH_QUERY_TOO_SHORT]);
  });

  it('uses the spec text', () => {
    expect(SEARCH_QUERY_TOO_SHORT).toBe('Invalid query, please enter at least 3 characters.');
  });

  it('says too long past 200 characters, counted after trimming', () => {
    expect(messages('x'.repeat(201))).toEqual([SEARCH_QUERY_TOO_LONG]);
    expect(messages(` ${'x'.repeat(200)} `)).toEqual([]);
  });

  it.each([null, undefined, 123, ['abc']])('rejects a non-string %j', (input) => {
    expect(searchQuerySchema.safeParse(input).success).toBe(false);
  });
});

describe('itemSearchBodySchema', () => {
  it('takes a car or none', () => {
    expect(itemSearchBodySchema.parse({ q: ' brake ' })).toEqual({ q: 'brake' });
    expect(itemSearchBodySchema.parse({ q: 'brake', carSlug: null })).toEqual({
      q: 'brake',
      carSlug: null,
    });
    expect(itemSearchBodySchema.parse({ q: 'brake', carSlug: 'volvo-240' }).carSlug).toBe(
      'volvo-240',
    );
  });

  it('rejects a malformed car slug', () => {
    expect(itemSearchBodySchema.safeParse({ q: 'brake', carSlug: 'Volvo 240' }).success).toBe(
      false,
    );
  });
});

describe('diagramSearchBodySchema', () => {
  it("defaults the mode to 'any'", () => {
    expect(diagramSearchBodySchema.parse({ q: 'seal' }).mode).toBe('any');
  });

  it.each(['any', 'reference', 'description'])('accepts mode %s', (mode) => {
    expect(diagramSearchBodySchema.parse({ q: 'seal', mode }).mode).toBe(mode);
  });

  it.each(['items', 'diagrams', 'all', 'ANY', '', 'x'.repeat(1000)])(
    "searches SPEC §2's route mode and an unknown mode %j as 'any'",
    (mode) => {
      expect(diagramSearchBodySchema.parse({ q: 'seal', mode }).mode).toBe('any');
    },
  );

  it.each([null, 1, ['any'], { mode: 'any' }])('rejects a mode of the wrong type %j', (mode) => {
    expect(diagramSearchBodySchema.safeParse({ q: 'seal', mode }).success).toBe(false);
  });

  it('rejects a malformed illustration', () => {
    expect(diagramSearchBodySchema.safeParse({ q: 'seal', illustration: 'a/b' }).success).toBe(
      false,
    );
  });
});
