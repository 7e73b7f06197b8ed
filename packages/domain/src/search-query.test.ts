import { describe, expect, it } from 'vitest';
import { checkSearchQuery } from './search-query.js';
import { searchQuerySchema } from './schemas/search.schema.js';

describe('checkSearchQuery (SPEC §5)', () => {
  it.each([
    ['', 'too_short'],
    ['  ab  ', 'too_short'],
    ['x'.repeat(201), 'too_long'],
  ])('refuses %j as %s', (raw, problem) => {
    expect(checkSearchQuery(raw)).toMatchObject({ ok: false, problem });
  });

  it.each([
    ['abc', 'abc'],
    ['  30 681-436 ', '30 681-436'],
    ['x'.repeat(200), 'x'.repeat(200)],
  ])('accepts %j trimmed', (raw, q) => {
    expect(checkSearchQuery(raw)).toEqual({ ok: true, q });
  });

  it.each(['', 'ab', ' abc ', 'x'.repeat(200), 'x'.repeat(201), null, undefined])(
    'agrees with the zod schema the server uses for %j',
    (raw) => {
      expect(checkSearchQuery(raw).ok).toBe(searchQuerySchema.safeParse(raw ?? '').success);
    },
  );
});
