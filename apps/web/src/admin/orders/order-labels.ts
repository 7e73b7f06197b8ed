// The names staff read for an order's states, flags and carriers: literal maps of text keys, so
// the text check sees every key. A flag the console does not know shows as its code.
import type { Carrier, OrderStatus } from '@shop/domain';
import { CARRIER_NAMES, ORDER_STATUSES } from '@shop/domain';

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'orders.status.pending_payment',
  awaiting_shipment: 'orders.status.awaiting_shipment',
  paid: 'orders.status.paid',
  partially_shipped: 'orders.status.partially_shipped',
  shipped: 'orders.status.shipped',
  partially_refunded: 'orders.status.partially_refunded',
  refunded: 'orders.status.refunded',
  cancelled: 'orders.status.cancelled',
};

export { ORDER_STATUSES };

const FLAG_LABELS: Readonly<Record<string, string>> = {
  amount_mismatch: 'orders.flag.amount_mismatch',
  paid_after_expiry: 'orders.flag.paid_after_expiry',
  paid_twice: 'orders.flag.paid_twice',
  country_mismatch: 'orders.flag.country_mismatch',
  refund_failed: 'orders.flag.refund_failed',
};

/** The text key of a flag, or null for one the console has no words for. */
export const flagLabel = (flag: string): string | null => FLAG_LABELS[flag] ?? null;

/** A carrier's own name; the caller words 'other' in the console's language. */
export const carrierName = (carrier: Carrier): string | null =>
  carrier === 'other' ? null : CARRIER_NAMES[carrier];

/** A country's name in the console's language, from its slug ('se'). */
export function countryName(slug: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(slug.toUpperCase()) ?? slug;
  } catch {
    return slug;
  }
}
