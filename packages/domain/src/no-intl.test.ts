import { afterEach, describe, expect, it, vi } from 'vitest';
import { stockholmHour } from './calendar.js';
import { formatAmount, formatMoney, DEFAULT_CURRENCY } from './money.js';
import { centsText, decimalText } from './typed-number.js';
import { vatPercent } from './vat.js';

// The storefront formats through these: with no Intl touched, a page load never initialises ICU.
describe('the storefront formatters work without Intl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('formats amounts, VAT rates, typed numbers and the Stockholm clock', () => {
    vi.stubGlobal('Intl', undefined);
    const texts = [
      formatAmount(-123450, 2, 'sv'),
      formatMoney(500000, DEFAULT_CURRENCY, 'fi', { dropZeroCents: true }),
      vatPercent(2550, 'en'),
      decimalText(11.25, 'sv'),
      centsText(49950, 'fi'),
      JSON.stringify(stockholmHour(new Date(Date.UTC(2024, 5, 30, 22, 30)))),
    ];
    vi.unstubAllGlobals();
    expect(texts).toEqual([
      '\u22121\u00a0234,50',
      '5\u00a0000 €',
      '25.5',
      '11,25',
      '499,50',
      JSON.stringify({ date: { year: 2024, month: 7, day: 1 }, hour: 0 }),
    ]);
  });
});
