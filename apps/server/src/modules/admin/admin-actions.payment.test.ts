// Marking an order paid and clearing a flag from the console, on SQLite and PostgreSQL: the payment
// reference must be valid and name the order; a flag is cleared only with a reason; each is a
// lifecycle event with its audit row, and doing it twice changes nothing more.
import type { OrderActionResponse } from '@shop/domain';
import { paymentReference } from '@shop/domain';
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
  paidBySwish,
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

describe('POST /api/admin/orders/:number/mark-paid', () => {
  it('marks a bank transfer paid with its reference, once', async () => {
    const [item] = await pickItems(t.db, 1, 5, 30);
    const order = await placeOrder(
      t,
      { [item!.id]: { quantity: 1 } },
      { paymentId: 'bank-transfer' },
    );
    expect(order.status).toBe('pending_payment');
    const reference = paymentReference('ocr', order.number).printed;
    const [a, b] = await Promise.all([
      act(staff.client, order.number, 'mark-paid', { reference }),
      act(staff.client, order.number, 'mark-paid', { reference }),
    ]);
    for (const res of [a, b]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<OrderActionResponse>().order).toMatchObject({
        status: 'paid',
        paidAt: expect.any(String),
      });
    }
    const events = await eventsOf(t.db, order.id);
    expect(events.filter((e) => e.status === 'paid')).toEqual([
      expect.objectContaining({ from_status: 'pending_payment', actor: 'staff' }),
    ]);
    const audit = await auditOf(t.db, order.number);
    expect(audit.map((r) => r.action)).toEqual(['order.mark_paid']);
    expect((await orderRow(t.db, order.id)).payment_reference).toBe(reference);
  });

  it('refuses a reference with a wrong check digit, one of another order, and a provider-paid order', async () => {
    const [item] = await pickItems(t.db, 1, 5, 31);
    const order = await placeOrder(
      t,
      { [item!.id]: { quantity: 1 } },
      { paymentId: 'bank-transfer' },
    );
    const good = paymentReference('ocr', order.number).value;
    const broken = `${good.slice(0, -1)}${(Number(good.at(-1)) + 1) % 10}`;
    const wrong = await act(staff.client, order.number, 'mark-paid', { reference: broken }, 'sv');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'invalid_reference',
      message: expect.stringContaining('betalningsreferens'),
    });
    const other = paymentReference('ocr', String(Number(order.number) + 1000)).printed;
    const mismatch = await act(staff.client, order.number, 'mark-paid', { reference: other });
    expect(mismatch.json<{ code: string }>().code).toBe('reference_mismatch');
    expect((await orderRow(t.db, order.id)).status).toBe('pending_payment');
    expect(await auditOf(t.db, order.number)).toEqual([]);
    const swish = await paidBySwish(t, { [item!.id]: { quantity: 1 } });
    const ref = paymentReference('ocr', swish.number).printed;
    const refused = await act(staff.client, swish.number, 'mark-paid', { reference: ref });
    expect(refused.json<{ code: string }>().code).toBe('not_manual_payment');
  });

  it('marks a shipped invoice paid: its state stays shipped, with a note', async () => {
    const [item] = await pickItems(t.db, 1, 5, 32);
    const order = await placeOrder(
      t,
      { [item!.id]: { quantity: 1 } },
      { country: 'FI', language: 'fi' },
    );
    await act(staff.client, order.number, 'ship', { carrier: 'posti', trackingNumber: 'JJFI1' });
    const reference = paymentReference('fi', order.number).printed;
    const res = await act(staff.client, order.number, 'mark-paid', { reference });
    expect(res.json<OrderActionResponse>().order).toMatchObject({
      status: 'shipped',
      paidAt: expect.any(String),
    });
    expect((await eventsOf(t.db, order.id)).at(-1)).toMatchObject({
      status: 'shipped',
      from_status: 'shipped',
      actor: 'staff',
    });
  });
});

describe('POST /api/admin/orders/:number/clear-flag', () => {
  it('needs a reason, clears the flag once, and records who and why', async () => {
    const [item] = await pickItems(t.db, 1, 5, 33);
    const order = await placeOrder(t, { [item!.id]: { quantity: 1 } });
    await t.db
      .updateTable('orders')
      .set({ flag: 'amount_mismatch' })
      .where('id', '=', order.id)
      .execute();
    for (const body of [{}, { reason: '   ' }]) {
      const res = await act(staff.client, order.number, 'clear-flag', body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('invalid_request');
    }
    const body = { reason: 'The customer paid the difference by phone' };
    const [a, b] = await Promise.all([
      act(staff.client, order.number, 'clear-flag', body),
      act(staff.client, order.number, 'clear-flag', body),
    ]);
    for (const res of [a, b]) expect(res.json<OrderActionResponse>().order.flag).toBeNull();
    const audit = await auditOf(t.db, order.number);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.clear_flag',
      reason: body.reason,
      actor_email: staff.email,
    });
    expect(JSON.parse(audit[0]!.before as string)).toEqual({ flag: 'amount_mismatch' });
    const notes = (await eventsOf(t.db, order.id)).filter((e) =>
      e.note?.includes('amount_mismatch cleared'),
    );
    expect(notes).toHaveLength(1);
  });

  it('answers 404 for an unknown order', async () => {
    const res = await act(staff.client, '999999999', 'clear-flag', { reason: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('not_found');
  });
});
