import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transport } from './api.js';
import {
  BANK,
  IN_STORE,
  INVOICE,
  KLARNA,
  LETTER,
  PARCEL,
  PICKUP,
  STORE,
  SWEDEN,
  SWISH,
  country,
  payment,
  transport,
} from './shipping.fixtures.js';
import {
  checkoutChoice,
  freeShippingDifference,
  isFreeShipping,
  paymentState,
  pickEnabled,
  shippingPrice,
  sortCountries,
  sortPayments,
  sortTransports,
  transportState,
} from './shipping.js';

const slugs = (list: readonly { slug: string }[]) => list.map((o) => o.slug);

const EUR = { code: 'EUR', symbol: '€', euro_rate: 1, exponent: 2 };
const SEK = { code: 'SEK', symbol: 'kr', euro_rate: 11.2, exponent: 2 };

describe('isFreeShipping', () => {
  it.each([
    [50_001, 50_000, EUR, true],
    [50_000, 50_000, EUR, true], // reaching the advertised figure is enough
    [49_999, 50_000, EUR, false],
    [560_000, 50_000, SEK, true], // 500 € is advertised as 5 600 kr
    [559_999, 50_000, SEK, false],
    [1_000_000, 0, EUR, false], // 0: the country has no free shipping
    [1, -5, EUR, false],
  ])('goods %s, threshold %s € in %o -> %s', (goods, threshold, currency, expected) => {
    expect(isFreeShipping(goods, { gratis_threshold: threshold }, currency)).toBe(expected);
  });
});

describe('transportState', () => {
  const sweden = { ...SWEDEN, transports: [...SWEDEN.transports, 'pallet', 'exact'] };
  const light = { freeShipping: false, weight: 500 };
  it.each<[string, Transport, { freeShipping: boolean; weight: number }, unknown]>([
    ['within bounds', LETTER, light, { enabled: true }],
    ['at the upper bound', LETTER, { freeShipping: false, weight: 2_000 }, { enabled: true }],
    ['over the upper bound', LETTER, { freeShipping: false, weight: 2_001 }, 'too_heavy'],
    [
      'under the lower bound',
      transport('pallet', 9_900, { min: 30_000, max: 0 }),
      light,
      'too_light',
    ],
    ['at the lower bound', transport('exact', 1, { min: 500, max: 500 }), light, { enabled: true }],
    ['unbounded (0, 0)', PARCEL, { freeShipping: false, weight: 10_000_000 }, { enabled: true }],
    [
      'too heavy, but free shipping',
      LETTER,
      { freeShipping: true, weight: 30_000 },
      { enabled: true },
    ],
    ['not listed', transport('courier', 100), light, 'not_for_country'],
    [
      'not listed, free shipping',
      transport('courier', 100),
      { freeShipping: true, weight: 1 },
      'not_for_country',
    ],
    ['disabled', { ...PARCEL, disabled: true }, light, 'disabled'],
    [
      'disabled, free shipping',
      { ...PARCEL, disabled: true },
      { freeShipping: true, weight: 1 },
      'disabled',
    ],
  ])('%s', (_, t, cart, expected) => {
    const want = typeof expected === 'string' ? { enabled: false, reason: expected } : expected;
    expect(transportState(t, sweden, cart)).toEqual(want);
  });
});

describe('paymentState', () => {
  const finland = country({ _id: 'FI', slug: 'fi', payments: ['klarna-checkout', 'invoice'] });
  it.each([
    ['allowed by both', INVOICE, SWEDEN, PARCEL, { enabled: true }],
    ['not by the country', SWISH, finland, PARCEL, 'not_for_country'],
    ['not by the transport', IN_STORE, SWEDEN, PARCEL, 'not_for_transport'],
    ['by the store transport', IN_STORE, SWEDEN, STORE, { enabled: true }],
    ['no transport chosen', INVOICE, SWEDEN, null, 'not_for_transport'],
    ['disabled', { ...INVOICE, disabled: true }, SWEDEN, PARCEL, 'disabled'],
  ])('%s', (_, p, c, t, expected) => {
    const want = typeof expected === 'string' ? { enabled: false, reason: expected } : expected;
    expect(paymentState(p, c, t)).toEqual(want);
  });
});

describe('pickEnabled', () => {
  const options = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];
  const enabled =
    (...ids: string[]) =>
    (o: { _id: string }) =>
      ids.includes(o._id);
  it.each([
    ['c', ['b', 'c'], 'c'], // the selection stays while enabled
    ['a', ['b', 'c'], 'b'], // a disabled selection moves to the first enabled
    [null, ['c'], 'c'],
    ['zz', ['a'], 'a'], // an unknown selection too
    ['a', [], null],
  ])('selected %s, enabled %j -> %s', (selected, ids, expected) => {
    expect(pickEnabled(options, enabled(...ids), selected)?._id ?? null).toBe(expected);
  });
});

describe('shippingPrice and freeShippingDifference', () => {
  it.each([
    [10_000, 50_000, 1_490, 40_000],
    [49_999, 50_000, 1_490, 1],
    [50_000, 50_000, 0, null],
    [50_001, 50_000, 0, null],
    [0, 50_000, 1_490, 50_000],
    [90_000, 0, 1_490, null], // no free shipping in this country
  ])('goods %s, threshold %s: price %s, missing %s', (goods, threshold, price, missing) => {
    const c = country({ gratis_threshold: threshold });
    expect(shippingPrice(PARCEL, c, goods, EUR)).toBe(price);
    expect(freeShippingDifference(goods, c, EUR)).toBe(missing);
  });

  it('prices shipping as the shop prints it: the same figure at every VAT, whole kronor', () => {
    const finland = country({ gratis_threshold: 50_000, vat: 2550 });
    const britain = country({ gratis_threshold: 0, vat: 0 });
    expect(shippingPrice(PARCEL, finland, 0, EUR)).toBe(1_490);
    expect(shippingPrice(PARCEL, country({ vat: 2500 }), 0, SEK)).toBe(16_700); // 14,90 € -> 167 kr
    expect(shippingPrice(PARCEL, britain, 0, EUR)).toBe(1_192); // no VAT: its net
  });

  it('adding the difference makes shipping free, one cent less does not', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 1_000_000 }), (goods, threshold) => {
        const c = country({ gratis_threshold: threshold });
        const missing = freeShippingDifference(goods, c, EUR);
        if (missing === null) {
          expect(isFreeShipping(goods, c, EUR)).toBe(true);
        } else {
          expect(isFreeShipping(goods + missing, c, EUR)).toBe(true);
          expect(isFreeShipping(goods + missing - 1, c, EUR)).toBe(false);
        }
      }),
    );
  });
});

describe('ordering (SPEC §9)', () => {
  it('lists Sweden and Finland first, the rest as given', () => {
    const list = ['no', 'dk', 'fi', 'de', 'se', 'gb'].map((slug) => country({ slug }));
    expect(slugs(sortCountries(list))).toEqual(['se', 'fi', 'no', 'dk', 'de', 'gb']);
  });

  it('lists transports by price, fetch-in-store and letter last', () => {
    const express = transport('express', 990);
    const list = [LETTER, PARCEL, STORE, PICKUP, express];
    expect(slugs(sortTransports(list))).toEqual([
      'pickup-point',
      'express', // same price as pickup-point: kept in the given order
      'parcel',
      'fetch-in-store',
      'letter',
    ]);
  });

  it('lists the mobile payment first, the rest as given', () => {
    const list = [KLARNA, INVOICE, BANK, SWISH, IN_STORE];
    expect(slugs(sortPayments(list))).toEqual([
      'swish',
      'klarna-checkout',
      'invoice',
      'bank-transfer',
      'pay-in-store',
    ]);
  });

  it('never drops, adds or mutates', () => {
    const list = [LETTER, PARCEL, STORE];
    const copy = [...list];
    expect(sortTransports(list)).toHaveLength(3);
    expect(list).toEqual(copy);
  });
});

describe('checkoutChoice', () => {
  const data = {
    transports: [LETTER, PARCEL, PICKUP, STORE],
    payments: [KLARNA, INVOICE, BANK, SWISH, IN_STORE, payment('cash', 0, { disabled: true })],
  };
  it.each([
    [{ freeShipping: false, weight: 100 }, null, null, 'pickup-point', 'swish'],
    [
      { freeShipping: false, weight: 100 },
      'fetch-in-store',
      'pay-in-store',
      'fetch-in-store',
      'pay-in-store',
    ],
    [{ freeShipping: false, weight: 100 }, 'parcel', 'pay-in-store', 'parcel', 'swish'],
    [{ freeShipping: false, weight: 25_000 }, 'letter', 'invoice', 'parcel', 'invoice'],
    [{ freeShipping: false, weight: 100 }, null, 'cash', 'pickup-point', 'swish'],
  ])('%j with %s, %s -> %s, %s', (cart, transportId, paymentId, wantT, wantP) => {
    const { transport: t, payment: p } = checkoutChoice(data, SWEDEN, cart, {
      transportId,
      paymentId,
    });
    expect([t?.slug, p?.slug]).toEqual([wantT, wantP]);
  });

  it('chooses nothing when the country lists nothing', () => {
    const nowhere = country({ transports: [], payments: [] });
    const choice = checkoutChoice(
      data,
      nowhere,
      { freeShipping: false, weight: 1 },
      {
        transportId: 'parcel',
        paymentId: 'invoice',
      },
    );
    expect(choice).toEqual({ transport: null, payment: null });
  });
});
