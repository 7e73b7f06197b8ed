import { describe, expect, it } from 'vitest';
import { orderActionsAllowed, unitsToShip } from './order-action-rules.js';
import type { ActionableOrder } from './order-action-rules.js';

const order = (over: Partial<ActionableOrder> = {}): ActionableOrder => ({
  status: 'paid',
  paid: true,
  paymentSlug: 'swish',
  flag: null,
  total: 10_000,
  refunded: 0,
  lines: [{ quantity: 2, shipped: 0, refunded: 0 }],
  ...over,
});

describe('orderActionsAllowed', () => {
  it('lets a paid order be shipped or cancelled, not refunded by lines before goods left', () => {
    expect(orderActionsAllowed(order())).toEqual({
      ship: true,
      cancel: true,
      refund: false,
      markPaid: false,
      clearFlag: false,
    });
  });

  it('refunds after shipping until all is given back, and no cancel once a unit left', () => {
    const shipped = order({
      status: 'partially_shipped',
      lines: [{ quantity: 2, shipped: 1, refunded: 0 }],
    });
    expect(orderActionsAllowed(shipped)).toMatchObject({ ship: true, cancel: false, refund: true });
    const all = order({ status: 'refunded', refunded: 10_000 });
    expect(orderActionsAllowed(all)).toMatchObject({ ship: false, refund: false, cancel: false });
    const partly = order({
      status: 'partially_refunded',
      refunded: 4_000,
      lines: [{ quantity: 2, shipped: 2, refunded: 1 }],
    });
    // Both units left, one came back: nothing is left to send, one unit's money is.
    expect(orderActionsAllowed(partly)).toMatchObject({ ship: false, refund: true });
  });

  it('marks only an unpaid transfer or invoice paid, and offers to clear a flag', () => {
    const invoice = order({ status: 'awaiting_shipment', paid: false, paymentSlug: 'invoice' });
    expect(orderActionsAllowed(invoice)).toMatchObject({ markPaid: true, ship: true });
    expect(orderActionsAllowed({ ...invoice, paymentSlug: 'swish' }).markPaid).toBe(false);
    expect(orderActionsAllowed({ ...invoice, status: 'cancelled' }).markPaid).toBe(false);
    expect(orderActionsAllowed(order({ flag: 'paid_twice' })).clearFlag).toBe(true);
  });

  it('counts a line left to ship past both what shipped and what was refunded', () => {
    expect(unitsToShip({ quantity: 5, shipped: 2, refunded: 3 })).toBe(2);
    expect(unitsToShip({ quantity: 5, shipped: 4, refunded: 1 })).toBe(1);
  });
});
