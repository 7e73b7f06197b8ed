import { describe, expect, it } from 'vitest';
import type { Currency } from './api.js';
import type { CartLine } from './cart.js';
import { cartLine } from './cart.js';
import { entry, makeItem, winter } from './cart.fixtures.js';
import { checkoutFigures, orderFigures, toOrderLineInput } from './order-figures.js';
import { INVOICE, PARCEL, SWEDEN, SWISH, country } from './shipping.fixtures.js';

const EUR: Currency = { code: 'EUR', symbol: '€', euro_rate: 1, exponent: 2 };
const SEK: Currency = { code: 'SEK', symbol: 'kr', euro_rate: 11.2, exponent: 2 };
const NOW = winter('2024-01-17T09:00');
const FINLAND = country({ _id: 'FI', slug: 'fi', vat: 2550, gratis_threshold: 30_000 });

/** `quantity` of an item at `price` euro cents, stocked unless `stock` is short; `watermark` adds a fee. */
function lineOf(
  price: number,
  quantity: number,
  stock = 99,
  watermark: number | null = null,
): CartLine {
  const prices = { any: entry(price, { watermark, increment: watermark === null ? null : 100 }) };
  const item = makeItem({ price, prices_typed: prices, stock: { quantity: stock } });
  return cartLine(item, { quantity, brand: 'any' }, { now: NOW });
}

describe('checkoutFigures: the one assembly of an order from its cart lines and choices', () => {
  it('charges the transport, the payment as handling and the destination’s VAT', () => {
    const lines = [lineOf(10_000, 2)];
    const f = checkoutFigures(lines, {
      country: SWEDEN,
      transport: PARCEL,
      payment: INVOICE,
      currency: EUR,
    });
    // 25 % VAT: catalog prices as they are.
    expect(f).toMatchObject({ items: 20_000, shipping: 1_490, handling: 490, campaign: 0 });
    expect(f).toMatchObject({ total: 21_980, vat: 4_396, exVat: 17_584, vatRate: 2500 });
    expect(f.currency).toBe('EUR');
  });

  it('ships free when the goods as the customer reads them (fees included) reach the threshold', () => {
    const choice = { country: SWEDEN, transport: PARCEL, payment: SWISH, currency: SEK };
    // Sweden's 500 € reads 5 600 kr: 5 599,78 kr of goods pays 167 kr shipping, 5 600 kr ships free.
    expect(checkoutFigures([lineOf(24_999, 2)], choice).shipping).toBe(16_700);
    expect(checkoutFigures([lineOf(25_000, 2)], choice).shipping).toBe(0);
    // A line not in stock carries its fee, and the fee counts toward the threshold.
    expect(checkoutFigures([lineOf(49_900, 1, 5, 1_000)], choice).shipping).toBe(16_700);
    const short = lineOf(49_900, 1, 0, 1_000);
    expect(short).toMatchObject({ stocked: false, fee: 450, total: 50_350 });
    expect(checkoutFigures([short], choice).shipping).toBe(0);
  });

  it('previews with no transport or payment chosen as charging neither', () => {
    const f = checkoutFigures([lineOf(1_000, 1)], {
      country: SWEDEN,
      transport: null,
      payment: null,
      currency: EUR,
    });
    expect(f).toMatchObject({ shipping: 0, handling: 0, total: 1_000 });
  });

  it('is orderFigures of the same lines with shipping, handling, campaign and VAT from the choices', () => {
    const lines = [lineOf(12_345, 2), lineOf(999, 3, 1, 1_200)];
    const choice = { country: FINLAND, transport: PARCEL, payment: INVOICE, currency: SEK };
    expect(checkoutFigures(lines, choice)).toEqual(
      orderFigures({
        lines: lines.map(toOrderLineInput),
        shipping: 1_490,
        handling: 490,
        campaign: 0,
        vat: 2550,
        currency: SEK,
      }),
    );
  });
});
