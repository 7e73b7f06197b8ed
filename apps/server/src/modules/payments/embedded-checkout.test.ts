// The embedded checkout through HTTP against the checkout simulator (Klarna Checkout v3 shape):
// order create answers the snippet, the customer completes on the provider's page, and the
// confirmation and the push pay the order once, with the details the customer gave there.
import type { CheckoutConfirmation, OrderCreateResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINNISH_ADDRESS } from '../orders/orders.fixtures.js';
import {
  attemptsOf,
  checkoutRequest,
  createPaymentsApp,
  eventsOf,
  eventually,
  orderRow,
} from './payments.fixtures.js';
import type { PaymentsTestApp } from './payments.fixtures.js';
import { xsrfClient } from '../../test/xsrf-client.js';

let t: PaymentsTestApp;

beforeAll(async () => {
  // The push comes late here, so the confirmation is tested on its own first.
  t = await createPaymentsApp({ simulators: { checkoutPushDelayMs: 1500 } });
});
afterAll(() => t?.close());

async function place(body: Record<string, unknown>) {
  const res = await t.client.post('/api/legacy/order/create', body);
  return {
    status: res.statusCode,
    body: res.json<OrderCreateResponse & { code?: string; message?: string }>(),
  };
}

/** The provider's hosted page, submitted as a browser would with its prefilled test customer. */
async function completeAtProvider(snippet: string): Promise<string> {
  const frame = /<iframe[^>]*\ssrc="([^"]+)"/.exec(snippet)?.[1];
  expect(frame).toBeDefined();
  const page = await (await fetch(frame as string)).text();
  const form = new URLSearchParams();
  for (const match of page.matchAll(/<input[^>]*\sname="([^"]+)"[^>]*\svalue="([^"]*)"/g))
    form.set(match[1] as string, (match[2] as string).replaceAll('&amp;', '&'));
  const action = /<form[^>]*\saction="([^"]+)"/.exec(page)?.[1] as string;
  const res = await fetch(new URL(action, frame), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location') as string;
}

async function confirm(ref: string) {
  const res = await t.client.get(`/api/payments/checkout/${encodeURIComponent(ref)}?language=en`);
  return { status: res.statusCode, body: res.json<CheckoutConfirmation & { code?: string }>() };
}

describe('the embedded checkout', () => {
  it('places the order without customer details and answers the provider snippet', async () => {
    const body = await checkoutRequest(t.db);
    const { status, body: answer } = await place(body);
    expect(status).toBe(201);
    expect(answer.id).toBe(body.id);
    expect(answer.order.status).toBe('pending_payment');
    expect(answer.order.email).toBe('');
    const origin = t.app.paymentProviders.checkoutOrigins[0] as string;
    expect(answer.snippet).toContain(`<iframe`);
    expect(answer.snippet).toContain(origin);
    expect(answer.snippet).not.toMatch(/<script>(?!<\/script>)/);
    // A retry answers the same checkout: one order, one attempt at the provider.
    const again = await place(body);
    expect(again.status).toBe(200);
    expect(again.body.snippet).toBe(answer.snippet);
    expect(await attemptsOf(t.db, answer.id)).toHaveLength(1);
  });

  it('confirms a completed purchase: the order is paid, with the customer details from the provider', async () => {
    const body = await checkoutRequest(t.db);
    const { body: answer } = await place(body);
    const [attempt] = await attemptsOf(t.db, answer.id);
    const ref = attempt?.provider_ref as string;
    expect((await confirm(ref)).body.code).toBe('checkout_incomplete');

    const location = await completeAtProvider(answer.snippet as string);
    expect(location).toBe(`${t.url}/complete?checkout_order_id=${ref}`);
    const { status, body: confirmation } = await confirm(ref);
    expect(status).toBe(200);
    const confirmed = { order: confirmation.order as NonNullable<typeof confirmation.order> };
    expect(confirmed.order).toMatchObject({ id: answer.id, status: 'paid' });
    expect(confirmed.order.email).toMatch(/@/);
    expect(confirmed.order.billingAddress.given_name).not.toBe('');
    expect(confirmed.order.billingAddress.country).toBe('se');
    // Whoever else holds the reference (it is in the return address) learns it is paid, no more.
    const stranger = await xsrfClient(t.app);
    const seen = await stranger.get(
      `/api/payments/checkout/${encodeURIComponent(ref)}?language=en`,
    );
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ order: null });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('kind', '=', 'order_confirmation')
      .where('ref', '=', answer.id)
      .execute();
    expect(mail).toEqual([{ to_address: confirmed.order.email }]);

    // The push comes later, is read back, acknowledged, and changes nothing more.
    const checkout = t.simulators.checkout;
    await eventually(
      async () => checkout?.pushesSent().some((p) => p.orderId === ref && p.status === 200),
      8000,
    );
    const events = await eventsOf(t.db, answer.id);
    expect(events.map((e) => e.status)).toEqual(['pending_payment', 'paid']);
    expect(checkout?.orders().find((o) => o.order_id === ref)?.acknowledged).toBe(true);
  });

  it('pays the order by the push alone when the customer never comes back', async () => {
    const body = await checkoutRequest(t.db);
    const { body: answer } = await place(body);
    await completeAtProvider(answer.snippet as string);
    const paid = await eventually(async () => {
      const row = await orderRow(t.db, answer.id);
      return row.status === 'paid' && row;
    }, 8000);
    expect(paid.email).toMatch(/@/);
  });

  it('adds up for Finland (25.5 %) in euros, with shipping and the payment fee as lines', async () => {
    const body = await checkoutRequest(t.db, { countryId: 'FI', currency: 'EUR' });
    const { status, body: answer } = await place(body);
    expect(status).toBe(201);
    expect(answer.order.vatRate).toBe(2550);
    const ref = (await attemptsOf(t.db, answer.id))[0]?.provider_ref;
    const atProvider = t.simulators.checkout?.orders().find((o) => o.order_id === ref);
    expect(atProvider?.purchase_country).toBe('FI');
    expect(atProvider?.purchase_currency).toBe('EUR');
    expect(atProvider?.order_amount).toBe(answer.order.figures.total);
    expect(atProvider?.order_lines.some((l) => l.type === 'shipping_fee')).toBe(
      answer.order.figures.shipping > 0,
    );
    expect(atProvider?.order_lines.every((l) => l.tax_rate === 2550)).toBe(true);
  });

  it("allows the checkout's origin to run its script and frame, and no other", async () => {
    const origin = t.app.paymentProviders.checkoutOrigins[0] as string;
    const res = await t.app.inject({ method: 'GET', url: '/api/currencies' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${origin};`);
    expect(policy).toContain(`frame-src 'self' ${origin};`);
    expect(policy).toContain(`connect-src 'self';`);
  });

  it('answers 404 for a checkout it does not know', async () => {
    expect((await confirm('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('still wants the customer details for a payment the shop takes itself', async () => {
    const body = await checkoutRequest(t.db, { countryId: 'FI', currency: 'EUR' });
    const { status, body: answer } = await place({
      ...body,
      paymentId: 'invoice',
      billingAddress: FINNISH_ADDRESS,
    });
    expect(status).toBe(400);
    expect(answer.message).toMatch(/email/);
  });
});
