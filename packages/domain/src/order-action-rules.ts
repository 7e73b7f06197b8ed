// Which of the console's actions an order's state allows: the server refuses the rest, and the
// console offers only these. One place, so the buttons and the refusals never disagree.
import type { OrderStatus } from './schemas/order-responses.schema.js';

/** Payments staff settle by hand: no provider holds the money. */
export const MANUAL_PAYMENTS: readonly string[] = ['bank-transfer', 'invoice'];
/** Nothing has left the warehouse yet: the order may still be cancelled. */
export const NOT_SHIPPED: readonly OrderStatus[] = ['pending_payment', 'awaiting_shipment', 'paid'];
/** Goods may leave: paid, or on invoice, and not everything sent. */
export const SHIPPABLE: readonly OrderStatus[] = [
  'awaiting_shipment',
  'paid',
  'partially_shipped',
  'partially_refunded',
];
/** Orders whose goods wait for staff to send them: the overview's "to ship". */
export const WAITING_TO_SHIP: readonly OrderStatus[] = [
  'paid',
  'awaiting_shipment',
  'partially_shipped',
];
/** Money goes back by lines after goods left; before that, a cancel returns it all. */
export const REFUNDABLE: readonly OrderStatus[] = [
  'partially_shipped',
  'shipped',
  'partially_refunded',
];

/** A line's units and what was done with them. */
export interface LineProgress {
  quantity: number;
  shipped: number;
  refunded: number;
}

/** Units of a line still to ship: neither shipped nor given back before shipping. */
export const unitsToShip = (line: LineProgress): number =>
  line.quantity - Math.max(line.shipped, line.refunded);

export interface ActionableOrder {
  status: OrderStatus;
  paid: boolean;
  paymentSlug: string;
  flag: string | null;
  total: number;
  refunded: number;
  lines: readonly LineProgress[];
}

export interface OrderActionsAllowed {
  ship: boolean;
  cancel: boolean;
  refund: boolean;
  markPaid: boolean;
  clearFlag: boolean;
}

export function orderActionsAllowed(order: ActionableOrder): OrderActionsAllowed {
  const shippedAny = order.lines.some((l) => l.shipped > 0);
  return {
    ship: SHIPPABLE.includes(order.status) && order.lines.some((l) => unitsToShip(l) > 0),
    cancel: NOT_SHIPPED.includes(order.status) && !shippedAny,
    refund: REFUNDABLE.includes(order.status) && order.paid && order.refunded < order.total,
    markPaid:
      MANUAL_PAYMENTS.includes(order.paymentSlug) &&
      !order.paid &&
      order.status !== 'cancelled' &&
      order.status !== 'refunded',
    clearFlag: order.flag !== null,
  };
}
