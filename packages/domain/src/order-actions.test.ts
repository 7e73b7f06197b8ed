import { describe, expect, it } from 'vitest';
import type { ActionOrderFigures } from './order-actions.js';
import {
  partShare,
  providerShare,
  refundAmount,
  shipmentAmount,
  trackingUrl,
} from './order-actions.js';

const order: ActionOrderFigures = {
  total: 10_000,
  shipping: 990,
  vatRate: 2500,
  done: 0,
  shippingRefunded: false,
  lines: [
    { quantity: 3, total: 5_001, shipped: 0, refunded: 0 },
    { quantity: 1, total: 3_519, shipped: 0, refunded: 0 },
  ],
};

describe('order actions', () => {
  it('builds each carrier’s tracking link, none for other', () => {
    expect(trackingUrl('bring', 'CS 1111 NO')).toBe('https://tracking.bring.com/tracking/CS1111NO');
    expect(trackingUrl('other', 'X')).toBeNull();
  });

  it('splits a total into parts that always add up', () => {
    const parts = [partShare(5_001, 0, 1, 3), partShare(5_001, 1, 1, 3), partShare(5_001, 2, 1, 3)];
    expect(parts).toEqual([1_667, 1_667, 1_667]);
    expect(parts.reduce((a, b) => a + b)).toBe(5_001);
    expect(() => partShare(100, 2, 2, 3)).toThrow(RangeError);
  });

  it('gives the last shipment what is left of the total', () => {
    expect(shipmentAmount(order, [{ index: 0, quantity: 1 }])).toBe(1_667);
    const rest = {
      ...order,
      done: 1_667,
      lines: [{ ...order.lines[0]!, shipped: 1 }, order.lines[1]!],
    };
    expect(
      shipmentAmount(rest, [
        { index: 0, quantity: 2 },
        { index: 1, quantity: 1 },
      ]),
    ).toBe(8_333);
  });

  it('refunds lines with VAT, the shipping once, and all that is left at the end', () => {
    expect(refundAmount(order, [{ index: 1, quantity: 1 }], false)).toEqual({
      amount: 3_519,
      vat: 704,
      shipping: false,
    });
    expect(refundAmount(order, [], true)).toEqual({ amount: 990, vat: 198, shipping: true });
    const all = [
      { index: 0, quantity: 3 },
      { index: 1, quantity: 1 },
    ];
    expect(refundAmount(order, all, true).amount).toBe(10_000);
    expect(refundAmount({ ...order, shippingRefunded: true }, [], true).amount).toBe(0);
    expect(() => refundAmount(order, [{ index: 1, quantity: 2 }], false)).toThrow(RangeError);
  });

  it('shares a refund in the provider’s own currency on the running total', () => {
    expect(providerShare(500, 500, 0, 200)).toBe(200);
    const first = providerShare(1_120, 100, 0, 33);
    const second = providerShare(1_120, 100, 33, 67);
    expect(first + second).toBe(1_120);
  });
});
