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

describe('isFreeShipping', () => {
  it.each([
    [50_001, 50_000, true],
    [50_000, 50_000, false], // strictly above
    [49_999, 50_000, false],
    [1_000_000, 0, false], // 0: the country has no free shipping
    [1, -5, false],
  ])('total %s, threshold %s -> %s', (total, threshold, expected) => {
    expect(isFreeShipping(total, { gratis_threshold: threshold })).toBe(expected);
  });
});

describe('transportState', () => {
  const sweden = { ...SWEDEN, transports: [...SWEDEN.transports, 'pallet', 'exact'] };
  const light = { total: 1_000, weight: 500 };
  it.each<[string, Transport, { total: number; weight: number }, unknown]>([
    ['within bounds', LETTER, light, { enabled: true }],
    ['at the upper bound', LETTER, { total: 1_000, weight: 2_000 }, { enabled: true }],
    ['over the upper bound', LETTER, { total: 1_000, weight: 2_001 }, 'too_heavy'],
    [
      'under the lower bound',
      transport('pallet', 9_900, { min: 30_000, max: 0 }),
      light,
      'too_light',
    ],
    ['at the lower bound', transport('exact', 1, { min: 500, max: 500 }), light, { enabled: true }],
    ['unbounded (0, 0)', PARCEL, { total: 1, weight: 10_000_000 }, { enabled: true }],
    ['too heavy, but free shipping', LETTER, { total: 50_001, weight: 30_000 }, { enabled: true }],
    ['too heavy, at the threshold', LETTER, { total: 50_000, weight: 30_000 }, 'too_heavy'],
    ['not listed', transport('courier', 100), light, 'not_for_country'],
    [
      'not listed, free shipping',
      transport('courier', 100),
      { total: 90_000, weight: 1 },
      'not_for_country',
    ],
    ['disabled', { ...PARCEL, disabled: true }, light, 'disabled'],
    [
      'disabled, free shipping',
      { ...PARCEL, disabled: true },
      { total: 90_000, weight: 1 },
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
    [10_000, 50_000, 1_490, 40_001],
    [49_999, 50_000, 1_490, 2],
    [50_000, 50_000, 1_490, 1],
    [50_001, 50_000, 0, null],
    [0, 50_000, 1_490, 50_001],
    [90_000, 0, 1_490, null], // no free shipping in this country
  ])('total %s, threshold %s: price %s, missing %s', (total, threshold, price, missing) => {
    const c = country({ gratis_threshold: threshold });
    expect(shippingPrice(PARCEL, c, total)).toBe(price);
    expect(freeShippingDifference(total, c)).toBe(missing);
  });

  it('adding the difference makes shipping free, one cent less does not', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 1_000_000 }), (total, threshold) => {
        const c = country({ gratis_threshold: threshold });
        const missing = freeShippingDifference(total, c);
        if (missing === null) {
          expect(isFreeShipping(total, c)).toBe(true);
        } else {
          expect(isFreeShipping(total + missing, c)).toBe(true);
          expect(isFreeShipping(total + missing - 1, c)).toBe(false);
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
    [{ total: 1_000, weight: 100 }, null, null, 'pickup-point', 'swish'],
    [
      { total: 1_000, weight: 100 },
      'fetch-in-store',
      'pay-in-store',
      'fetch-in-store',
      'pay-in-store',
    ],
    [{ total: 1_000, weight: 100 }, 'parcel', 'pay-in-store', 'parcel', 'swish'],
    [{ total: 1_000, weight: 25_000 }, 'letter', 'invoice', 'parcel', 'invoice'],
    [{ total: 1_000, weight: 100 }, null, 'cash', 'pickup-point', 'swish'],
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
      { total: 1, weight: 1 },
      {
        transportId: 'parcel',
        paymentId: 'invoice',
      },
    );
    expect(choice).toEqual({ transport: null, payment: null });
  });
});
