import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from './language.js';
import { formatAmount, roundHalfUp } from './money.js';

// formatAmount writes by hand what Intl.NumberFormat wrote before: the same text, byte for byte.
const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', sv: 'sv-SE', fi: 'fi-FI' };

function intlAmount(minor: number, exponent: number, language: Language, dropZeroCents: boolean) {
  const whole = roundHalfUp(minor);
  const places = dropZeroCents && whole % 10 ** exponent === 0 ? 0 : exponent;
  const format = new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  });
  return format.format((whole === 0 ? 0 : whole) / 10 ** exponent);
}

const language = fc.constantFrom<Language>('en', 'sv', 'fi');
const exponent = fc.constantFrom(0, 2, 3);
/** Wide amounts, small ones (leading zeros, the first groups) and round ones (dropZeroCents). */
const minor = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.integer({ min: -100_000, max: 100_000 }),
  fc.integer({ min: -1e9, max: 1e9 }).map((n) => n * 1000),
  fc.constantFrom(0, -0, 1, -1, 999, 1000, -1000, 1e12, -1e12, 2 ** 52, -(2 ** 52)),
);

describe('formatAmount equals Intl.NumberFormat', () => {
  it('for any amount, exponent and language, with and without dropZeroCents', () => {
    fc.assert(
      fc.property(minor, exponent, language, fc.boolean(), (m, e, l, dropZeroCents) => {
        expect(formatAmount(m, e, l, { dropZeroCents })).toBe(intlAmount(m, e, l, dropZeroCents));
      }),
      { numRuns: 5000 },
    );
  });

  it('up to 2^52 minor units, where both are still exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 52), max: 2 ** 52 }), exponent, language, (m, e, l) => {
        expect(formatAmount(m, e, l)).toBe(intlAmount(m, e, l, false));
      }),
      { numRuns: 2000 },
    );
  });

  it('for fractional minor units, rounded first', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        exponent,
        language,
        (m, e, l) => {
          expect(formatAmount(m, e, l)).toBe(intlAmount(m, e, l, false));
        },
      ),
    );
  });
});
