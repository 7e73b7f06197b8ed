import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from './language.js';
import { vatPercent } from './vat.js';

// vatPercent writes by hand what Intl.NumberFormat wrote before: the same text, byte for byte.
const LANGUAGES: readonly Language[] = ['en', 'sv', 'fi'];
const FORMATS: Readonly<Record<Language, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat('en', { maximumFractionDigits: 2 }),
  sv: new Intl.NumberFormat('sv', { maximumFractionDigits: 2 }),
  fi: new Intl.NumberFormat('fi', { maximumFractionDigits: 2 }),
};
const intlPercent = (rate: number, language: Language) => FORMATS[language].format(rate / 100);

describe('vatPercent equals Intl.NumberFormat', () => {
  it.each(LANGUAGES)('for every rate from 0 to 10000 basis points in %s', (language) => {
    for (let rate = 0; rate <= 10_000; rate += 1) {
      expect(vatPercent(rate, language)).toBe(intlPercent(rate, language));
    }
  });

  it('for negative, fractional and large rates', () => {
    const rate = fc.oneof(
      fc.integer({ min: -1e9, max: 1e9 }),
      fc.double({ min: -20_000, max: 20_000, noNaN: true }),
      fc.integer({ min: -20_000, max: 20_000 }).map((n) => n + 0.5),
      fc.constantFrom(-0, -0.3, 0.5, -0.5),
    );
    fc.assert(
      fc.property(rate, fc.constantFrom(...LANGUAGES), (r, language) => {
        expect(vatPercent(r, language)).toBe(intlPercent(r, language));
      }),
      { numRuns: 5000 },
    );
  });
});
