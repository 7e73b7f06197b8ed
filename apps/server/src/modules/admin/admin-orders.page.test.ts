// An order's page in the console, on SQLite and PostgreSQL: a Swish order paid through the
// simulator shows its lines, addresses, figures, payment attempt and provider event, lifecycle and
// mails; a note is kept, shown and audited; unknown orders and bad notes are refused.
import type { AdminOrderDetail, AuditPage, OrderNote, OrderView } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft, pickItem, SWEDISH_ADDRESS } from '../orders/orders.fixtures.js';
import { createPaymentsApp, swishRequest } from '../payments/payments.fixtures.js';
import type { PaymentsTestApp } from '../payments/payments.fixtures.js';
import type { AccountClient } from '../users/users.fixtures.js';
import { signedInStaff } from './admin.fixtures.js';
import type { StaffMember } from './admin.fixtures.js';

let t: PaymentsTestApp;
let member: StaffMember;
let staff: AccountClient;

beforeAll(async () => {
  t = await createPaymentsApp({ pollMs: 60_000 });
  member = await signedInStaff(t.app, 'staff');
  staff = member.client;
});
afterAll(() => t?.close());

async function paidSwishOrder(): Promise<OrderView> {
  const res = await t.client.post('/api/swish/request', await swishRequest(t.db));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ result: OrderView }>().result;
}

async function pageOf(number: string): Promise<AdminOrderDetail> {
  const res = await staff.get(`/api/admin/orders/${number}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderDetail>();
}

describe('GET /api/admin/orders/:number', () => {
  it('shows a paid Swish order: lines, addresses, figures, payment, lifecycle and mails', async () => {
    const order = await paidSwishOrder();
    const page = await pageOf(order.number);
    const { key: _key, events: _events, ...view } = order;
    expect(page.order).toEqual(view);
    expect(page.order.lines[0]).toMatchObject({ quantity: 1, fee: expect.any(Number) });
    const { phone: _phone, ...address } = SWEDISH_ADDRESS;
    expect(page.order.billingAddress).toMatchObject(address);
    expect(page.order.figures.vat).toBe(order.figures.total - order.figures.exVat);
    expect(page.order.vatRate).toBe(2500);
    expect(page).toMatchObject({ flag: null, cancelReason: null, paidAt: expect.any(String) });
    expect(page.events.map((e) => [e.from, e.status, e.actor])).toEqual([
      [null, 'pending_payment', 'customer'],
      ['pending_payment', 'paid', 'provider'],
    ]);
    expect(page.payments.attempts).toEqual([
      expect.objectContaining({
        provider: 'swish',
        state: 'paid',
        currency: 'SEK',
        amount: order.figures.total,
        payerAlias: expect.any(String),
      }),
    ]);
    expect(page.payments.events).toContainEqual(
      expect.objectContaining({
        provider: 'swish',
        attemptId: page.payments.attempts[0]!.id,
        state: 'paid',
      }),
    );
    expect(page.payments.refunds).toEqual([]);
    expect(page.mails).toContainEqual(
      expect.objectContaining({
        kind: 'order_confirmation',
        to: 'anna@example.com',
        status: 'pending',
        sentAt: null,
      }),
    );
    expect(page.notes).toEqual([]);
    expect(page.history).toEqual([]);
    // What opens a payment at the provider never reaches the console.
    const body = JSON.stringify(page);
    expect(body).not.toContain('"token"');
    expect(body).not.toContain('snippet');
  });

  it('shows an invoice order, which has no payment yet', async () => {
    const item = await pickItem(t.db, 2);
    const placed = await t.client.post(
      '/api/legacy/order/create',
      draft({ cart: { [item.id]: { quantity: 2 } }, email: 'bo@example.com' }),
    );
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ order: OrderView }>().order;
    const page = await pageOf(order.number);
    expect(page.order.status).toBe('awaiting_shipment');
    expect(page.order.lines).toEqual(order.lines);
    expect(page.payments).toEqual({ attempts: [], events: [], refunds: [] });
    expect(page.mails.map((m) => m.to)).toContain('bo@example.com');
  });

  it('answers 404 in the request language for an unknown order', async () => {
    const res = await staff.get('/api/admin/orders/999999', { 'accept-language': 'fi' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Tilausta 999999 ei ole.' });
    expect((await staff.get('/api/admin/orders/12ab')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/orders/:number/notes', () => {
  it('keeps the note, shows it on the page and records it in the audit log', async () => {
    const order = await paidSwishOrder();
    const text = 'Kunden ringde: leverera till kontoret.';
    const res = await staff.post(`/api/admin/orders/${order.number}/notes`, { text });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json<OrderNote>();
    expect(note).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      author: { id: member.userId, email: member.email },
      text,
    });
    const page = await pageOf(order.number);
    expect(page.notes).toEqual([note]);
    expect(page.history).toEqual([
      {
        at: note.at,
        actor: { id: member.userId, email: member.email },
        action: 'order.note',
        before: null,
        after: { note: note.id, text },
        reason: null,
      },
    ]);
    const audit = await staff.get(`/api/admin/audit?subjectType=order&subjectId=${order.number}`);
    expect(audit.json<AuditPage>().entries.map((e) => e.action)).toEqual(['order.note']);
  });

  it('refuses an empty or too long note, and one for an unknown order, writing nothing', async () => {
    const order = await paidSwishOrder();
    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const res = await staff.post(`/api/admin/orders/${order.number}/notes`, { text });
      expect(res.statusCode, text.slice(0, 5)).toBe(400);
    }
    const longest = await staff.post(`/api/admin/orders/${order.number}/notes`, {
      text: 'x'.repeat(2000),
    });
    expect(longest.statusCode).toBe(201);
    const unknown = await staff.post('/api/admin/orders/999998/notes', { text: 'hej' });
    expect(unknown.statusCode).toBe(404);
    const rows = await t.db
      .selectFrom('audit_log')
      .select('subject_id')
      .where('action', '=', 'order.note')
      .execute();
    expect(rows.map((r) => r.subject_id)).not.toContain('999998');
    expect((await pageOf(order.number)).notes).toHaveLength(1);
  });
});
