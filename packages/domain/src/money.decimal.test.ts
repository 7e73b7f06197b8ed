import { describe, expect, it } from 'vitest';
import { minorToDecimal } from './money.js';

describe('minorToDecimal', () => {
  it.each<[number, number, string]>([
    [0, 2, '0.00'],
    [5, 2, '0.05'],
    [12345, 2, '123.45'],
    [100005, 2, '1000.05'],
    [-250, 2, '-2.50'],
    [1234, 0, '1234'],
    [7, 3, '0.007'],
    [12.5, 2, '0.13'],
  ])('%s with %s decimals = %s', (minor, exponent, expected) => {
    expect(minorToDecimal(minor, exponent)).toBe(expected);
  });
});
