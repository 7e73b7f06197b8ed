// Shipping from the console, on SQLite and PostgreSQL: in full or in parts, each part a lifecycle
// move with its audit row, a tracking link and a shipping mail in the order's language; the
// embedded checkout captures each part's worth; a double submit ships once.
import { randomUUID } from 'node:crypto';
import type { AdminOrderDetail, ShipOrderResponse } from '@shop/domain';
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
  pickItems,
  placeOrder,
} from './admin-actions.fixtures.js';

let t: PaymentsTestApp;
let staff: StaffMember;

beforeAll(async () => {
  t = await createPaymentsApp();
  staff = await signedInStaff(t.app, 'staff');
});
afterAll(() => t?.close());

function shippingMails(orderId: string) {
  return t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body as text', 'to_address', 'ref'])
    .where('kind', '=', 'order_shipped')
    .where(
      'ref',
      'in',
      t.db.selectFrom('order_shipments').select('id').where('order_id', '=', orderId),
    )
    .execute();
}

describe('POST /api/admin/orders/:number/ship', () => {
  it('ships a whole invoice order: shipped, an event, an audit row and a Swedish mail with the tracking link', async () => {
    const [item] = await pickItems(t.db, 1);
    const order = await placeOrder(t, { [item!.id]: { quantity: 2 } }, { language: 'sv' });
    const res = await act(staff.client, order.number, 'ship', {
      carrier: 'postnord',
      trackingNumber: '00370712345678901234',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ShipOrderResponse>();
    expect(answer.order).toMatchObject({ number: order.number, status: 'shipped' });
    expect(answer.shipment).toMatchObject({
      carrier: 'postnord',
      trackingUrl: 'https://tracking.postnord.com/tracking.html?id=00370712345678901234',
      lines: [{ itemId: item!.id, quantity: 2 }],
      amount: order.figures.total,
      capture: 'none',
    });
    const events = await eventsOf(t.db, order.id);
    expect(events.at(-1)).toMatchObject({
      status: 'shipped',
      from_status: 'awaiting_shipment',
      actor: 'staff',
    });
    const audit = await auditOf(t.db, order.number);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'order.ship', actor_email: staff.email });
    expect(JSON.parse(audit[0]!.after as string)).toMatchObject({ status: 'shipped' });
    const [mail] = await shippingMails(order.id);
    expect(mail?.subject).toBe(`Order ${order.number} har skickats – Nordic Parts`);
    expect(mail?.text).toContain('Dina delar från order');
    expect(mail?.text).toContain('PostNord');
    expect(mail?.text).toContain(
      'https://tracking.postnord.com/tracking.html?id=00370712345678901234',
    );
    expect(mail?.to_address).toBe(order.email);
  });

  it('ships in two parts, with a Finnish mail each, partially_shipped then shipped', async () => {
    const [a, b] = await pickItems(t.db, 2, 5, 3);
    const cart = { [a!.id]: { quantity: 3 }, [b!.id]: { quantity: 1 } };
    const order = await placeOrder(t, cart, { language: 'fi', country: 'FI' });
    const first = await act(staff.client, order.number, 'ship', {
      carrier: 'posti',
      trackingNumber: 'JJFI12345678',
      lines: [{ itemId: a!.id, quantity: 2 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ShipOrderResponse>().order.status).toBe('partially_shipped');
    // More than is left of a line is refused and changes nothing.
    const tooMany = await act(staff.client, order.number, 'ship', {
      carrier: 'posti',
      trackingNumber: 'JJFI99',
      lines: [{ itemId: a!.id, quantity: 2 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ code: string }>().code).toBe('invalid_quantities');
    const second = await act(staff.client, order.number, 'ship', {
      carrier: 'bring',
      trackingNumber: 'CS111111111NO',
    });
    expect(second.statusCode, second.body).toBe(200);
    const answer = second.json<ShipOrderResponse>();
    expect(answer.order.status).toBe('shipped');
    expect(answer.shipment.lines).toEqual([
      { itemId: a!.id, quantity: 1 },
      { itemId: b!.id, quantity: 1 },
    ]);
    expect((await eventsOf(t.db, order.id)).map((e) => e.status)).toEqual([
      'awaiting_shipment',
      'partially_shipped',
      'shipped',
    ]);
    const mails = await shippingMails(order.id);
    expect(mails).toHaveLength(2);
    for (const mail of mails)
      expect(mail.subject).toBe(`Tilaus ${order.number} on lähetetty – Nordic Parts`);
    expect(mails.map((m) => m.text).join('\n')).toContain(
      'https://www.posti.fi/fi/seuranta#/lahetys/JJFI12345678',
    );
    expect(mails.some((m) => m.text.includes('Loput tilauksestasi'))).toBe(true);
    expect(await auditOf(t.db, order.number)).toHaveLength(2);
    // The order's page shows both parcels, what each line has shipped, and their mails.
    const page = (
      await staff.client.get(`/api/admin/orders/${order.number}`)
    ).json<AdminOrderDetail>();
    expect(page.shipments.map((s) => [s.carrier, s.trackingNumber])).toEqual([
      ['posti', 'JJFI12345678'],
      ['bring', 'CS111111111NO'],
    ]);
    expect(page.progress).toEqual([
      { itemId: a!.id, shipped: 3, refunded: 0 },
      { itemId: b!.id, shipped: 1, refunded: 0 },
    ]);
    expect(page.mails.filter((m) => m.kind === 'order_shipped')).toHaveLength(2);
    // Nothing is left to ship.
    const again = await act(staff.client, order.number, 'ship', {
      carrier: 'dhl',
      trackingNumber: 'X1',
    });
    expect(again.statusCode).toBe(409);
  });

  it('ships once for a double submit, also when both arrive at once', async () => {
    const [item] = await pickItems(t.db, 1, 5, 6);
    const order = await placeOrder(t, { [item!.id]: { quantity: 2 } }, { language: 'en' });
    const body = {
      idempotencyKey: randomUUID(),
      carrier: 'dhl',
      trackingNumber: 'JD0146',
      lines: [{ itemId: item!.id, quantity: 1 }],
    };
    const [a, b] = await Promise.all([
      act(staff.client, order.number, 'ship', body),
      act(staff.client, order.number, 'ship', body),
    ]);
    const c = await act(staff.client, order.number, 'ship', body);
    for (const res of [a, b, c]) expect(res.statusCode, res.body).toBe(200);
    const ids = [a, b, c].map((r) => r.json<ShipOrderResponse>().shipment.id);
    expect(new Set(ids).size).toBe(1);
    const shipments = await t.db
      .selectFrom('order_shipments')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(shipments).toHaveLength(1);
    expect((await orderRow(t.db, order.id)).status).toBe('partially_shipped');
    expect(await auditOf(t.db, order.number)).toHaveLength(1);
    expect(await shippingMails(order.id)).toHaveLength(1);
    // The same key with another request is refused.
    const other = await act(staff.client, order.number, 'ship', {
      ...body,
      trackingNumber: 'OTHER',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json<{ code: string }>().code).toBe('idempotency_conflict');
  });

  it('captures each part of an embedded-checkout order at the provider, once per shipment', async () => {
    const [a, b] = await pickItems(t.db, 2, 5, 9);
    const order = await paidByCheckout(t, { [a!.id]: { quantity: 1 }, [b!.id]: { quantity: 1 } });
    const first = await act(staff.client, order.number, 'ship', {
      carrier: 'budbee',
      trackingNumber: 'BUD1',
      lines: [{ itemId: a!.id, quantity: 1 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const part = first.json<ShipOrderResponse>().shipment;
    expect(part).toMatchObject({ capture: 'captured', amount: order.lines[0]!.total });
    const rest = await act(staff.client, order.number, 'ship', {
      carrier: 'other',
      trackingNumber: 'X-2',
    });
    expect(rest.json<ShipOrderResponse>().shipment).toMatchObject({
      capture: 'captured',
      trackingUrl: null,
      amount: order.figures.total - part.amount,
    });
    const ref = (
      await t.db
        .selectFrom('payment_attempts')
        .select('provider_ref')
        .where('order_id', '=', order.id)
        .where('state', '=', 'paid')
        .executeTakeFirstOrThrow()
    ).provider_ref as string;
    const managed = t.simulators.checkout?.orders().find((o) => o.order_id === ref);
    expect(managed?.omStatus).toBe('CAPTURED');
    expect(managed?.captures.map((c) => c.amount)).toEqual([
      part.amount,
      order.figures.total - part.amount,
    ]);
  });
});
