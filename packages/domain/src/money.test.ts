import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Currency } from './api.js';
import {
  convertMinor,
  DEFAULT_CURRENCY,
  VISIBLE_CURRENCIES,
  convertForTooltip,
  convertPrice,
  displayPrice,
  findCurrency,
  formatAmount,
  formatMoney,
  initialCurrencyCode,
  isVisibleCurrencyCode,
  roundHalfUp,
} from './money.js';

const EUR = DEFAULT_CURRENCY;
const SEK: Currency = { code: 'SEK', symbol: 'kr', euro_rate: 11.2, exponent: 2 };
const NOK: Currency = { code: 'NOK', symbol: 'NOK', euro_rate: 11.65, exponent: 2 };
const GBP: Currency = { code: 'GBP', symbol: '£', euro_rate: 0.86, exponent: 2 };
const JPY: Currency = { code: 'JPY', symbol: '¥', euro_rate: 160, exponent: 0 };
const BHD: Currency = { code: 'BHD', symbol: 'BD', euro_rate: 0.41, exponent: 3 };

describe('roundHalfUp', () => {
  it.each([
    [0, 0],
    [0.4, 0],
    [0.5, 1],
    [1.49999, 1],
    [2.5, 3],
    [-0.4, 0],
    [-0.5, -1],
    [-2.5, -3],
    [-2.4, -2],
    [100.49999999999999, 101], // 1.005 * 100 in binary floats
    [1.005 * 1000 - 0.5 * 1000 + 0.5, 506], // 505.49999999999994 noise
    [123456789012.5, 123456789013],
    [1e16 + 2, 1e16 + 2],
  ])('roundHalfUp(%s) = %s', (x, expected) => {
    expect(roundHalfUp(x)).toBe(expected);
  });

  it.each([
    [1.005, 2, 1.01],
    [1.015, 2, 1.02],
    [1.045, 2, 1.05],
    [-1.005, 2, -1.01],
    [2.675, 2, 2.68],
    [1.0049, 2, 1],
    [1234.5, -1, 1230],
    [1235, -1, 1240],
  ])('roundHalfUp(%s, %s) = %s', (x, decimals, expected) => {
    expect(roundHalfUp(x, decimals)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
    expect(Object.is(roundHalfUp(-0), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('rejects %s', (x) => {
    expect(() => roundHalfUp(x)).toThrow(RangeError);
  });

  it('is symmetric around zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        expect(roundHalfUp(-x)).toBe(-roundHalfUp(x) || 0);
      }),
    );
  });

  it('is within half a unit and idempotent on its result', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = roundHalfUp(x);
        expect(Number.isInteger(r)).toBe(true);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(roundHalfUp(r)).toBe(r);
      }),
    );
  });
});

describe('convertPrice', () => {
  it.each<[number, Currency, number | undefined, number]>([
    [12345, EUR, undefined, 12345],
    [12345, EUR, 2500, 12345],
    [12500, EUR, 0, 10000],
    [12500, EUR, 1200, 11200],
    [12500, EUR, 2550, 12550],
    [10000, SEK, 2500, 112000],
    [10000, SEK, 0, 89600],
    [10000, NOK, 2500, 116500],
    [10000, GBP, 2500, 8600],
    [10000, JPY, 2500, 16000],
    [10050, JPY, 2500, 16080],
    [10000, BHD, 2500, 41000],
    [1, EUR, 1200, 1], // 0.896 -> 1
    [5, EUR, 0, 4], // exactly 4.0
    [0, SEK, 2500, 0],
    [-12345, EUR, 2500, -12345],
    [-10000, SEK, 0, -89600],
  ])('convertPrice(%s, %o, %s) = %s', (price, currency, vat, expected) => {
    expect(convertPrice(price, currency, vat)).toBe(expected);
  });

  it.each<[number, Currency, number, number]>([
    // exact .5 ties in minor units round up (away from zero for negatives)
    [125, EUR, 0, 100],
    [625, EUR, 0, 500],
    [5, { ...EUR, euro_rate: 1.1 }, 2500, 6], // 5.5 -> 6 although 5 * 1.1 = 5.500000000000001
    [15, { ...EUR, euro_rate: 0.3 }, 2500, 5], // 4.5 -> 5 although 15 * 0.3 = 4.499999999999999
    [-15, { ...EUR, euro_rate: 0.3 }, 2500, -5],
    [1005, { ...EUR, euro_rate: 0.001, exponent: 3 }, 2500, 10], // 10.05 -> 10
    [201, { ...EUR, euro_rate: 0.5, exponent: 0 }, 2500, 1], // 1.005 -> 1
    [3, { ...EUR, euro_rate: 0.35, exponent: 3 }, 2500, 11], // 10.5 (float 10.499…) -> 11
    [1005, { ...EUR, euro_rate: 0.1 }, 2500, 101], // 100.5 -> 101
  ])('rounds half up once: convertPrice(%s, %o, %s) = %s', (price, currency, vat, expected) => {
    expect(convertPrice(price, currency, vat)).toBe(expected);
  });

  it('rejects a non-finite price', () => {
    expect(() => convertPrice(NaN, EUR)).toThrow(RangeError);
  });

  it('is monotonic in the price for every currency and VAT', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.constantFrom(EUR, SEK, NOK, GBP, JPY, BHD),
        fc.constantFrom(2500, 1200, 0, 2550),
        (a, b, currency, vat) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(convertPrice(lo, currency, vat)).toBeLessThanOrEqual(
            convertPrice(hi, currency, vat),
          );
        },
      ),
    );
  });

  it('is the identity in EUR at 25 % VAT and odd around zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(SEK, GBP, JPY), (p, c) => {
        expect(convertPrice(p, EUR)).toBe(p);
        expect(convertPrice(-p, c, 0)).toBe(-convertPrice(p, c, 0) || 0);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each<[number, Currency, string]>([
    [12345, EUR, '123.45 €'],
    [129000, SEK, '1,290.00 kr'],
    [0, EUR, '0.00 €'],
    [5, EUR, '0.05 €'],
    [50, EUR, '0.50 €'],
    [100, EUR, '1.00 €'],
    [-5, EUR, '-0.05 €'],
    [12345, GBP, '£123.45'],
    [-12345, GBP, '-£123.45'],
    [12345, NOK, '123.45 NOK'],
    [16000, JPY, '16,000 ¥'],
    [-7, JPY, '-7 ¥'],
    [41000, BHD, '41.000 BD'],
    [1, BHD, '0.001 BD'],
    [123456789012, EUR, '1,234,567,890.12 €'],
    [12.5, EUR, '0.13 €'], // fractional minor units round half up
    [-0.4, EUR, '0.00 €'],
  ])('formatMoney(%s, %o) = %s', (minor, currency, expected) => {
    expect(formatMoney(minor, currency)).toBe(expected);
  });

  it('round-trips: the text parses back to the minor units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom(EUR, SEK, JPY, BHD),
        (minor, currency) => {
          const text = formatMoney(minor, currency);
          const [amount, symbol] = text.split(' ');
          expect(symbol).toBe(currency.symbol);
          const decimals = amount!.split('.')[1] ?? '';
          expect(decimals.length).toBe(currency.exponent);
          expect(Number(amount!.replace(/[.,]/g, ''))).toBe(minor);
        },
      ),
    );
  });

  it('keeps the order of amounts (same length texts compare as numbers)', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), (a, b) => {
        const value = (m: number) => Number(formatMoney(m, EUR).split(' ')[0]!.replace(/,/g, ''));
        expect(Math.sign(value(a) - value(b))).toBe(Math.sign(a - b));
      }),
    );
  });
});

describe('formatMoney tells the visible currencies apart', () => {
  it('writes each visible currency with its own symbol, in every language', () => {
    for (const language of ['en', 'sv', 'fi'] as const) {
      const texts = [SEK, EUR, NOK, GBP].map((c) => formatMoney(1013, c, language));
      expect(new Set(texts.map((t) => t.replace(/[\d.,\u00a0]/g, ''))).size).toBe(4);
    }
    expect([SEK, EUR, NOK, GBP].map((c) => formatMoney(1013, c))).toEqual([
      '10.13 kr',
      '10.13 €',
      '10.13 NOK',
      '£10.13',
    ]);
  });
});

describe('formatMoney in Swedish and Finnish', () => {
  const NBSP = '\u00a0';
  it.each<[number, Currency, 'sv' | 'fi', string]>([
    [52980, EUR, 'sv', '529,80 €'],
    [123450, SEK, 'sv', `1${NBSP}234,50 kr`],
    [123450, EUR, 'fi', `1${NBSP}234,50 €`],
    [123456789012, EUR, 'fi', `1${NBSP}234${NBSP}567${NBSP}890,12 €`],
    [-12345, GBP, 'sv', '\u2212£123,45'],
    [123450, GBP, 'fi', `£1${NBSP}234,50`],
    [123450, NOK, 'sv', `1${NBSP}234,50 NOK`],
    [16000, JPY, 'fi', `16${NBSP}000 ¥`],
    [0, EUR, 'sv', '0,00 €'],
  ])('formatMoney(%s, %o, %s) = %s', (minor, currency, language, expected) => {
    expect(formatMoney(minor, currency, language)).toBe(expected);
  });

  it('keeps the exact minor units in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom(EUR, SEK, JPY, BHD),
        fc.constantFrom('en' as const, 'sv' as const, 'fi' as const),
        (minor, currency, language) => {
          const amount = formatAmount(minor, currency.exponent, language);
          const digits = amount.replace(/[^0-9]/g, '');
          expect(Number(digits) * (minor < 0 ? -1 : 1)).toBe(minor);
        },
      ),
    );
  });
});

describe('formatMoney with dropZeroCents', () => {
  const NBSP = '\u00a0';
  it.each<[number, Currency, 'en' | 'sv' | 'fi', string]>([
    [50000, EUR, 'sv', '500 €'],
    [50000, EUR, 'fi', '500 €'],
    [123400, EUR, 'en', '1,234 €'],
    [500000, SEK, 'sv', `5${NBSP}000 kr`],
    [50000, GBP, 'sv', '£500'],
    [50050, EUR, 'sv', '500,50 €'], // cents: all decimals stay
    [50001, EUR, 'en', '500.01 €'],
    [16000, JPY, 'fi', `16${NBSP}000 ¥`],
    [2000, BHD, 'en', '2 BD'],
    [2500, BHD, 'en', '2.500 BD'],
    [0, EUR, 'sv', '0 €'],
  ])('formatMoney(%s, %o, %s, {dropZeroCents}) = %s', (minor, currency, language, expected) => {
    expect(formatMoney(minor, currency, language, { dropZeroCents: true })).toBe(expected);
  });

  it('is the plain amount, less a zero fraction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom(EUR, SEK, JPY, BHD),
        fc.constantFrom('en' as const, 'sv' as const, 'fi' as const),
        (minor, currency, language) => {
          const plain = formatAmount(minor, currency.exponent, language);
          const short = formatAmount(minor, currency.exponent, language, { dropZeroCents: true });
          if (minor % 10 ** currency.exponent === 0) {
            expect(plain.startsWith(short)).toBe(true);
            expect(plain.slice(short.length)).toMatch(/^([.,]0+)?$/);
          } else expect(short).toBe(plain);
        },
      ),
    );
  });
});

describe('displayPrice', () => {
  it.each<[number, Currency, number | undefined, string]>([
    [12345, EUR, undefined, '123.45 €'],
    [12500, EUR, 0, '100.00 €'],
    [12500, EUR, 1200, '112.00 €'],
    [10000, SEK, 2500, '1,120.00 kr'],
    [10000, GBP, 0, '£68.80'],
    [10000, JPY, 2500, '16,000 ¥'],
  ])('displayPrice(%s, %o, %s) = %s', (price, currency, vat, expected) => {
    expect(displayPrice(price, currency, vat)).toBe(expected);
  });
});

describe('convertForTooltip', () => {
  it.each<[number, Currency, number]>([
    [12345, EUR, 123.45],
    [10000, SEK, 1120],
    [10000, GBP, 86],
    [0, NOK, 0],
  ])('convertForTooltip(%s, %o) = %s', (price, currency, expected) => {
    expect(convertForTooltip(price, currency)).toBeCloseTo(expected, 9);
  });

  it('agrees with displayPrice at 25 % VAT after rounding', () => {
    fc.assert(
      fc.property(fc.nat(1e8), fc.constantFrom(EUR, SEK, NOK, GBP), (price, currency) => {
        const minor = roundHalfUp(convertForTooltip(price, currency) * 100);
        expect(minor).toBe(convertPrice(price, currency, 2500));
      }),
    );
  });
});

describe('initialCurrencyCode', () => {
  it.each([
    ['shop.se', 'SEK'],
    ['www.shop.se:3000', 'SEK'],
    ['SHOP.SE.', 'SEK'],
    ['shop.nu', 'SEK'],
    ['shop.no', 'NOK'],
    ['shop.co.uk', 'GBP'],
    ['shop.uk', 'GBP'],
    ['shop.fi', 'EUR'],
    ['shop.eu', 'EUR'],
    ['shop.com', 'EUR'],
    ['se.shop.com', 'EUR'],
    ['shop.sex', 'EUR'],
    ['localhost:5173', 'EUR'],
    ['127.0.0.1:3000', 'EUR'],
    ['[::1]:3000', 'EUR'],
    ['', 'EUR'],
    [null, 'EUR'],
    [undefined, 'EUR'],
  ])('initialCurrencyCode(%s) = %s', (host, expected) => {
    expect(initialCurrencyCode(host)).toBe(expected);
  });
});

describe('currency lists', () => {
  it('has the default currency and the visible codes of the spec', () => {
    expect(DEFAULT_CURRENCY).toEqual({ code: 'EUR', symbol: '€', euro_rate: 1, exponent: 2 });
    expect(VISIBLE_CURRENCIES).toEqual(['SEK', 'EUR', 'NOK', 'GBP']);
  });

  it.each([
    ['SEK', true],
    ['GBP', true],
    ['sek', false],
    ['USD', false],
    [1, false],
    [null, false],
  ])('isVisibleCurrencyCode(%s) = %s', (code, expected) => {
    expect(isVisibleCurrencyCode(code)).toBe(expected);
  });

  it.each<[readonly Currency[] | null | undefined, string | null | undefined, Currency]>([
    [[SEK, GBP], 'GBP', GBP],
    [[SEK, GBP], 'SEK', SEK],
    [[SEK, GBP], 'NOK', DEFAULT_CURRENCY],
    [[SEK], null, DEFAULT_CURRENCY],
    [undefined, 'SEK', DEFAULT_CURRENCY],
    [null, undefined, DEFAULT_CURRENCY],
  ])('findCurrency(%o, %s) = %o', (list, code, expected) => {
    expect(findCurrency(list, code)).toBe(expected);
  });
});

describe('convertMinor', () => {
  const SEK = { code: 'SEK', symbol: 'kr', euro_rate: 11.2, exponent: 2 };
  const EUR = { code: 'EUR', symbol: '€', euro_rate: 1, exponent: 2 };
  const NOK = { code: 'NOK', symbol: 'NOK', euro_rate: 11.6, exponent: 2 };

  it.each([
    [10_000, EUR, SEK, 112_000],
    [112_000, SEK, EUR, 10_000],
    [1_005, EUR, SEK, 11_256],
    [10_000, NOK, SEK, 9_655],
    [12_345, SEK, SEK, 12_345],
  ])('%i %s -> %s is %i', (amount, from, to, expected) => {
    expect(convertMinor(amount, from, to)).toBe(expected);
  });

  it('refuses a number that is not finite', () => {
    expect(() => convertMinor(Number.NaN, EUR, SEK)).toThrow(RangeError);
  });
});
