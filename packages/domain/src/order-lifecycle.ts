// An order's lifecycle: its states and who may move it from one to the next. The server changes an
// order's state only through this table; the console shows only the moves it allows.
import type { OrderStatus } from './schemas/order-responses.schema.js';

/** Who changed an order: its customer, a payment provider, the shop's own sweeps, or staff. */
export const ORDER_ACTORS = ['customer', 'provider', 'system', 'staff'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

type Moves = Partial<Record<OrderStatus, readonly OrderActor[]>>;

/**
 * What may follow what, and by whom. pending_payment waits for money before anything ships;
 * awaiting_shipment ships before it is paid (invoice); paid waits for shipment; an order ships in
 * parts (partially_shipped) or at once; a refund follows shipping, in part or in full; a late
 * payment revives an order that expired (never one staff or the customer cancelled: the service
 * checks why it was cancelled). A move to the same state is staff's next part of the same kind.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Moves>> = {
  pending_payment: {
    paid: ['provider', 'staff'],
    cancelled: ['system', 'staff'],
  },
  awaiting_shipment: {
    paid: ['staff'],
    partially_shipped: ['staff'],
    shipped: ['staff'],
    cancelled: ['staff'],
  },
  paid: {
    partially_shipped: ['staff'],
    shipped: ['staff'],
    cancelled: ['staff'],
  },
  partially_shipped: {
    partially_shipped: ['staff'],
    shipped: ['staff'],
    partially_refunded: ['staff'],
    refunded: ['staff'],
  },
  shipped: {
    partially_refunded: ['staff'],
    refunded: ['staff'],
  },
  partially_refunded: {
    partially_refunded: ['staff'],
    refunded: ['staff'],
  },
  cancelled: {
    paid: ['provider'],
  },
  refunded: {},
};

/** The payment the customer settles after the goods arrive: the order ships before it is paid. */
export const INVOICE_PAYMENT_SLUG = 'invoice';

/** The state a new order starts in: invoices ship first, everything else is paid first. */
export function initialOrderStatus(paymentSlug: string): OrderStatus {
  return paymentSlug === INVOICE_PAYMENT_SLUG ? 'awaiting_shipment' : 'pending_payment';
}

/** Whether `actor` may move an order from `from` to `to`. */
export function canChangeOrder(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The states `actor` may move an order in `from` to (the console's actions). */
export function nextOrderStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return (Object.entries(ORDER_TRANSITIONS[from]) as [OrderStatus, readonly OrderActor[]][])
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to);
}

/** States an order never leaves (a refund is final; a cancellation only by a late payment). */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return Object.keys(ORDER_TRANSITIONS[status]).length === 0;
}
