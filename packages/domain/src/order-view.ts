// An order as the API shows it to its customer (the /complete page, the order page, the mail).
// Money in the order currency's minor units; `currency` says which and how to show it.

import type { OrderSums } from './order-figures.js';

export type OrderStatus = 'pending_payment' | 'paid' | 'shipped' | 'cancelled';

export interface OrderAddress {
  given_name: string;
  family_name: string;
  care_of?: string | undefined;
  street_address: string;
  postal_code: string;
  city: string;
  phone: string;
  country: string;
}

export interface OrderLineView {
  itemId: string;
  name: string;
  reference: string;
  brand: string;
  quantity: number;
  unitPrice: number;
  fee: number;
  total: number;
  /** Units taken from stock when the order was placed. */
  stockedQuantity: number;
  /** Units the supplier delivers later, by `backorderArrival`. */
  backorderQuantity: number;
  arrival: string;
  backorderArrival: string | null;
}

export interface OrderView {
  id: string;
  /** What the customer reads to staff on the phone. */
  number: string;
  status: OrderStatus;
  createdAt: string;
  email: string;
  language: string;
  currency: { code: string; symbol: string; exponent: number; euro_rate: number };
  /** Basis points of the destination's VAT; 0 = no VAT. */
  vatRate: number;
  /** The destination country; slug as in addresses ('se'). */
  country: { id: string; slug: string; name: string };
  transport: { id: string; name: string };
  payment: { id: string; slug: string; name: string };
  lines: OrderLineView[];
  figures: OrderSums;
  billingAddress: OrderAddress;
  /** Null when the goods go to the billing address. */
  shippingAddress: OrderAddress | null;
  events: { status: OrderStatus; at: string }[];
  /** Opens /order/{number}?key=… without an account. */
  key: string;
}

/** POST /api/legacy/order/create answer: SPEC §7's id and snippet (null without an embedded checkout). */
export interface OrderCreateResponse {
  id: string;
  snippet: string | null;
  order: OrderView;
}

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'paid',
  'shipped',
  'cancelled',
];
