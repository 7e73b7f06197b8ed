// A cart shows what the order will charge: each line's units converted once and multiplied, fees
// added, in every currency and at every VAT (the Finnish 25.5 % made cart and order differ by a cent).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Currency } from './api.js';
import { linePriceParts } from './cart.js';
import { chargedSum, convertPrice } from './money.js';
import { orderFigures } from './order-figures.js';

const EUR: Currency = { code: 'EUR', symbol: '€', euro_rate: 1, exponent: 2 };
const SEK: Currency = { code: 'SEK', symbol: 'kr', euro_rate: 11.2, exponent: 2 };

describe('chargedSum', () => {
  it('converts a unit once, then multiplies (3 × 21.39 € is 64.17 €, not 64.16 €)', () => {
    expect(convertPrice(2130, EUR, 2550)).toBe(2139);
    expect(chargedSum([{ cents: 2130, quantity: 3 }], EUR, 2550)).toBe(6417);
    expect(convertPrice(2130 * 3, EUR, 2550)).toBe(6416);
  });

  it("equals the order's line totals and items sum, whatever the prices, VAT and currency", () => {
    const line = fc.record({
      unitPrice: fc.integer({ min: 0, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 999 }),
      fee: fc.integer({ min: 0, max: 20_000 }),
      stocked: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(0, 1200, 2400, 2500, 2550),
        fc.constantFrom(EUR, SEK),
        (lines, vat, currency) => {
          const figures = orderFigures({
            lines: lines.map((l, i) => ({
              ...l,
              itemId: `i${i}`,
              brand: 'any',
              name: 'x',
              reference: '',
              arrival: '2026-12-01',
            })),
            shipping: 0,
            handling: 0,
            campaign: 0,
            currency,
            vat,
          });
          lines.forEach((l, i) =>
            expect(chargedSum(linePriceParts(l), currency, vat)).toBe(figures.lines[i]!.total),
          );
          expect(chargedSum(lines.flatMap(linePriceParts), currency, vat)).toBe(figures.items);
        },
      ),
    );
  });
});
