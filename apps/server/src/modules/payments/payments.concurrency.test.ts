// One payment at a time per order, as a stranger sending the same call six times at once would
// test it, and nothing completed after expiry: through HTTP against the providers' simulators.
import type { MobilePaymentResponse, OrderCreateResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAttemptId } from './attempt-id.js';
import {
  attemptsOf,
  eventually,
  checkoutRequest,
  createPaymentsApp,
  orderRow,
  swishRequest,
} from './payments.fixtures.js';
import type { PaymentsTestApp } from './payments.fixtures.js';

let t: PaymentsTestApp;

beforeAll(async () => {
  t = await createPaymentsApp({ simulators: { paidAfterMs: 300 } });
});
afterAll(() => t?.close());

const place = (body: Record<string, unknown>) =>
  t.client.post('/api/legacy/order/create', body).then((res) => ({
    status: res.statusCode,
    body: res.json<OrderCreateResponse & { code?: string }>(),
  }));

const pay = (body: Record<string, unknown>) =>
  t.client.post('/api/swish/request', body).then((res) => ({
    status: res.statusCode,
    body: res.json<MobilePaymentResponse & { code?: string }>(),
  }));

async function refundsOf(orderId: string) {
  return t.db.selectFrom('payment_refunds').selectAll().where('order_id', '=', orderId).execute();
}

describe('one payment at a time per order', () => {
  it('gives six parallel creates of one embedded-checkout draft one checkout and one snippet', async () => {
    const body = await checkoutRequest(t.db);
    const before = t.simulators.checkout?.orders().length ?? 0;
    const answers = await Promise.all(Array.from({ length: 6 }, () => place(body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const snippets = new Set(answers.map((a) => a.body.snippet));
    expect(snippets.size).toBe(1);
    expect([...snippets][0]).toContain('<iframe');
    expect(await attemptsOf(t.db, body.id as string)).toHaveLength(1);
    expect((t.simulators.checkout?.orders().length ?? 0) - before).toBe(1);
  });

  it('takes the money once for six parallel Swish requests of one draft without a payer number', async () => {
    const body: Record<string, unknown> = { ...(await swishRequest(t.db)), openApp: true };
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.result.number)).size).toBe(1);
    const attempts = await attemptsOf(t.db, body.id as string);
    expect(attempts.map((a) => a.state)).toEqual(['paid']);
    const atSwish = t.simulators.swish
      ?.payments()
      .filter((p) => p.payeePaymentReference === answers[0]?.body.result.number);
    expect(atSwish?.map((p) => p.status)).toEqual(['PAID']);
    expect(await refundsOf(body.id as string)).toEqual([]);
    expect((await orderRow(t.db, body.id as string)).status).toBe('paid');
  });
});

describe('money an order cannot take', () => {
  it('gives a second payment of a paid order back through Swish at once, and tells the customer', async () => {
    const body = await swishRequest(t.db);
    const { body: answer } = await pay(body);
    const order = answer.result;
    expect(order.status).toBe('paid');
    // A second Swish payment for the same order (an app retried by hand, a lost withdrawal).
    const [first] = await attemptsOf(t.db, order.id);
    const second = newAttemptId();
    const at = new Date().toISOString();
    await t.db
      .insertInto('payment_attempts')
      .values({
        ...(first as NonNullable<typeof first>),
        id: second,
        provider_ref: second,
        state: 'created',
        token: null,
        payment_reference: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const swish = t.app.paymentProviders.swish;
    await swish.create({
      attemptId: second,
      order,
      amount: first?.amount as number,
      currency: 'SEK',
      payerAlias: first?.payer_alias ?? null,
      message: `Order ${order.number}`,
      locale: 'en-SE',
    });
    const refund = await eventually(async () => {
      const [row] = await refundsOf(order.id);
      return row?.state === 'created' && row;
    });
    expect(refund).toMatchObject({
      attempt_id: second,
      reason: 'paid_twice',
      amount: first?.amount,
    });
    const [paidSecond] = (await attemptsOf(t.db, order.id)).filter((a) => a.id === second);
    const atSwish = t.simulators.swish?.refunds().map((r) => r.originalPaymentReference);
    expect(atSwish).toContain(paidSecond?.payment_reference);
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address', 'subject'])
      .where('ref', '=', refund.id)
      .execute();
    expect(mails).toEqual([
      {
        kind: 'payment_refund',
        to_address: order.email,
        subject: expect.stringContaining(order.number),
      },
    ]);
    const note = (
      await t.db.selectFrom('order_events').selectAll().where('order_id', '=', order.id).execute()
    ).at(-1);
    expect(note).toMatchObject({ from_status: 'paid', status: 'paid', actor: 'system' });
  });
});

describe('a payment that is never lost', () => {
  it('pays the order when Swish calls back before it answers the create', async () => {
    const sim = t.simulators.swish;
    sim?.setCallbackBeforeAnswer(true);
    try {
      const body = await swishRequest(t.db);
      const { status, body: answer } = await pay(body);
      expect(status).toBe(200);
      expect(answer.result.status).toBe('paid');
      const attempts = await attemptsOf(t.db, body.id as string);
      expect(attempts.map((a) => [a.state, a.provider_ref])).toEqual([['paid', attempts[0]?.id]]);
      const outcomes = await t.db
        .selectFrom('payment_events')
        .select('outcome')
        .where('order_id', '=', body.id as string)
        .execute();
      expect(outcomes.map((o) => o.outcome)).toContain('paid');
    } finally {
      sim?.setCallbackBeforeAnswer(false);
    }
  });
});

describe('an embedded checkout after its order expired', () => {
  it('is refused by the validation call the provider makes, so nothing is paid', async () => {
    const body = await checkoutRequest(t.db);
    const { body: answer } = await place(body);
    const [attempt] = await attemptsOf(t.db, answer.id);
    // The order's time runs out while the customer is still in the provider's checkout.
    await t.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', answer.id)
      .execute();
    // The customer presses buy: the provider asks the shop first, and the shop refuses.
    const outcome = await t.simulators.checkout?.purchase(attempt?.provider_ref as string);
    expect(outcome).toEqual({ outcome: 'redirected', location: `${t.url}/cart` });
    const atProvider = t.simulators.checkout
      ?.orders()
      .find((o) => o.order_id === attempt?.provider_ref);
    expect(atProvider?.status).toBe('checkout_incomplete');
    // The shop asked the provider never to complete a purchase it has not approved.
    expect(atProvider?.options?.require_validate_callback_success).toBe(true);
    expect((await orderRow(t.db, answer.id)).status).toBe('pending_payment');
  });

  it('approves a purchase while the order waits for it, and refuses a changed amount', async () => {
    const body = await checkoutRequest(t.db);
    const { body: answer } = await place(body);
    const [attempt] = await attemptsOf(t.db, answer.id);
    const validate = (amount: number | undefined) =>
      fetch(`${t.url}/api/payments/checkout/validate?checkout_order_id=${attempt?.provider_ref}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_amount: amount, merchant_reference2: attempt?.id }),
        redirect: 'manual',
      });
    expect((await validate(attempt?.amount)).status).toBe(200);
    expect((await validate((attempt?.amount ?? 0) + 1)).status).toBe(303);
  });
});
