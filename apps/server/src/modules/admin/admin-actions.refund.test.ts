// Refunds from the console, on SQLite and PostgreSQL: by lines and quantities, shipping or not,
// the amount from the order's frozen figures, sent through the Swish or checkout simulator that
// took the money (or recorded as manual), adding up and never above what was paid, even when two
// requests race; and cancel before shipping, which returns stock once and refunds a paid order.
import { randomUUID } from 'node:crypto';
import type { AdminOrderDetail, CancelOrderResponse, RefundOrderResponse } from '@shop/domain';
import { paymentReference, vatPart } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsApp } from '../payments/payments.fixtures.js';
import type { PaymentsTestApp } from '../payments/payments.fixtures.js';
import { signedInStaff } from './admin.fixtures.js';
import type { StaffMember } from './admin.fixtures.js';
import {
  act,
  auditOf,
  eventsOf,
  orderRow,
  paidByCheckout,
  paidBySwish,
  pickItems,
  placeOrder,
  refundAtProvider,
  stockOf,
} from './admin-actions.fixtures.js';

let t: PaymentsTestApp;
let staff: StaffMember;

beforeAll(async () => {
  t = await createPaymentsApp();
  staff = await signedInStaff(t.app, 'staff');
});
afterAll(() => t?.close());

const ship = (number: string) =>
  act(staff.client, number, 'ship', { carrier: 'postnord', trackingNumber: 'PN1' });

describe('POST /api/admin/orders/:number/refund', () => {
  it('refunds a Swish order in part, then the rest, through the Swish simulator', async () => {
    const [a, b] = await pickItems(t.db, 2, 5, 12);
    const order = await paidBySwish(t, { [a!.id]: { quantity: 2 }, [b!.id]: { quantity: 1 } });
    expect((await ship(order.number)).statusCode).toBe(200);
    const lineA = order.lines.find((l) => l.itemId === a!.id)!;
    const stockBefore = await stockOf(t.db, a!.id);
    const part = await act(staff.client, order.number, 'refund', {
      lines: [{ itemId: a!.id, quantity: 1 }],
      restock: true,
    });
    expect(part.statusCode, part.body).toBe(200);
    const first = part.json<RefundOrderResponse>();
    const amount = Math.floor(lineA.total / 2 + 0.5);
    expect(first.refund).toMatchObject({
      amount,
      vat: vatPart(amount, order.vatRate),
      method: 'swish',
    });
    expect(first.order).toMatchObject({ status: 'partially_refunded', refunded: amount });
    expect(await stockOf(t.db, a!.id)).toBe(stockBefore + 1);
    const rest = await act(staff.client, order.number, 'refund', {
      lines: [
        { itemId: a!.id, quantity: 1 },
        { itemId: b!.id, quantity: 1 },
      ],
      shipping: true,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const second = rest.json<RefundOrderResponse>();
    expect(second.refund.amount).toBe(order.figures.total - amount);
    expect(second.order).toMatchObject({ status: 'refunded', refunded: order.figures.total });
    const refunds = await refundAtProvider(t.db, order.id, 2);
    const atSwish = t.simulators.swish?.refunds() ?? [];
    const sent = refunds.map((r) => atSwish.find((s) => s.id === r.id)?.amount);
    expect(sent).toEqual([amount / 100, (order.figures.total - amount) / 100]);
    expect((await eventsOf(t.db, order.id)).map((e) => e.status)).toContain('refunded');
    const audit = await auditOf(t.db, order.number);
    expect(audit.map((r) => r.action)).toEqual(['order.ship', 'order.refund', 'order.refund']);
    // The order's page adds them up: both refunds, every unit and the shipping given back.
    const page = (
      await staff.client.get(`/api/admin/orders/${order.number}`)
    ).json<AdminOrderDetail>();
    expect(page).toMatchObject({ refunded: order.figures.total, shippingRefunded: true });
    expect(page.refunds.map((r) => [r.amount, r.method, r.restock])).toEqual([
      [amount, 'swish', true],
      [order.figures.total - amount, 'swish', false],
    ]);
    expect(page.progress.find((p) => p.itemId === a!.id)).toMatchObject({ refunded: 2 });
    // Nothing is left to give back.
    const more = await act(staff.client, order.number, 'refund', { shipping: true });
    expect(more.statusCode).toBe(409);
  });

  it('refunds a checkout order in part and in full through the checkout simulator', async () => {
    const [a, b] = await pickItems(t.db, 2, 5, 15);
    const order = await paidByCheckout(t, { [a!.id]: { quantity: 1 }, [b!.id]: { quantity: 1 } });
    expect((await ship(order.number)).statusCode).toBe(200);
    const part = await act(staff.client, order.number, 'refund', {
      lines: [{ itemId: b!.id, quantity: 1 }],
    });
    expect(part.statusCode, part.body).toBe(200);
    const lineB = order.lines.find((l) => l.itemId === b!.id)!;
    expect(part.json<RefundOrderResponse>().refund).toMatchObject({
      amount: lineB.total,
      method: 'checkout',
      state: 'paid',
    });
    const rest = await act(staff.client, order.number, 'refund', {
      lines: [{ itemId: a!.id, quantity: 1 }],
      shipping: true,
    });
    expect(rest.json<RefundOrderResponse>().order.status).toBe('refunded');
    await refundAtProvider(t.db, order.id, 2);
    const managed = t.simulators.checkout
      ?.orders()
      .find((o) => o.merchant_reference1 === order.number);
    expect(managed?.refunds.map((r) => r.amount)).toEqual([
      lineB.total,
      order.figures.total - lineB.total,
    ]);
  });

  it('refuses a refund above what was paid, and of lines not bought; an unpaid invoice is not refunded', async () => {
    const [item] = await pickItems(t.db, 1, 5, 18);
    const order = await placeOrder(t, { [item!.id]: { quantity: 2 } });
    expect((await ship(order.number)).statusCode).toBe(200);
    const unpaid = await act(staff.client, order.number, 'refund', {
      lines: [{ itemId: item!.id, quantity: 1 }],
    });
    expect(unpaid.json<{ code: string }>().code).toBe('not_paid');
    const paidRef = paymentReference('ocr', order.number).printed;
    expect(
      (await act(staff.client, order.number, 'mark-paid', { reference: paidRef })).statusCode,
    ).toBe(200);
    const tooMany = await act(
      staff.client,
      order.number,
      'refund',
      { lines: [{ itemId: item!.id, quantity: 3 }] },
      'sv',
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      code: 'refund_exceeds_paid',
      message: expect.stringContaining('mer än kunden betalade'),
    });
    // The database's own ceiling: with most of it given back, one more unit does not fit.
    await t.db
      .updateTable('orders')
      .set({ refunded_amount: order.figures.total - 1 })
      .where('id', '=', order.id)
      .execute();
    const over = await act(staff.client, order.number, 'refund', {
      lines: [{ itemId: item!.id, quantity: 1 }],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ code: string }>().code).toBe('refund_exceeds_paid');
    expect((await orderRow(t.db, order.id)).refunded_amount).toBe(order.figures.total - 1);
  });

  it('records a manual refund for a paid invoice; two racing refunds of the last unit give it back once', async () => {
    const [item] = await pickItems(t.db, 1, 5, 21);
    const order = await placeOrder(t, { [item!.id]: { quantity: 1 } });
    const reference = paymentReference('ocr', order.number).printed;
    await act(staff.client, order.number, 'mark-paid', { reference });
    expect((await ship(order.number)).statusCode).toBe(200);
    const body = () => ({
      idempotencyKey: randomUUID(),
      lines: [{ itemId: item!.id, quantity: 1 }],
    });
    const results = await Promise.all([
      act(staff.client, order.number, 'refund', body()),
      act(staff.client, order.number, 'refund', body()),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const done = results.find((r) => r.statusCode === 200)!.json<RefundOrderResponse>();
    expect(done.refund).toMatchObject({
      method: 'manual',
      state: 'manual',
      amount: order.lines[0]!.total,
    });
    const rows = await t.db
      .selectFrom('order_refunds')
      .select('amount')
      .where('order_id', '=', order.id)
      .execute();
    expect(rows).toHaveLength(1);
    // The same key again answers the same refund and gives nothing back twice.
    const key = randomUUID();
    const shippingBack = { idempotencyKey: key, shipping: true };
    const [x, y] = await Promise.all([
      act(staff.client, order.number, 'refund', shippingBack),
      act(staff.client, order.number, 'refund', shippingBack),
    ]);
    expect(x.statusCode, x.body).toBe(200);
    expect(y.json<RefundOrderResponse>().refund.id).toBe(x.json<RefundOrderResponse>().refund.id);
    expect((await orderRow(t.db, order.id)).refunded_amount).toBe(order.figures.total);
    // One mail per refund made, in the order's Swedish, saying staff pay it back by hand.
    const mails = (await mailsOf(order.id, 'order_refund')).map((m) => m.text);
    expect(mails).toHaveLength(2);
    expect(mails.filter((m) => m.includes(`1 × ${order.lines[0]!.name}`))).toHaveLength(1);
    expect(mails.filter((m) => m.includes('Frakt'))).toHaveLength(1);
    for (const text of mails) expect(text).toContain('Vi betalar själva tillbaka');
  });
});

/** The customer's mails of `kind` about the order (its own id or its refunds' ids). */
function mailsOf(orderId: string, kind: string) {
  return t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body as text', 'to_address'])
    .where('kind', '=', kind)
    .where((w) =>
      w.or([
        w('ref', '=', orderId),
        w(
          'ref',
          'in',
          t.db.selectFrom('order_refunds').select('id').where('order_id', '=', orderId),
        ),
      ]),
    )
    .execute();
}

describe('POST /api/admin/orders/:number/cancel', () => {
  it('returns the stock once, however often it is sent, and needs a reason', async () => {
    const [item] = await pickItems(t.db, 1, 5, 24);
    const before = await stockOf(t.db, item!.id);
    const order = await placeOrder(t, { [item!.id]: { quantity: 2 } });
    expect(await stockOf(t.db, item!.id)).toBe(before - 2);
    expect((await act(staff.client, order.number, 'cancel', {})).statusCode).toBe(400);
    const body = { reason: 'The customer called' };
    const [a, b] = await Promise.all([
      act(staff.client, order.number, 'cancel', body),
      act(staff.client, order.number, 'cancel', body),
    ]);
    const c = await act(staff.client, order.number, 'cancel', body);
    for (const res of [a, b, c]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<CancelOrderResponse>()).toMatchObject({
        order: { status: 'cancelled' },
        refund: null,
      });
    }
    expect(await stockOf(t.db, item!.id)).toBe(before);
    const events = await eventsOf(t.db, order.id);
    expect(events.filter((e) => e.status === 'cancelled')).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ actor: 'staff', from_status: 'awaiting_shipment' });
    const audit = await auditOf(t.db, order.number);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'order.cancel', reason: 'The customer called' });
    // The customer is told once, with no word of money (nothing was paid).
    const mails = await mailsOf(order.id, 'order_cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: order.email });
    expect(mails[0]!.text).toContain(`Vi har avbrutit order ${order.number}`);
    expect(mails[0]!.text).not.toMatch(/betalar|Pengarna/);
  });

  it('refunds a paid Swish order in full, and refuses an order already shipped', async () => {
    const [a, b] = await pickItems(t.db, 2, 5, 27);
    const order = await paidBySwish(t, { [a!.id]: { quantity: 1 } });
    const res = await act(staff.client, order.number, 'cancel', {
      reason: 'Out of stock at supplier',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CancelOrderResponse>().refund).toMatchObject({
      amount: order.figures.total,
      method: 'swish',
    });
    await refundAtProvider(t.db, order.id, 1);
    const [told] = await mailsOf(order.id, 'order_cancelled');
    expect(told?.text).toContain('The money goes back through Swish');
    const shipped = await placeOrder(t, { [b!.id]: { quantity: 1 } });
    expect((await ship(shipped.number)).statusCode).toBe(200);
    const refused = await act(staff.client, shipped.number, 'cancel', { reason: 'Too late' }, 'fi');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'order_shipped',
      message: expect.stringContaining('jo lähetetty'),
    });
  });
});
