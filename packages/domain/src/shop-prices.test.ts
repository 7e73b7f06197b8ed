import { describe, expect, it } from 'vitest';
import type { Currency } from './api.js';
import { convertPrice } from './money.js';
import { freeShippingDifference, isFreeShipping } from './shipping.js';
import { freeShippingThreshold, goodsAmount, shopFigure, shopPrice } from './shop-prices.js';

const currency = (code: string, euro_rate: number, symbol = code): Currency => ({
  code,
  symbol,
  euro_rate,
  exponent: 2,
});
const EUR = currency('EUR', 1, '€');
const SEK = currency('SEK', 11.2, 'kr');
const NOK = currency('NOK', 11.6);
const GBP = currency('GBP', 0.85, '£');

// The demo shop's destinations: [slug, VAT basis points, threshold euro cents].
const COUNTRIES = [
  ['se', 2500, 50_000],
  ['fi', 2550, 50_000],
  ['no', 2500, 100_000],
  ['dk', 2500, 60_000],
  ['de', 1900, 80_000],
] as const;

describe('shopFigure and shopPrice', () => {
  it.each([
    [990, EUR, 990],
    [990, SEK, 11_100], // 110,88 kr is printed as 111 kr
    [1_490, SEK, 16_700],
    [1_490, NOK, 17_300], // 172,84 -> 173 kr
    [1_490, GBP, 1_300], // 12,665 -> 13 £
    [0, SEK, 0],
  ])('%s euro cents in %o -> %s', (cents, c, expected) => {
    expect(shopFigure(cents, c)).toBe(expected);
  });

  it('is the same figure at every VAT, and its net where no VAT is charged', () => {
    for (const vat of [2500, 2550, 1900, 1200]) expect(shopPrice(990, EUR, vat)).toBe(990);
    expect(shopPrice(990, EUR, 0)).toBe(792);
    expect(shopPrice(990, SEK, 0)).toBe(8_880);
  });
});

describe('free shipping as each country advertises it', () => {
  it.each(COUNTRIES)(
    '%s: the threshold is the advertised figure in each currency',
    (_, vat, gratis) => {
      const country = { gratis_threshold: gratis, vat };
      expect(freeShippingThreshold(country, EUR)).toBe(gratis);
      expect(freeShippingThreshold(country, SEK)).toBe(Math.round((gratis / 100) * 11.2) * 100);
    },
  );

  it.each(COUNTRIES)(
    '%s: just under, at and just over the threshold, in euros',
    (_, vat, gratis) => {
      const country = { gratis_threshold: gratis, vat };
      expect(isFreeShipping(gratis - 1, country, EUR)).toBe(false);
      expect(freeShippingDifference(gratis - 1, country, EUR)).toBe(1);
      expect(isFreeShipping(gratis, country, EUR)).toBe(true);
      expect(freeShippingDifference(gratis, country, EUR)).toBeNull();
      expect(isFreeShipping(gratis + 1, country, EUR)).toBe(true);
    },
  );

  it('judges the goods at the destination VAT: 500,58 € read in Finland ships free', () => {
    const finland = { gratis_threshold: 50_000, vat: 2550 };
    // A line of 498,60 € at 25 % reads 500,59 € at 25,5 %.
    const lines = [{ unitPrice: 49_860, quantity: 1, fee: 0, stocked: true }];
    const goods = goodsAmount(lines, EUR, finland.vat);
    expect(goods).toBe(convertPrice(49_860, EUR, 2550));
    expect(goods).toBeGreaterThanOrEqual(50_000);
    expect(isFreeShipping(goods, finland, EUR)).toBe(true);
  });

  it('tells the exact difference to the cent in kronor', () => {
    const sweden = { gratis_threshold: 50_000, vat: 2500 };
    expect(freeShippingDifference(357_336, sweden, SEK)).toBe(560_000 - 357_336);
  });

  it('counts a line fee as goods, as the cart shows it', () => {
    const lines = [
      { unitPrice: 10_000, quantity: 2, fee: 500, stocked: false },
      { unitPrice: 1_000, quantity: 1, fee: 500, stocked: true },
    ];
    expect(goodsAmount(lines, EUR, 2500)).toBe(21_500);
  });

  it('has none where the country offers none', () => {
    expect(freeShippingThreshold({ gratis_threshold: 0 }, EUR)).toBeNull();
    expect(freeShippingDifference(10, { gratis_threshold: 0 }, EUR)).toBeNull();
  });
});
