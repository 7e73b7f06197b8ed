// Paying by Swish through HTTP against the Swish simulator over mutual TLS (never a mock of the
// adapter): PAID, each callback error, a 422 on creation, retries that pay the same order, and
// callbacks that come twice, out of order or replayed, changing the order once.
import type { Currency, MobilePaymentResponse, MobilePaymentStatus } from '@shop/domain';
import { convertMinor } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swishErrorMessage } from '../../providers/swish/swish-messages.js';
import { countOrders } from '../orders/orders.fixtures.js';
import { applyPaymentEvent } from './payments.service.js';
import {
  attemptsOf,
  createPaymentsApp,
  eventsOf,
  orderRow,
  swishRequest,
} from './payments.fixtures.js';
import type { PaymentsTestApp } from './payments.fixtures.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import { postSwishCallback } from './swish-callback.fixtures.js';

let t: PaymentsTestApp;

beforeAll(async () => {
  // No status polls within a test's wait: every outcome here comes by the callback, before a poll.
  // Nothing here acts while a request is CREATED, so the payer answers soon after the create.
  t = await createPaymentsApp({ pollMs: 60_000, simulators: { paidAfterMs: 100 } });
});
afterAll(() => t?.close());

async function pay(body: Record<string, unknown>) {
  const res = await t.client.post('/api/swish/request', body);
  return {
    status: res.statusCode,
    body: res.json<MobilePaymentResponse & { code?: string; message?: string }>(),
  };
}

async function mails(orderId: string) {
  return t.db
    .selectFrom('mail_outbox')
    .select(['kind', 'to_address'])
    .where('ref', '=', orderId)
    .execute();
}

describe('POST /api/swish/request', () => {
  it('answers the paid order once Swish calls back PAID, and confirms it by mail then', async () => {
    const body = await swishRequest(t.db);
    const { status, body: answer } = await pay(body);
    expect(status).toBe(200);
    const order = answer.result;
    expect(order.id).toBe(body.id);
    expect(order.status).toBe('paid');
    expect(order.currency.code).toBe('SEK');
    expect(order.events.map((e) => e.status)).toEqual(['pending_payment', 'paid']);
    const [attempt] = await attemptsOf(t.db, order.id);
    expect(attempt).toMatchObject({
      provider: 'swish',
      state: 'paid',
      amount: order.figures.total,
      currency: 'SEK',
      payer_alias: '46701234567',
    });
    expect(attempt?.id).toMatch(/^[0-9A-F]{32}$/);
    expect(attempt?.payment_reference).toEqual(expect.any(String));
    const sent = t.simulators.swish?.payments() ?? [];
    const atSwish = sent.find((p) => p.id === attempt?.id);
    expect(atSwish?.amount).toBe(order.figures.total / 100);
    expect(atSwish?.payeePaymentReference).toBe(order.number);
    expect(await mails(order.id)).toContainEqual({
      kind: 'order_confirmation',
      to_address: 'anna@example.com',
    });
  });

  it("keeps the order in the customer's currency and asks Swish for its worth in kronor", async () => {
    const body = await swishRequest(t.db);
    const { status, body: answer } = await pay({ ...body, currency: 'EUR' });
    expect(status).toBe(200);
    const order = answer.result;
    expect(order.currency.code).toBe('EUR');
    const currencies = await t.app.inject({ method: 'GET', url: '/api/currencies' });
    const sek = currencies.json<Currency[]>().find((c) => c.code === 'SEK') as Currency;
    const [attempt] = await attemptsOf(t.db, order.id);
    expect(attempt).toMatchObject({
      state: 'paid',
      currency: 'SEK',
      amount: convertMinor(order.figures.total, order.currency, sek),
    });
    expect(attempt?.amount).toBeGreaterThan(order.figures.total * 10);
  });

  it.each(['RF07', 'BANKIDCL', 'FF10', 'TM01', 'DS24'])(
    'answers 402 with the customer message for the %s error callback; the order stays payable',
    async (code) => {
      const body = await swishRequest(t.db);
      const { status, body: answer } = await pay({ ...body, simulatorMessage: code });
      expect(status).toBe(402);
      expect(answer).toEqual({ code: 'payment_failed', message: swishErrorMessage(code, 'en') });
      const row = await orderRow(t.db, body.id as string);
      expect(row.status).toBe('pending_payment');
      expect(await mails(row.id)).toEqual([]);
      const [attempt] = await attemptsOf(t.db, row.id);
      expect(attempt).toMatchObject({ state: 'error', error_code: code });
    },
  );

  it('words the error in the language of the request', async () => {
    const body = await swishRequest(t.db);
    const { body: answer } = await pay({ ...body, language: 'fi', simulatorMessage: 'RF07' });
    expect(answer.message).toBe(swishErrorMessage('RF07', 'fi'));
    expect(answer.message).not.toBe(swishErrorMessage('RF07', 'en'));
  });

  it('answers 422 with the customer message when Swish refuses the request', async () => {
    const body = await swishRequest(t.db);
    const { status, body: answer } = await pay({ ...body, simulatorMessage: 'ACMT03' });
    expect(status).toBe(422);
    expect(answer).toEqual({
      code: 'payment_rejected',
      message: swishErrorMessage('ACMT03', 'en'),
    });
    expect((await orderRow(t.db, body.id as string)).status).toBe('pending_payment');
  });

  it('answers 422 BE18 for a phone number Swish cannot pay from, before calling Swish', async () => {
    const body = await swishRequest(t.db);
    const address = { ...(body.billingAddress as object), phone: '08-123 456 78' };
    const { status, body: answer } = await pay({ ...body, billingAddress: address });
    expect(status).toBe(422);
    expect(answer.message).toBe(swishErrorMessage('BE18', 'en'));
    expect(await attemptsOf(t.db, body.id as string)).toEqual([]);
  });

  it('pays the same order on a retry after an error: one order, two attempts', async () => {
    const body = await swishRequest(t.db);
    const before = await countOrders(t.db);
    expect((await pay({ ...body, simulatorMessage: 'RF07' })).status).toBe(402);
    const { status, body: answer } = await pay(body);
    expect(status).toBe(200);
    expect(answer.result.id).toBe(body.id);
    expect(await countOrders(t.db)).toBe(before + 1);
    const attempts = await attemptsOf(t.db, body.id as string);
    expect(attempts.map((a) => a.state).sort()).toEqual(['error', 'paid']);
    // A third call for a paid order answers it at once, starting nothing.
    const again = await pay(body);
    expect(again.status).toBe(200);
    expect(again.body.result.status).toBe('paid');
    expect(await attemptsOf(t.db, body.id as string)).toHaveLength(2);
  });

  it('opens the Swish app by token on a phone, and tells where the attempt stands', async () => {
    const body = await swishRequest(t.db);
    const { status } = await pay({ ...body, openApp: true });
    expect(status).toBe(200);
    const [attempt] = await attemptsOf(t.db, body.id as string);
    expect(attempt?.payer_alias).toBeNull();
    expect(attempt?.token).toEqual(expect.any(String));
    const res = await t.client.get(`/api/swish/request/${String(body.id)}?language=sv`);
    const answer = res.json<MobilePaymentStatus>();
    expect(answer).toMatchObject({ state: 'paid', appUrl: null, message: null });
    expect(answer.order?.id).toBe(body.id);
    // Another browser holding the draft id learns the state, not the customer's order.
    const stranger = await xsrfClient(t.app);
    const seen = await stranger.get(`/api/swish/request/${String(body.id)}?language=sv`);
    expect(seen.json()).toEqual({ state: 'paid', appUrl: null, message: null, order: null });
  });

  it('answers 404 for the status of an unknown order, 400 for a malformed id', async () => {
    const unknown = await t.client.get('/api/swish/request/5f0c2a8e-8a1b-4a51-9d55-35a4b1f0e001');
    expect(unknown.statusCode).toBe(404);
    expect((await t.client.get('/api/swish/request/nope')).statusCode).toBe(400);
  });
});

describe('Swish callbacks', () => {
  it('changes the order once, whatever the callbacks replayed 10 times in random order say', async () => {
    const body = await swishRequest(t.db);
    const { body: answer } = await pay(body);
    const [attempt] = await attemptsOf(t.db, answer.result.id);
    const statuses = ['PAID', 'CREATED', 'ERROR', 'DECLINED', 'PAID', 'CANCELLED', 'PAID'];
    const replays = Array.from(
      { length: 10 },
      (_, i) => statuses[(i * 5 + 3) % statuses.length] as string,
    );
    const answers = await Promise.all(
      replays.map((status) => postSwishCallback(t, attempt?.id as string, { status })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const events = await eventsOf(t.db, answer.result.id);
    expect(events.filter((e) => e.status === 'paid')).toHaveLength(1);
    expect(
      (await mails(answer.result.id)).filter((m) => m.kind === 'order_confirmation'),
    ).toHaveLength(1);
    expect((await orderRow(t.db, answer.result.id)).flag).toBeNull();
  });

  it('ignores what a stale status read reports after the payment was applied (out of order)', async () => {
    const body = await swishRequest(t.db);
    const { body: answer } = await pay(body);
    const [attempt] = await attemptsOf(t.db, answer.result.id);
    const stale = {
      provider: 'swish' as const,
      providerRef: attempt?.id as string,
      attemptId: attempt?.id as string,
      amount: attempt?.amount as number,
      currency: 'SEK',
      paymentReference: null,
      errorMessage: null,
      customer: null,
    };
    const deps = t.app.payments;
    for (const state of ['created', 'error', 'declined', 'cancelled'] as const) {
      const event = {
        ...stale,
        state,
        eventId: `swish:${stale.providerRef}:${state.toUpperCase()}`,
        errorCode: state === 'error' ? 'TM01' : null,
      };
      expect(await applyPaymentEvent(deps, event, new Date())).toBe('ignored');
      expect(await applyPaymentEvent(deps, event, new Date())).toBe('duplicate');
    }
    expect((await attemptsOf(t.db, answer.result.id))[0]?.state).toBe('paid');
    expect((await orderRow(t.db, answer.result.id)).status).toBe('paid');
  });

  it('refuses a callback without our callback identifier, and one for a request it cannot read', async () => {
    const body = await swishRequest(t.db);
    const { body: answer } = await pay(body);
    const [attempt] = await attemptsOf(t.db, answer.result.id);
    const forged = await postSwishCallback(t, attempt?.id as string, {}, 'F'.repeat(32));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'invalid_request' });
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/payments/swish/callback',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(400);
  });
});
