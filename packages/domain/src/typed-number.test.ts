import { describe, expect, it } from 'vitest';
import { vatPercent } from './vat.js';
import { centsText, decimalText, parseDecimal, parseScaled } from './typed-number.js';

describe('parseScaled', () => {
  it.each([
    ['25', 2500],
    ['25,5', 2550],
    ['25.5', 2550],
    [' 25,50 ', 2550],
    ['0', 0],
    [',5', 50],
    ['1 500', 150000],
    ['1\u00a0234,56', 123456],
  ])('reads %j as %i hundredths', (text, expected) => {
    expect(parseScaled(text, 2)).toBe(expected);
  });

  it.each(['', ' ', 'abc', '-5', '25,5,5', '1.234,5', '25,555', '1,500', '2e3', '25 %', ','])(
    'refuses %j',
    (text) => {
      expect(parseScaled(text, 2)).toBeNull();
    },
  );
});

describe('parseDecimal', () => {
  it('reads a comma or a dot, and refuses what is no plain decimal', () => {
    expect(parseDecimal('11,25')).toBe(11.25);
    expect(parseDecimal('0.85')).toBe(0.85);
    expect(parseDecimal('12')).toBe(12);
    expect(parseDecimal('1,2.3')).toBeNull();
    expect(parseDecimal('-1')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });
});

describe('texts for inputs', () => {
  it('writes numbers with the language’s mark and reads them back unchanged', () => {
    expect(decimalText(11.2, 'sv')).toBe('11,2');
    expect(decimalText(0.85, 'en')).toBe('0.85');
    expect(centsText(50000, 'fi')).toBe('500');
    expect(centsText(49950, 'sv')).toBe('499,50');
    expect(centsText(123456789, 'en')).toBe('1234567.89');
    for (const rate of [0.85, 11.2, 11.6, 1.0001, 10.123456])
      expect(parseDecimal(decimalText(rate, 'fi'))).toBe(rate);
    for (const cents of [0, 1, 49950, 100_000_000])
      expect(parseScaled(centsText(cents, 'sv'), 2)).toBe(cents);
    // The domain writes VAT for people; what it writes reads back as the same basis points.
    for (const vat of [0, 1200, 2500, 2550, 2555])
      for (const language of ['en', 'sv', 'fi'] as const)
        expect(parseScaled(vatPercent(vat, language), 2)).toBe(vat);
  });
});
