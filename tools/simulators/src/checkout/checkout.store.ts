// The simulator's orders, in memory: what Klarna would hold for the merchant between calls.
import { randomUUID } from 'node:crypto';
import {
  ORDER_ID_PLACEHOLDER,
  type CheckoutAddress,
  type CheckoutOrderInput,
  type SimMoneyMove,
  type SimOrder,
} from './checkout.types.js';

/** A merchant URL with the order id put in for Klarna's placeholder. */
export function merchantUrl(template: string, orderId: string): string {
  return template.split(ORDER_ID_PLACEHOLDER).join(orderId);
}

export class CheckoutStore {
  readonly #orders = new Map<string, SimOrder>();

  create(input: CheckoutOrderInput): SimOrder {
    const now = new Date().toISOString();
    const order: SimOrder = {
      ...input,
      order_id: randomUUID(),
      status: 'checkout_incomplete',
      omStatus: null,
      started_at: now,
      last_modified_at: now,
      completed_at: null,
      billing_address: null,
      shipping_address: null,
      acknowledged: false,
      captures: [],
      refunds: [],
      cancelKey: null,
    };
    this.#orders.set(order.order_id, order);
    return order;
  }

  get(orderId: string): SimOrder | undefined {
    return this.#orders.get(orderId);
  }

  /** Replaces the cart of an order still in checkout. */
  update(order: SimOrder, input: CheckoutOrderInput): void {
    Object.assign(order, input, { last_modified_at: new Date().toISOString() });
  }

  /** The purchase is made: order management now holds an authorised, fraud-checked order. */
  complete(order: SimOrder, billing: CheckoutAddress, shipping: CheckoutAddress): void {
    const now = new Date().toISOString();
    Object.assign(order, {
      status: 'checkout_complete',
      omStatus: 'AUTHORIZED',
      completed_at: now,
      last_modified_at: now,
      billing_address: billing,
      shipping_address: shipping,
    });
  }

  all(): readonly SimOrder[] {
    return [...this.#orders.values()].map((order) => structuredClone(order));
  }
}

/** Sum of amounts moved (captured or refunded). */
export const moved = (moves: readonly SimMoneyMove[]): number =>
  moves.reduce((sum, move) => sum + move.amount, 0);
