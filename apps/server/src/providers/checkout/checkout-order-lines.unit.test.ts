// toCheckoutOrder: the order's figures as Klarna order lines, checked with the simulator's own
// validator (which stands for the provider and shares no code with the builder).
import { validateCheckoutOrder } from '@shop/simulators';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatPart } from '@shop/domain';
import { toCheckoutOrder } from './checkout-order-lines.js';
import {
  EUR,
  MERCHANT_URLS,
  NOK,
  SEK,
  finnishOrder,
  orderView,
  swedishOrder,
  type FixtureLine,
} from './checkout.fixtures.js';

const accepted = (body: object) => validateCheckoutOrder({ ...body, merchant_urls: MERCHANT_URLS });

describe('toCheckoutOrder', () => {
  it('turns a Swedish order into SE/SEK lines at 25 % that add up to its total', () => {
    const order = swedishOrder();
    const body = toCheckoutOrder(order, 'sv-SE');
    expect(body).toMatchObject({
      purchase_country: 'SE',
      purchase_currency: 'SEK',
      locale: 'sv-SE',
      merchant_reference1: '100042',
      order_amount: order.figures.total,
    });
    expect(body.order_lines.map((l) => [l.type, l.name, l.quantity, l.unit_price])).toEqual([
      ['physical', 'Brake disc, front', 2, 55944], // 49.95 € × 11.2 = 559.44 kr
      ['physical', 'Oil filter', 1, 14448],
      ['surcharge', 'Småorderavgift: Oil filter', 1, 3920],
      ['shipping_fee', 'Parcel', 1, 16700], // 14,90 € is the shop's 167 kr
      ['surcharge', 'Expeditionsavgift: Klarna Checkout', 1, 5500],
    ]);
    expect(body.order_lines[0]).toMatchObject({
      reference: '30681436',
      tax_rate: 2500,
      total_amount: 111888,
      total_discount_amount: 0,
      total_tax_amount: 22378, // 111888 − 111888 / 1.25 = 22377.6
    });
    expect(body.order_tax_amount).toBe(order.figures.vat);
    expect(body.order_tax_amount).toBe(
      body.order_lines.reduce((s, l) => s + l.total_tax_amount, 0),
    );
    expect(accepted(body)).toMatchObject({ ok: true });
  });

  it('turns a Finnish order into FI/EUR lines at 25.5 % (2550)', () => {
    const order = finnishOrder();
    const body = toCheckoutOrder(order, 'fi-FI');
    expect(body.purchase_country).toBe('FI');
    expect(body.purchase_currency).toBe('EUR');
    expect(body.order_lines.every((l) => l.tax_rate === 2550)).toBe(true);
    expect(body.order_lines[0]).toMatchObject({
      unit_price: 3346, // 33.33 € × 1.255 / 1.25 = 33.4633
      total_amount: 10038,
      total_tax_amount: 2040, // 10038 − 10038 / 1.255 = 2039.59
    });
    expect(body.order_lines.map((l) => l.type)).toEqual([
      'physical',
      'physical',
      'surcharge',
      'shipping_fee',
    ]);
    expect(body.order_amount).toBe(order.figures.total);
    expect(accepted(body)).toMatchObject({ ok: true });
  });

  it.each([
    ['a campaign', { campaign: 1000 }, 'discount', -11200, -2240],
    ['shipping', { shipping: 990 }, 'shipping_fee', 11100, 2220], // 9,90 € is the shop's 111 kr
  ])('shows %s as a %s line', (_what, over, type, amount, tax) => {
    const order = orderView({
      country: 'se',
      currency: SEK,
      vat: 2500,
      lines: [{ name: 'Brake pads', reference: 'BP1', quantity: 1, unitPrice: 5000 }],
      shipping: 990,
      ...over,
    });
    const line = toCheckoutOrder(order, 'en-SE').order_lines.find((l) => l.type === type);
    expect(line).toMatchObject({ total_amount: amount, total_tax_amount: tax, quantity: 1 });
    expect(accepted(toCheckoutOrder(order, 'en-SE'))).toMatchObject({ ok: true });
  });

  it('adds no shipping line when shipping is free', () => {
    const order = orderView({
      country: 'se',
      currency: SEK,
      vat: 2500,
      lines: [{ name: 'Brake pads', reference: 'BP1', quantity: 1, unitPrice: 5000 }],
      shipping: 0,
    });
    const types = toCheckoutOrder(order, 'sv-SE').order_lines.map((l) => l.type);
    expect(types).toEqual(['physical']);
  });

  it('charges no VAT on an export (rate 0)', () => {
    const order = orderView({
      country: 'gb',
      currency: EUR,
      vat: 0,
      lines: [{ name: 'Wiper', reference: 'W1', quantity: 3, unitPrice: 1999 }],
      shipping: 1490,
    });
    const body = toCheckoutOrder(order, 'en-GB');
    expect(body.purchase_country).toBe('GB');
    expect(body.order_tax_amount).toBe(0);
    expect(body.order_lines.every((l) => l.tax_rate === 0 && l.total_tax_amount === 0)).toBe(true);
    expect(accepted(body)).toMatchObject({ ok: true });
  });

  it('adds no fee line for a stocked line (its fee is not charged)', () => {
    const order = orderView({
      country: 'se',
      currency: SEK,
      vat: 2500,
      lines: [{ name: 'Bulb', reference: 'B1', quantity: 1, unitPrice: 500, fee: 350 }],
    });
    const types = toCheckoutOrder(order, 'sv-SE').order_lines.map((l) => l.type);
    expect(types).toEqual(['physical']);
  });

  it('cuts names and references to the provider’s limits', () => {
    const order = orderView({
      country: 'se',
      currency: SEK,
      vat: 2500,
      lines: [{ name: 'x'.repeat(300), reference: 'R'.repeat(80), quantity: 1, unitPrice: 100 }],
    });
    const [line] = toCheckoutOrder(order, 'sv-SE').order_lines;
    expect(line?.name).toHaveLength(255);
    expect(line?.reference).toHaveLength(64);
  });

  it('refuses an order whose lines do not add up to its total', () => {
    const order = swedishOrder();
    order.figures.total += 1;
    expect(() => toCheckoutOrder(order, 'sv-SE')).toThrow(RangeError);
  });

  it('refuses an order whose VAT is not the VAT of its total', () => {
    const order = finnishOrder();
    order.figures.vat -= 1;
    expect(() => toCheckoutOrder(order, 'fi-FI')).toThrow(RangeError);
  });

  it('gives the provider the order’s VAT where rounding each line alone would not', () => {
    // 3 × 1 cent at 25 %: each line's exact tax is 0.2 (0 alone), the order's VAT of 3 cents is 1.
    const order = orderView({
      country: 'se',
      currency: EUR,
      vat: 2500,
      lines: [1, 2, 3].map((i) => ({
        name: `Clip ${i}`,
        reference: `C${i}`,
        quantity: 1,
        unitPrice: 1,
      })),
    });
    const body = toCheckoutOrder(order, 'sv-SE');
    expect(order.figures.vat).toBe(1);
    expect(body.order_lines.map((l) => l.total_tax_amount)).toEqual([1, 0, 0]);
    expect(body.order_tax_amount).toBe(1);
    expect(accepted(body)).toMatchObject({ ok: true });
  });
});

const COUNTRIES = [
  ['se', 2500, SEK],
  ['se', 1200, SEK],
  ['fi', 2550, EUR],
  ['no', 2500, NOK],
  ['dk', 2500, EUR],
  ['de', 1900, EUR],
  ['gb', 0, EUR],
] as const;

const lineArb: fc.Arbitrary<FixtureLine> = fc.record({
  name: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
  reference: fc.stringMatching(/^[0-9A-Z-]{0,20}$/),
  quantity: fc.integer({ min: 1, max: 25 }),
  unitPrice: fc.integer({ min: 0, max: 2_000_000 }),
  fee: fc.integer({ min: 0, max: 5000 }),
  stocked: fc.boolean(),
});

describe('toCheckoutOrder property', () => {
  it('gives a body the provider accepts, adding up to the order total, for any order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES),
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom('sv-SE', 'fi-FI', 'en-FI', 'en-GB', 'nb-NO'),
        ([country, vat, currency], lines, shipping, handling, campaignShare, locale) => {
          const goods = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
          const campaign = Math.floor(goods * campaignShare * 0.5);
          const order = orderView({ country, currency, vat, lines, shipping, handling, campaign });
          const body = toCheckoutOrder(order, locale);
          expect(body.order_amount).toBe(order.figures.total);
          const checked = accepted(body);
          expect(checked.ok ? [] : checked.errors).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** A line's exact tax as the provider checks it: total − total × 10000 / (10000 + rate). */
const exactTax = (total: number, rate: number) => total - (total * 10000) / (10000 + rate);

describe('toCheckoutOrder VAT property', () => {
  it('hands the provider the order’s own VAT, spread over sane line taxes, at 25, 25.5, 12 and 0 %', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2500, 2550, 1200, 0),
        fc.array(lineArb, { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (vat, lines, shipping, handling, campaignShare) => {
          const goods = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
          const campaign = Math.floor(goods * campaignShare * 0.5);
          const spec = { country: 'se', currency: SEK, vat, lines, shipping, handling, campaign };
          const order = orderView(spec);
          const body = toCheckoutOrder(order, 'sv-SE');
          expect(body.order_amount).toBe(order.figures.total);
          expect(body.order_tax_amount).toBe(order.figures.vat);
          expect(body.order_tax_amount).toBe(vatPart(order.figures.total, vat));
          expect(body.order_lines.reduce((s, l) => s + l.total_tax_amount, 0)).toBe(
            body.order_tax_amount,
          );
          for (const line of body.order_lines) {
            const exact = exactTax(line.total_amount, line.tax_rate);
            expect(Number.isSafeInteger(line.total_tax_amount)).toBe(true);
            expect(Math.abs(line.total_tax_amount - exact)).toBeLessThan(1);
            // Never more tax than the line's amount, and of the same sign (a discount's is negative).
            expect(Math.abs(line.total_tax_amount)).toBeLessThanOrEqual(
              Math.abs(line.total_amount),
            );
            expect(line.total_tax_amount * Math.sign(line.total_amount)).toBeGreaterThanOrEqual(0);
          }
          const checked = accepted(body);
          expect(checked.ok ? [] : checked.errors).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
