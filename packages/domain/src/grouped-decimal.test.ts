import { describe, expect, it } from 'vitest';
import { decimalMark, groupedDecimal } from './grouped-decimal.js';
import type { Language } from './language.js';

const NBSP = '\u00a0';
const MINUS = '\u2212';
const LANGUAGES: readonly Language[] = ['en', 'sv', 'fi'];

describe('groupedDecimal', () => {
  it.each<[number, number, Language, string]>([
    [0, 2, 'en', '0.00'],
    [5, 2, 'en', '0.05'],
    [-5, 2, 'sv', `${MINUS}0,05`],
    [999, 0, 'sv', '999'],
    [1000, 0, 'sv', `1${NBSP}000`],
    [1234, 0, 'fi', `1${NBSP}234`], // sv and fi group four digits too
    [123450, 2, 'en', '1,234.50'],
    [-123450, 2, 'en', '-1,234.50'],
    [123456789012, 2, 'fi', `1${NBSP}234${NBSP}567${NBSP}890,12`],
    [7, 3, 'en', '0.007'],
    [-0, 0, 'en', '-0'], // as Intl writes a negative zero
  ])('%s with %s places in %s is %j', (units, places, language, expected) => {
    expect(groupedDecimal(units, places, language)).toBe(expected);
  });

  it.each<[number, Language, string]>([
    [2550, 'sv', '25,5'],
    [2500, 'en', '25'],
    [2505, 'fi', '25,05'],
    [0, 'en', '0'],
    [-1, 'sv', `${MINUS}0,01`],
  ])('%s trimmed in %s is %j', (units, language, expected) => {
    expect(groupedDecimal(units, 2, language, { trimZeros: true })).toBe(expected);
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, 1e21, -1e21])('rejects %s', (units) => {
    expect(() => groupedDecimal(units, 2, 'en')).toThrow(RangeError);
  });
});

describe('decimalMark', () => {
  it.each(LANGUAGES)('is the mark Intl writes in %s', (language) => {
    const parts = new Intl.NumberFormat(language).formatToParts(0.5);
    expect(decimalMark(language)).toBe(parts.find((part) => part.type === 'decimal')?.value);
  });
});
