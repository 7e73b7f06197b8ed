// When things go wrong around a Swish payment: callbacks that never reach the shop (the status
// poll finds the payment), Swish not answering (a clear error; the retry pays the same order),
// money that does not match the order, and an order that expired before its payment came.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MobilePaymentResponse } from '@shop/domain';
import { startSwishSimulator } from '@shop/simulators';
import type { SwishSimulator } from '@shop/simulators';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import * as orders from '../orders/orders.service.js';
import { expireUnpaidOrders } from './payments.service.js';
import {
  attemptsOf,
  createPaymentsApp,
  eventsOf,
  eventually,
  orderRow,
  swishRequest,
  testPaymentsConfig,
} from './payments.fixtures.js';
import type { PaymentsOverrides, PaymentsTestApp } from './payments.fixtures.js';
import { postSwishCallback } from './swish-callback.fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'shop-swish-'));
let t: PaymentsTestApp | undefined;
let simulator: SwishSimulator | undefined;

afterEach(async () => {
  await t?.close();
  await simulator?.close();
  t = undefined;
  simulator = undefined;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pay(app: PaymentsTestApp, body: Record<string, unknown>) {
  const res = await app.client.post('/api/swish/request', body);
  return {
    status: res.statusCode,
    body: res.json<MobilePaymentResponse & { code?: string; message?: string }>(),
  };
}

/** The app against a Swish simulator of the test's own, configured as a real Swish would be. */
async function appOn(sim: SwishSimulator, overrides: PaymentsOverrides = {}) {
  const base = testPaymentsConfig();
  return createPaymentsApp({
    ...overrides,
    swish: {
      ...base.swish,
      url: sim.url,
      tls: { ...sim.clientCert, passphrase: undefined },
      ...overrides.swish,
    },
  });
}

async function stockOf(app: PaymentsTestApp, itemId: string): Promise<number> {
  const row = await app.db
    .selectFrom('items')
    .select('stock_quantity')
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}

/** From now on the simulator leaves Swish requests CREATED until `paidAtSwish` answers them. */
function holdAtSwish(app: PaymentsTestApp): void {
  app.simulators.swish?.setHoldPayments(true);
}

/** The payer answers the order's held Swish request (PAID) once Swish has it, and Swish calls back. */
async function paidAtSwish(app: PaymentsTestApp, orderId: string): Promise<void> {
  const swish = app.simulators.swish;
  // The shop records its attempt before it asks Swish: wait for the request to reach Swish.
  const request = await eventually(async () => {
    const [attempt] = await attemptsOf(app.db, orderId);
    return swish?.payments().find((p) => p.id === attempt?.id && p.status === 'CREATED');
  });
  await swish?.settlePayment(request.id);
}

describe('payment faults', () => {
  it('finds the payment by polling Swish when its callbacks never reach the shop', async () => {
    const base = testPaymentsConfig();
    t = await createPaymentsApp({
      pollMs: 500,
      swish: { ...base.swish, callbackUrl: 'http://127.0.0.1:9/nowhere' },
    });
    const body = await swishRequest(t.db);
    const { status, body: answer } = await pay(t, body);
    expect(status).toBe(200);
    expect(answer.result.status).toBe('paid');
    // Swish's callbacks all failed: the poll is what found it.
    const sent = t.simulators.swish?.callbacksSent() ?? [];
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((c) => c.answered !== 200)).toBe(true);
  });

  it('answers 503 when Swish does not answer; the order stays pending and the retry pays it', async () => {
    simulator = await startSwishSimulator({ dir, paidAfterMs: 300, retryDelaysMs: [100] });
    const port = Number(new URL(simulator.url).port);
    t = await appOn(simulator);
    const body = await swishRequest(t.db);
    await simulator.close();
    const down = await pay(t, body);
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('provider_unavailable');
    expect(down.body.message).toMatch(/cannot be reached/);
    expect((await orderRow(t.db, body.id as string)).status).toBe('pending_payment');
    simulator = await startSwishSimulator({ dir, port, paidAfterMs: 300, retryDelaysMs: [100] });
    const retry = await pay(t, body);
    expect(retry.status).toBe(200);
    expect(retry.body.result.status).toBe('paid');
    expect((await attemptsOf(t.db, body.id as string)).map((a) => a.state).sort()).toEqual([
      'error',
      'paid',
    ]);
  });

  it('answers 504 when the outcome takes longer than the call may wait; the callback still pays', async () => {
    t = await createPaymentsApp({ waitMs: 300 });
    holdAtSwish(t);
    const body = await swishRequest(t.db);
    const { status, body: answer } = await pay(t, body);
    expect(status).toBe(504);
    expect(answer.code).toBe('payment_timeout');
    await paidAtSwish(t, body.id as string);
    const paid = await eventually(async () => {
      const row = await orderRow(t!.db, body.id as string);
      return row.status === 'paid' && row;
    });
    expect(paid.paid_at).toEqual(expect.any(String));
  });

  it('flags a payment whose amount differs from the order, and does not mark it paid', async () => {
    t = await createPaymentsApp({ waitMs: 4000 });
    const app = t;
    holdAtSwish(app);
    const body = await swishRequest(app.db);
    const pending = pay(app, body);
    const attempt = await eventually(async () => (await attemptsOf(app.db, body.id as string))[0]);
    // The shop asked Swish for one amount and recorded another: Swish's word must not pay it.
    await app.db
      .updateTable('payment_attempts')
      .set({ amount: attempt.amount + 100 })
      .where('id', '=', attempt.id)
      .execute();
    await paidAtSwish(app, body.id as string);
    const { status, body: answer } = await pending;
    expect(status).toBe(409);
    expect(answer.code).toBe('order_not_payable');
    const row = await orderRow(app.db, body.id as string);
    expect(row).toMatchObject({ status: 'pending_payment', flag: 'amount_mismatch' });
    const staff = await app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'order_flag_amount_mismatch')
      .execute();
    expect(staff).toEqual([
      { to_address: 'shop@localhost', subject: expect.stringContaining(row.number) },
    ]);
  });

  it('cancels an unpaid order when its time runs out, returns its stock, and a late PAID revives it', async () => {
    t = await createPaymentsApp({ waitMs: 200 });
    const app = t;
    holdAtSwish(app);
    const body = await swishRequest(app.db);
    const itemId = Object.keys(body.cart as object)[0] as string;
    const before = await stockOf(app, itemId);
    expect((await pay(app, body)).status).toBe(504);
    expect(await stockOf(app, itemId)).toBe(before - 1);
    const later = new Date(Date.now() + 2 * 3_600_000);
    // The order expires while Swish is still paying it (the shop's cancel lost the race): the payer
    // answers only after the cancel.
    const settings = app.app.payments.orders;
    expect(await orders.cancelExpiredOrders(app.app.context, settings, later)).toEqual([body.id]);
    expect(await stockOf(app, itemId)).toBe(before);
    expect((await orderRow(app.db, body.id as string)).status).toBe('cancelled');
    await paidAtSwish(app, body.id as string);
    // The goods are still there: the payment takes them again and the order stands.
    const revived = await eventually(async () => {
      const row = await orderRow(app.db, body.id as string);
      return row.status === 'paid' && row;
    });
    expect(revived.cancel_reason).toBeNull();
    expect(await stockOf(app, itemId)).toBe(before - 1);
    const events = await eventsOf(app.db, body.id as string);
    expect(events.map((e) => [e.from_status, e.status, e.actor])).toEqual([
      [null, 'pending_payment', 'customer'],
      ['pending_payment', 'cancelled', 'system'],
      ['cancelled', 'paid', 'provider'],
    ]);
    expect(events[2]?.note).toMatch(/^revived: swish /);
    const [attempt] = await attemptsOf(app.db, body.id as string);
    expect(attempt?.state).toBe('paid');
    // A replay of that callback changes nothing more.
    expect((await postSwishCallback(app, attempt?.id as string)).statusCode).toBe(200);
    expect(await eventsOf(app.db, body.id as string)).toHaveLength(3);
  });

  /** A Swish payment that arrives after its order expired and its goods were sold: refunded. */
  async function latePaymentRefunded(app: PaymentsTestApp, outcome: 'paid' | 'error') {
    holdAtSwish(app);
    const body = await swishRequest(app.db);
    const itemId = Object.keys(body.cart as object)[0] as string;
    expect((await pay(app, body)).status).toBe(504);
    const later = new Date(Date.now() + 2 * 3_600_000);
    const settings = app.app.payments.orders;
    expect(await orders.cancelExpiredOrders(app.app.context, settings, later)).toEqual([body.id]);
    // Someone else buys the last units before the money arrives.
    await app.db.updateTable('items').set({ stock_quantity: 0 }).where('id', '=', itemId).execute();
    await paidAtSwish(app, body.id as string);
    // Swish calls the refund's outcome back: it is recorded once it comes.
    const refund = await eventually(async () => {
      const [row] = await app.db
        .selectFrom('payment_refunds')
        .selectAll()
        .where('order_id', '=', body.id as string)
        .execute();
      return row?.state === outcome && row;
    });
    expect(refund.reason).toBe('paid_after_expiry');
    const [attempt] = await attemptsOf(app.db, body.id as string);
    expect(refund).toMatchObject({ attempt_id: attempt?.id, amount: attempt?.amount });
    expect(await stockOf(app, itemId)).toBe(0);
    const refunds = app.simulators.swish?.refunds() ?? [];
    expect(refunds.map((r) => r.originalPaymentReference)).toEqual([attempt?.payment_reference]);
    const mails = await app.db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address'])
      .where('ref', '=', refund.id)
      .execute();
    expect(mails).toEqual([{ kind: 'payment_refund', to_address: body.email }]);
    return { body, refund };
  }

  it("refunds a late PAID when the expired order's goods were sold meanwhile, and tells the customer", async () => {
    t = await createPaymentsApp({ waitMs: 200 });
    const { body, refund } = await latePaymentRefunded(t, 'paid');
    const order = await orderRow(t.db, body.id as string);
    expect(order).toMatchObject({ status: 'cancelled', flag: null });
    const notes = (await eventsOf(t.db, body.id as string)).map((e) => e.note);
    expect(notes).toContain(`refund ${refund.id} of ${refund.amount} SEK paid back`);
  });

  it('flags the order for staff when Swish calls back that the refund failed', async () => {
    t = await createPaymentsApp({ waitMs: 200 });
    t.simulators.swish?.setRefundsFail(true);
    const { body, refund } = await latePaymentRefunded(t, 'error');
    const order = await orderRow(t.db, body.id as string);
    expect(order).toMatchObject({ status: 'cancelled', flag: 'refund_failed' });
    const flagged = await t.db
      .selectFrom('mail_outbox')
      .select(['kind', 'text_body'])
      .where('kind', '=', 'order_flag_refund_failed')
      .execute();
    expect(flagged).toHaveLength(1);
    expect(flagged[0]?.text_body).toContain(`refund ${refund.id} of ${refund.amount} SEK failed`);
    // Swish repeating its callback flags nothing twice.
    const again = await postSwishCallback(t, refund.id, {
      originalPaymentReference: 'ABC',
      status: 'ERROR',
    });
    expect(again.json()).toEqual({ outcome: 'refund_duplicate' });
    const flags = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'order_flag_refund_failed')
      .execute();
    expect(flags).toHaveLength(1);
  });

  it('withdraws the Swish request of an order it expires', async () => {
    t = await createPaymentsApp({ waitMs: 200 });
    const app = t;
    holdAtSwish(app);
    const body = await swishRequest(app.db);
    expect((await pay(app, body)).status).toBe(504);
    const later = new Date(Date.now() + 2 * 3_600_000);
    const swish = app.app.paymentProviders.swish;
    expect(await expireUnpaidOrders(app.app.payments, [swish], later)).toEqual([body.id]);
    const [attempt] = await attemptsOf(app.db, body.id as string);
    expect(attempt?.state).toBe('cancelled');
    const atSwish = app.simulators.swish?.payments().find((p) => p.id === attempt?.id);
    expect(atSwish?.status).toBe('CANCELLED');
  });
});
