import { describe, expect, it } from 'vitest';
import { estimateColour } from './shipping-estimate.js';

describe('estimateColour', () => {
  it.each([
    [0, 'green'],
    [1, 'green'],
    [3, 'green'],
    [3.5, 'yellow'],
    [4, 'yellow'],
    [7, 'yellow'],
    [8, 'red'],
    [10, 'red'],
    [10.5, 'gray'],
    [11, 'gray'],
    [365, 'gray'],
    [Infinity, 'gray'],
    [-0, 'green'],
    [-1, 'unknown'],
    [-0.5, 'unknown'],
    [-Infinity, 'unknown'],
    [NaN, 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ])('estimateColour(%s) = %s', (days, expected) => {
    expect(estimateColour(days)).toBe(expected);
  });
});
