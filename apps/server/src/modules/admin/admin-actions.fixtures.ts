// Test fixtures for the console's order actions: orders placed as customers place them (invoice,
// bank transfer) or paid through the Swish and checkout simulators, and the action calls staff make.
import { randomUUID } from 'node:crypto';
import type { Database } from '@shop/db';
import type { OrderCreateResponse, OrderView } from '@shop/domain';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { AccountClient } from '../users/users.fixtures.js';
import { draft, FINNISH_ADDRESS } from '../orders/orders.fixtures.js';
import type { PaymentsTestApp } from '../payments/payments.fixtures.js';
import { eventually } from '../payments/payments.fixtures.js';

/** `count` light items with at least `stock` units each, skipping the first `skip`. */
export async function pickItems(db: Kysely<Database>, count: number, stock = 5, skip = 0) {
  const rows = await db
    .selectFrom('items')
    .select(['id', 'stock_quantity'])
    .where('stock_quantity', '>=', stock)
    .where('weight', '<=', 500)
    .orderBy('id')
    .offset(skip)
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows;
}

export type Cart = Record<string, { quantity: number }>;

/** An order placed through HTTP; invoice in Sweden unless told. */
export async function placeOrder(
  t: PaymentsTestApp,
  cart: Cart,
  options: { paymentId?: string; language?: string; country?: 'SE' | 'FI' } = {},
): Promise<OrderView> {
  const fi = options.country === 'FI';
  const body = draft({
    cart,
    paymentId: options.paymentId ?? 'invoice',
    language: options.language ?? 'sv',
    ...(fi
      ? {
          countryId: 'FI',
          currency: 'EUR',
          billingAddress: FINNISH_ADDRESS,
          shippingAddress: { ...FINNISH_ADDRESS, enabled: false },
        }
      : {}),
  });
  const res = await t.client.post('/api/legacy/order/create', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OrderCreateResponse>().order;
}

/** An order paid by Swish in the simulator (PAID a moment after the request). */
export async function paidBySwish(t: PaymentsTestApp, cart: Cart): Promise<OrderView> {
  const body = { ...draft({ cart, paymentId: 'swish' }), language: 'en' };
  const res = await t.client.post('/api/swish/request', body);
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json<{ result: OrderView }>().result;
  expect(order.status).toBe('paid');
  return order;
}

/** An order paid through the embedded checkout: its purchase completed on the simulator's page. */
export async function paidByCheckout(t: PaymentsTestApp, cart: Cart): Promise<OrderView> {
  const {
    email: _e,
    billingAddress: _b,
    shippingAddress: _s,
    ...body
  } = draft({
    cart,
    paymentId: 'klarna-checkout',
  });
  const placed = await t.client.post('/api/legacy/order/create', { ...body, language: 'en' });
  expect(placed.statusCode, placed.body).toBe(201);
  const { snippet, id } = placed.json<OrderCreateResponse>();
  const frame = /<iframe[^>]*\ssrc="([^"]+)"/.exec(snippet as string)?.[1] as string;
  const page = await (await fetch(frame)).text();
  const form = new URLSearchParams();
  for (const match of page.matchAll(/<input[^>]*\sname="([^"]+)"[^>]*\svalue="([^"]*)"/g))
    form.set(match[1] as string, (match[2] as string).replaceAll('&amp;', '&'));
  const action = /<form[^>]*\saction="([^"]+)"/.exec(page)?.[1] as string;
  const done = await fetch(new URL(action, frame), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
  const ref = new URL(done.headers.get('location') as string).searchParams.get('checkout_order_id');
  const confirmed = await t.client.get(`/api/payments/checkout/${ref}?language=en`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const order = confirmed.json<{ order: OrderView }>().order;
  expect(order).toMatchObject({ id, status: 'paid' });
  return order;
}

/** A staff action; a fresh idempotency key unless one is given. */
export function act(
  staff: AccountClient,
  number: string,
  action: 'ship' | 'cancel' | 'refund' | 'mark-paid' | 'clear-flag',
  body: Record<string, unknown>,
  language = 'en',
) {
  const keyed = action === 'ship' || action === 'refund';
  const payload = { ...(keyed ? { idempotencyKey: randomUUID() } : {}), ...body };
  return staff.post(`/api/admin/orders/${number}/${action}`, payload, {
    'accept-language': language,
  });
}

export async function orderRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function stockOf(db: Kysely<Database>, itemId: string): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select('stock_quantity')
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}

export function auditOf(db: Kysely<Database>, number: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_type', '=', 'order')
    .where('subject_id', '=', number)
    .orderBy('at')
    .execute();
}

export function eventsOf(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('order_events')
    .select(['status', 'from_status', 'actor', 'note'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

/** The staff refund at its provider once the provider's word made it final. */
export function refundAtProvider(db: Kysely<Database>, orderId: string, count: number) {
  return eventually(async () => {
    const rows = await db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('reason', '=', 'staff')
      .orderBy('created_at')
      .execute();
    return rows.length === count && rows.every((r) => r.state === 'paid') && rows;
  });
}
