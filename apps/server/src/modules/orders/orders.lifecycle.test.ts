// The order lifecycle on a real database: how each way of paying starts, the one function every
// change goes through (refusing what the table forbids, taking racing moves once, recording who),
// and unpaid transfer and store orders expiring with their stock and a mail.
import type { OrderCreateResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';
import { draft, pickItem } from './orders.fixtures.js';
import * as orders from './orders.service.js';

let t: TestApp;
let client: Client;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  client = await xsrfClient(t.app);
});
afterAll(() => t?.close());

async function place(paymentId: string, quantity = 1) {
  const item = await pickItem(t.db, quantity);
  const res = await client.post(
    '/api/legacy/order/create',
    draft({ cart: { [item.id]: { quantity } }, paymentId }),
  );
  expect(res.statusCode).toBe(201);
  return { order: res.json<OrderCreateResponse>().order, itemId: item.id };
}

const row = (id: string) =>
  t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const events = (id: string) =>
  t.db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', '=', id)
    .orderBy('position')
    .execute();
const stockOf = async (id: string) =>
  (
    await t.db
      .selectFrom('items')
      .select('stock_quantity')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stock_quantity;
const settings = () => orders.orderSettingsOf(t.app.config, t.app.secret);

describe('how an order starts', () => {
  it('ships an invoice order first: awaiting shipment, confirmed, never expiring', async () => {
    const { order } = await place('invoice');
    expect(order.status).toBe('awaiting_shipment');
    const stored = await row(order.id);
    expect(stored.expires_at).toBeNull();
    expect(stored.confirmed_at).not.toBeNull();
    expect((await events(order.id)).map((e) => [e.from_status, e.status, e.actor])).toEqual([
      [null, 'awaiting_shipment', 'customer'],
    ]);
  });

  it('gives a bank transfer the configured days to be paid', async () => {
    const { order } = await place('bank-transfer');
    expect(order.status).toBe('pending_payment');
    const stored = await row(order.id);
    const days = (Date.parse(stored.expires_at as string) - Date.parse(stored.created_at)) / DAY;
    expect(days).toBe(t.app.config.payments.directExpiryMs / DAY);
  });
});

describe('changing an order', () => {
  it('refuses what the lifecycle forbids, and records who moved it and why', async () => {
    const { order } = await place('invoice');
    const at = new Date();
    const ctx = t.app.context;
    // A customer cannot ship, and nobody ships an unpaid transfer order.
    expect(
      await orders.changeOrderStatus(ctx, order.id, {
        to: 'shipped',
        by: 'customer',
        why: null,
        at,
      }),
    ).toBeNull();
    expect(
      await orders.changeOrderStatus(ctx, order.id, { to: 'refunded', by: 'staff', why: null, at }),
    ).toBeNull();
    const shipped = await orders.changeOrderStatus(ctx, order.id, {
      to: 'shipped',
      by: 'staff',
      why: 'handed to PostNord',
      at,
    });
    expect(shipped).toEqual({ from: 'awaiting_shipment', to: 'shipped' });
    expect((await row(order.id)).status).toBe('shipped');
    const last = (await events(order.id)).at(-1);
    expect(last).toMatchObject({
      from_status: 'awaiting_shipment',
      status: 'shipped',
      actor: 'staff',
      note: 'handed to PostNord',
    });
  });

  it('takes ten racing moves of one order once', async () => {
    const { order } = await place('bank-transfer');
    const at = new Date();
    const moves = await Promise.all(
      Array.from({ length: 10 }, () =>
        orders.changeOrderStatus(t.app.context, order.id, {
          to: 'paid',
          by: 'staff',
          why: 'bank statement',
          at,
        }),
      ),
    );
    expect(moves.filter(Boolean)).toEqual([{ from: 'pending_payment', to: 'paid' }]);
    expect((await events(order.id)).map((e) => e.status)).toEqual(['pending_payment', 'paid']);
  });
});

describe('an unpaid transfer order', () => {
  it('expires after its days: stock back, cancelled by the system, and the customer told', async () => {
    const { order, itemId } = await place('bank-transfer', 2);
    const before = await stockOf(itemId);
    const invoice = await place('invoice');
    const later = new Date(Date.now() + t.app.config.payments.directExpiryMs + 60_000);
    const cancelled = await orders.cancelExpiredOrders(t.app.context, settings(), later, 1000);
    expect(cancelled).toContain(order.id);
    expect(cancelled).not.toContain(invoice.order.id);
    expect(await stockOf(itemId)).toBe(before + 2);
    expect(await row(order.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'expired' });
    expect((await events(order.id)).at(-1)).toMatchObject({
      from_status: 'pending_payment',
      status: 'cancelled',
      actor: 'system',
    });
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address', 'subject'])
      .where('ref', '=', order.id)
      .where('kind', '=', 'order_expired')
      .execute();
    expect(mails).toEqual([
      {
        kind: 'order_expired',
        to_address: order.email,
        subject: expect.stringContaining(order.number),
      },
    ]);
    // A second sweep finds nothing more to do.
    expect(await orders.cancelExpiredOrders(t.app.context, settings(), later, 1000)).not.toContain(
      order.id,
    );
  });
});
