import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPresent } from './present.js';

describe('isPresent', () => {
  it.each<[string, unknown, boolean]>([
    ['false', false, false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['empty string', '', false],
    ['string', 'a', true],
    ['blank string', ' ', true],
    ['empty array', [], false],
    ['array', [0], true],
    ['array of absent values', [null], true],
    ['empty object', {}, false],
    ['object', { a: undefined }, true],
    ['valid date', new Date(0), true],
    ['invalid date', new Date('nope'), false],
    ['empty map', new Map(), false],
    ['map', new Map([[1, 1]]), true],
    ['empty set', new Set(), false],
    ['set', new Set([1]), true],
    ['zero', 0, true],
    ['number', 42, true],
    ['NaN', NaN, false],
    ['true', true, true],
    ['function', () => 1, true],
  ])('%s -> %s', (_label, value, expected) => {
    expect(isPresent(value)).toBe(expected);
  });

  it('narrows the type', () => {
    const value: string[] | null = Math.random() > 2 ? null : ['a'];
    if (isPresent(value)) expect(value[0]).toBe('a');
    else expect.unreachable();
  });

  it('says a string or array is present exactly when non-empty', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(fc.anything())), (v) => {
        expect(isPresent(v)).toBe(v.length > 0);
      }),
    );
  });
});
