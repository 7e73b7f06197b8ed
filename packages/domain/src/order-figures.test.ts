import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Currency } from './api.js';
import { cartLine } from './cart.js';
import { ID_B, entry, makeItem } from './cart.fixtures.js';
import type { OrderFiguresInput, OrderLineInput } from './order-figures.js';
import {
  campaignDiscount,
  orderFigures,
  reviewSummary,
  toOrderLineInput,
} from './order-figures.js';
import { shopPrice } from './shop-prices.js';
import { vatPart } from './vat.js';

const EUR: Currency = { code: 'EUR', symbol: '€', euro_rate: 1, exponent: 2 };
const SEK: Currency = { code: 'SEK', symbol: 'kr', euro_rate: 11.2, exponent: 2 };
const NOK: Currency = { code: 'NOK', symbol: 'kr', euro_rate: 11.65, exponent: 2 };
const GBP: Currency = { code: 'GBP', symbol: '£', euro_rate: 0.86, exponent: 2 };
const JPY: Currency = { code: 'JPY', symbol: '¥', euro_rate: 160, exponent: 0 };
/** Each euro_rate as an exact fraction [numerator, denominator]. */
const RATES: Record<string, readonly [bigint, bigint]> = {
  EUR: [1n, 1n],
  SEK: [112n, 10n],
  NOK: [1165n, 100n],
  GBP: [86n, 100n],
  JPY: [160n, 1n],
};

/** Euro cents incl. 25 % VAT as an exact fraction of minor units at `vat`: [numerator, denominator]. */
function exact(cents: number, vat: number, c: Currency): [bigint, bigint] {
  const [num, den] = RATES[c.code]!;
  const scale = BigInt(10 ** c.exponent);
  return [BigInt(cents) * BigInt(10000 + vat) * scale * num, 12500n * 100n * den];
}
/** Half up (away from zero), exactly. */
function roundExact([n, d]: [bigint, bigint]): number {
  const up = (m: bigint) => (2n * m + d) / (2n * d);
  return Number(n >= 0n ? up(n) : -up(-n));
}
const asNumber = ([n, d]: [bigint, bigint]): number => Number(n) / Number(d);

const line = (over: Partial<OrderLineInput>): OrderLineInput => ({
  itemId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Brake disc',
  reference: '30681436',
  brand: 'any',
  quantity: 1,
  unitPrice: 1000,
  fee: 0,
  stocked: true,
  arrival: '2026-01-12',
  ...over,
});

// Finland, 25.5 %: every catalog amount × 12550/12500 = × 1.004 in EUR.
const FINNISH_ORDER: OrderFiguresInput = {
  lines: [
    line({ unitPrice: 12345, quantity: 2 }), // 12394.38 -> 12394
    line({ unitPrice: 999, quantity: 3, fee: 251, stocked: false }), // 1002.996 -> 1003, fee 252.004 -> 252
    line({ unitPrice: 7, quantity: 13, fee: 50 }), // 7.028 -> 7; stocked, so the fee is not charged
    line({ unitPrice: 125, quantity: 1 }), // 125.5 -> 126: half up
  ],
  shipping: 1490, // the shop's own figure, at any VAT
  handling: 490,
  campaign: 0,
  vat: 2550,
  currency: EUR,
};

describe('orderFigures', () => {
  it('rounds each line once, half up, at Finland’s 25.5 %', () => {
    const f = orderFigures(FINNISH_ORDER);
    expect(f.lines.map((l) => [l.unitPrice, l.fee, l.total])).toEqual([
      [12394, 0, 24788],
      [1003, 252, 3261],
      [7, 50, 91],
      [126, 0, 126],
    ]);
    expect(f).toMatchObject({ items: 28266, shipping: 1490, handling: 490, campaign: 0 });
    // 28266 + 1490 + 490 = 30246; net 30246 / 1.255 = 24100.40 -> 24100.
    expect(f).toMatchObject({ total: 30246, vat: 6146, exVat: 24100, vatRate: 2550 });
    expect(f).toMatchObject({ currency: 'EUR', exponent: 2 });
    expect(f.lines[0]).toMatchObject({ name: 'Brake disc', reference: '30681436', quantity: 2 });
  });

  it('matches the exact figures line by line, and the total within the rounding of each unit', () => {
    const f = orderFigures(FINNISH_ORDER);
    FINNISH_ORDER.lines.forEach((input, i) => {
      expect(f.lines[i]!.unitPrice).toBe(roundExact(exact(input.unitPrice, 2550, EUR)));
      expect(f.lines[i]!.fee).toBe(roundExact(exact(input.fee, 2550, EUR)));
    });
    // Exact goods: (24690 + 2997 + 251 + 91 + 125) × 1.004 = 28266.616, then 1490 + 490 as set.
    expect(asNumber(exact(28154, 2550, EUR))).toBeCloseTo(28266.616, 9);
    expect(Math.abs(f.total - (28266.616 + 1490 + 490))).toBeLessThan(1);
  });

  it('charges no VAT to a country with VAT 0: the net price, nothing added', () => {
    const f = orderFigures({ ...FINNISH_ORDER, vat: 0, currency: GBP });
    // 12345 × 0.8 × 0.86 = 8493.36 -> 8493
    expect(f.lines[0]).toMatchObject({ unitPrice: 8493, total: 16986 });
    expect(f).toMatchObject({ vat: 0, vatRate: 0, currency: 'GBP' });
    expect(f.exVat).toBe(f.total);
  });

  it.each([
    // [currency, vat, unit price cents, expected minor units]
    ['EUR', 2500, 12345, 12345], // the catalog price itself
    ['SEK', 2500, 12345, 138264], // 12345 × 11.2
    ['SEK', 2500, 1005, 11256],
    ['SEK', 2550, 12345, 138817], // × 1.004 × 11.2 = 138817.056
    ['NOK', 2500, 12345, 143819], // 143819.25
    ['JPY', 2500, 12345, 19752], // no minor units: 12345 / 100 × 160
    ['EUR', 0, 1, 1], // 0.8 -> 1
    ['EUR', 0, 3, 2], // 2.4 -> 2
  ])('%s at %s: %s cents -> %s', (code, vat, cents, expected) => {
    const currency = { EUR, SEK, NOK, JPY }[code]!;
    const f = orderFigures({
      ...FINNISH_ORDER,
      lines: [line({ unitPrice: cents })],
      vat,
      currency,
    });
    expect(f.lines[0]!.unitPrice).toBe(expected);
    expect(expected).toBe(roundExact(exact(cents, vat, currency)));
  });

  it('takes off the campaign and refuses a bad quantity', () => {
    const f = orderFigures({ ...FINNISH_ORDER, campaign: 1000 });
    expect(f.campaign).toBe(1004);
    expect(f.total).toBe(30246 - 1004);
    const bad = { ...FINNISH_ORDER, lines: [line({ quantity: 1.5 })] };
    expect(() => orderFigures(bad)).toThrow(RangeError);
  });

  it('is empty but for shipping and handling without lines, in whole kronor', () => {
    const f = orderFigures({ ...FINNISH_ORDER, lines: [], currency: SEK, vat: 2500 });
    // 14,90 € and 4,90 € at 11.2 are 166,88 and 54,88 kr: the shop prints 167 and 55 kr.
    expect(f).toMatchObject({ items: 0, shipping: 16700, handling: 5500, total: 22200 });
  });
});

const currency = fc.constantFrom(EUR, SEK, NOK, GBP, JPY);
const inputs: fc.Arbitrary<OrderFiguresInput> = fc.record({
  lines: fc
    .array(
      fc.record({
        unitPrice: fc.nat(2_000_000),
        quantity: fc.nat(999),
        fee: fc.nat(5_000),
        stocked: fc.boolean(),
      }),
      { maxLength: 20 },
    )
    .map((lines) => lines.map(line)),
  shipping: fc.nat(10_000),
  handling: fc.nat(2_000),
  campaign: fc.nat(5_000),
  vat: fc.constantFrom(0, 1200, 1900, 2400, 2500, 2550),
  currency,
});

describe('orderFigures properties', () => {
  it('total = Σ lines + shipping + handling − campaign, and vat + exVat = total', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const f = orderFigures(input);
        const lines = f.lines.reduce((sum, l) => sum + l.total, 0);
        expect(f.items).toBe(lines);
        expect(f.total).toBe(lines + f.shipping + f.handling - f.campaign);
        expect(f.vat + f.exVat).toBe(f.total);
        for (const n of [f.total, f.vat, ...f.lines.map((l) => l.total)]) {
          expect(Number.isSafeInteger(n)).toBe(true);
        }
      }),
    );
  });

  it('rounds each amount exactly, and the total stays within the rounding of each unit', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { vat, currency: c } = input;
        const f = orderFigures(input);
        let cents = -input.campaign;
        let slack = 1;
        input.lines.forEach((l, i) => {
          expect(f.lines[i]!.unitPrice).toBe(roundExact(exact(l.unitPrice, vat, c)));
          expect(f.lines[i]!.fee).toBe(roundExact(exact(l.fee, vat, c)));
          cents += l.unitPrice * l.quantity + (l.stocked ? 0 : l.fee);
          slack += l.quantity + (l.stocked ? 0 : 1);
        });
        const goods = f.total - f.shipping - f.handling;
        expect(Math.abs(goods - asNumber(exact(cents, vat, c)))).toBeLessThanOrEqual(slack / 2);
        expect(f.shipping).toBe(shopPrice(input.shipping, c, vat));
        expect(f.handling).toBe(shopPrice(input.handling, c, vat));
      }),
    );
  });
});

describe('vatPart and reviewSummary', () => {
  it.each([
    [12550, 2550, 2550],
    [10000, 2500, 2000],
    [1, 2500, 0], // net 0.8 -> 1
    [3, 2500, 1], // net 2.4 -> 2
    [999, 0, 0],
    [-12500, 2500, -2500],
  ])('vatPart(%s, %s) = %s', (gross, rate, expected) => {
    expect(vatPart(gross, rate)).toBe(expected);
  });

  it('at 25 % gives ex-VAT 0.8 × and VAT 0.2 × the sum (SPEC §9), to the minor unit', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const s = reviewSummary(orderFigures({ ...input, vat: 2500 }));
        expect(s.vatIncluded).toBe(true);
        expect(Math.abs(s.exVat - 0.8 * s.total)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(s.vat - 0.2 * s.total)).toBeLessThanOrEqual(0.5);
        if (s.total % 5 === 0) expect([s.exVat, s.vat]).toEqual([0.8 * s.total, 0.2 * s.total]);
      }),
    );
  });

  it('keeps the sums and leaves out the lines; no VAT is marked as excluded', () => {
    const figures = orderFigures({ ...FINNISH_ORDER, vat: 0 });
    const { lines: _lines, ...sums } = figures;
    expect(reviewSummary(figures)).toEqual({ ...sums, vatIncluded: false });
  });
});

describe('campaignDiscount and toOrderLineInput', () => {
  it('the brake-disc campaign computes 0 for now', () => {
    expect(campaignDiscount([line({ quantity: 4 }), line({ quantity: 8 })])).toBe(0);
  });

  it('snapshots a priced cart line with its first visible reference', () => {
    const item = makeItem({
      _id: ID_B,
      name: 'Oil filter',
      stock: { quantity: 0 },
      references: [
        { id: 'hidden', visible: false },
        { id: '1234567', visible: true },
      ],
      prices_typed: { any: entry(1000, { watermark: 600, increment: 100 }) },
    });
    const priced = cartLine(item, { quantity: 2, brand: 'any' }, { now: new Date('2026-01-07') });
    expect(toOrderLineInput(priced)).toEqual({
      itemId: ID_B,
      name: 'Oil filter',
      reference: '1234567',
      brand: 'any',
      quantity: 2,
      unitPrice: 1000,
      fee: 200,
      stocked: false,
      arrival: priced.arrival,
    });
    expect(
      toOrderLineInput(cartLine(makeItem(), { quantity: 1, brand: 'any' }, { now: new Date() }))
        .reference,
    ).toBe('');
  });
});
