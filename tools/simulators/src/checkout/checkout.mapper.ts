// The two views Klarna gives of one order: the checkout API's and order management's.
import { moved } from './checkout.store.js';
import type { SimOrder } from './checkout.types.js';

/** GET|POST /checkout/v3/orders/{id} answer. */
export function toCheckoutJson(order: SimOrder, htmlSnippet: string): Record<string, unknown> {
  return {
    order_id: order.order_id,
    status: order.status,
    purchase_country: order.purchase_country.toLowerCase(),
    purchase_currency: order.purchase_currency,
    locale: order.locale,
    order_amount: order.order_amount,
    order_tax_amount: order.order_tax_amount,
    order_lines: order.order_lines,
    merchant_urls: order.merchant_urls,
    ...(order.options ? { options: order.options } : {}),
    merchant_reference1: order.merchant_reference1,
    merchant_reference2: order.merchant_reference2,
    html_snippet: htmlSnippet,
    started_at: order.started_at,
    last_modified_at: order.last_modified_at,
    ...(order.completed_at ? { completed_at: order.completed_at } : {}),
    ...(order.billing_address ? { billing_address: order.billing_address } : {}),
    ...(order.shipping_address ? { shipping_address: order.shipping_address } : {}),
  };
}

/** What order management still lets the merchant capture. */
export function remainingAuthorized(order: SimOrder): number {
  if (order.omStatus !== 'AUTHORIZED' && order.omStatus !== 'PART_CAPTURED') return 0;
  return order.order_amount - moved(order.captures);
}

/**
 * What a refund may still return: the captured money less what was refunded already. Unless
 * `strict`, an order not captured yet may also have its authorised amount refunded (the lenient
 * simulator's shortcut; Klarna refuses it).
 */
export function refundable(order: SimOrder, strict: boolean): number {
  const captured = moved(order.captures);
  const lenient = !strict && captured === 0 && order.omStatus === 'AUTHORIZED';
  return Math.max(0, (lenient ? order.order_amount : captured) - moved(order.refunds));
}

/** The short reference the customer sees, made from the order id (Klarna's look: 8 characters). */
export function klarnaReference(orderId: string): string {
  return orderId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** GET /ordermanagement/v1/orders/{id} answer. */
export function toOrderManagementJson(order: SimOrder): Record<string, unknown> {
  const captured = moved(order.captures);
  return {
    order_id: order.order_id,
    status: order.omStatus,
    fraud_status: 'ACCEPTED',
    klarna_reference: klarnaReference(order.order_id),
    order_amount: order.order_amount,
    original_order_amount: order.order_amount,
    captured_amount: captured,
    refunded_amount: moved(order.refunds),
    remaining_authorized_amount: remainingAuthorized(order),
    purchase_currency: order.purchase_currency,
    purchase_country: order.purchase_country,
    locale: order.locale,
    order_lines: order.order_lines,
    merchant_reference1: order.merchant_reference1,
    merchant_reference2: order.merchant_reference2,
    billing_address: order.billing_address,
    shipping_address: order.shipping_address,
    created_at: order.completed_at,
    captures: order.captures.map((c) => ({
      capture_id: c.id,
      captured_amount: c.amount,
      captured_at: c.at,
    })),
    refunds: order.refunds.map((r) => ({
      refund_id: r.id,
      refunded_amount: r.amount,
      refunded_at: r.at,
    })),
  };
}
