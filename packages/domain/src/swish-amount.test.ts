import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Currency } from './api.js';
import { formatMoney } from './money.js';
import { SWISH_CURRENCY, swishAmount } from './swish-amount.js';

const EUR: Currency = { code: 'EUR', symbol: '€', euro_rate: 1, exponent: 2 };
const SEK: Currency = { code: 'SEK', symbol: 'kr', euro_rate: 11.2, exponent: 2 };
const NOK: Currency = { code: 'NOK', symbol: 'kr', euro_rate: 11.65, exponent: 2 };
const JPY: Currency = { code: 'JPY', symbol: '¥', euro_rate: 160, exponent: 0 };
const CURRENCIES = [SEK, EUR, NOK, JPY];

describe('swishAmount: what Swish charges for an order', () => {
  it('moves kronor only', () => {
    expect(SWISH_CURRENCY).toBe('SEK');
  });

  it('charges an order in kronor its own total, with no rate needed', () => {
    expect(swishAmount(65_520, SEK, [])).toEqual({
      amount: 65_520,
      currency: SEK,
      converted: false,
    });
  });

  const conversions = [
    { why: '58.50 € at 11.2 kr per euro', total: 5_850, from: EUR, kronor: 65_520 },
    { why: '0.05 € is 0.56 kr, rounded half up once', total: 5, from: EUR, kronor: 56 },
    { why: '100 NOK is 100 × 11.2 / 11.65 = 96.137… kr', total: 10_000, from: NOK, kronor: 9_614 },
    { why: 'yen have no minor unit: 1000 ¥ is 70.00 kr', total: 1_000, from: JPY, kronor: 7_000 },
  ];
  it.each(conversions)('converts at the rates: $why', ({ total, from, kronor }) => {
    const charge = swishAmount(total, from, CURRENCIES);
    expect(charge).toEqual({ amount: kronor, currency: SEK, converted: true });
  });

  it('has no amount without the krona rate (the customer pays another way)', () => {
    expect(swishAmount(5_850, EUR, [EUR, NOK])).toBeNull();
  });

  it('shows the amount it charges in kronor', () => {
    const charge = swishAmount(5_850, EUR, CURRENCIES)!;
    expect(formatMoney(charge.amount, charge.currency, 'sv')).toBe('655,20 kr');
  });

  it('never charges a different total than the order for an order in kronor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (total) => {
        expect(swishAmount(total, SEK, CURRENCIES)?.amount).toBe(total);
      }),
    );
  });
});
