import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunk, zeroPad } from './format.js';

describe('zeroPad', () => {
  it.each([
    [7, 3, '007'],
    [7, 1, '7'],
    [7, 0, '7'],
    [0, 2, '00'],
    [123, 2, '123'],
    [12, 2, '12'],
    [-7, 3, '-07'],
    [-7, 1, '-7'],
    [-123, 2, '-123'],
    [2024, 4, '2024'],
    [5, -3, '5'],
    [5, 2.9, '05'],
    [5, NaN, '5'],
  ])('zeroPad(%s, %s) = %s', (n, width, expected) => {
    expect(zeroPad(n, width)).toBe(expected);
  });

  it.each([1.5, NaN, Infinity, 2 ** 60])('rejects %s', (n) => {
    expect(() => zeroPad(n, 3)).toThrow(RangeError);
  });

  it('has length max(width, digits) and reads back as the number', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 30 }), (n, width) => {
        const text = zeroPad(n, width);
        expect(text.length).toBe(Math.max(width, String(n).length));
        expect(Number(text)).toBe(n);
      }),
    );
  });
});

describe('chunk', () => {
  it.each<[number[], number, number[][]]>([
    [
      [1, 2, 3, 4, 5],
      2,
      [
        [1, 2, 3],
        [4, 5],
      ],
    ],
    [
      [1, 2, 3, 4, 5, 6],
      3,
      [
        [1, 2],
        [3, 4],
        [5, 6],
      ],
    ],
    [
      [1, 2, 3, 4, 5, 6, 7],
      3,
      [
        [1, 2, 3],
        [4, 5],
        [6, 7],
      ],
    ],
    [
      [1, 2, 3, 4, 5, 6, 7, 8],
      3,
      [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8],
      ],
    ],
    [[1, 2, 3], 1, [[1, 2, 3]]],
    [[1, 2], 3, [[1], [2], []]],
    [[], 2, [[], []]],
    [[1, 2, 3], 0, [[1, 2, 3]]],
    [[1, 2, 3], -1, [[1, 2, 3]]],
    [[1, 2, 3], NaN, [[1, 2, 3]]],
    [[], 0, [[]]],
    [
      [1, 2, 3, 4, 5],
      2.7,
      [
        [1, 2, 3],
        [4, 5],
      ],
    ],
  ])('chunk(%o, %s) = %o', (list, n, expected) => {
    expect(chunk(list, n)).toEqual(expected);
  });

  it('does not share or change the input', () => {
    const list = [1, 2, 3];
    const [only] = chunk(list, 0);
    expect(only).not.toBe(list);
    only!.push(4);
    expect(list).toEqual([1, 2, 3]);
  });

  it('makes n chunks, in order, sizes differing by at most one, larger first', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 40 }), (list, n) => {
        const chunks = chunk(list, n);
        expect(chunks).toHaveLength(n);
        expect(chunks.flat()).toEqual(list);
        const sizes = chunks.map((c) => c.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
      }),
    );
  });
});
