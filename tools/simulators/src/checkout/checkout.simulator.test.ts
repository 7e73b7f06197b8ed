// The checkout simulator over real HTTP: the merchant's API, the hosted page the customer sees,
// and order management after the purchase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckoutSimulator } from './checkout.server.js';
import { PASSWORD, USER, api, clickButton, createOrder, validBody } from './checkout.testing.js';
import type { CheckoutSimulator } from './checkout.types.js';

let sim: CheckoutSimulator;
const SHOP = 'http://127.0.0.1:9';

beforeAll(async () => {
  // Pushes go to a closed port far in the future: this file is not about them.
  sim = await startCheckoutSimulator({ username: USER, password: PASSWORD, pushDelayMs: 600_000 });
});
afterAll(() => sim.close());

describe('checkout API', () => {
  it('wants the merchant’s credentials', async () => {
    const none = await fetch(`${sim.url}/checkout/v3/orders`, { method: 'POST', body: '{}' });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic/);
    const wrong = await api(sim, 'GET', '/checkout/v3/orders/x', undefined, {
      authorization: `Basic ${Buffer.from(`${USER}:nope`).toString('base64')}`,
    });
    expect(wrong.status).toBe(401);
  });

  it('creates an order with a snippet that loads its script and frame from the simulator', async () => {
    const res = await api(sim, 'POST', '/checkout/v3/orders', validBody());
    expect(res.status).toBe(201);
    const order = (await res.json()) as Record<string, unknown> & { html_snippet: string };
    expect(order).toMatchObject({
      status: 'checkout_incomplete',
      order_amount: 29900,
      purchase_currency: 'SEK',
      merchant_reference1: '100042',
    });
    expect(order.order_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const page = `${sim.origin}/checkout/${String(order.order_id)}`;
    expect(order.html_snippet).toContain(`<script src="${page}/loader.js" async></script>`);
    expect(order.html_snippet).toContain(`src="${page}"`);
    expect(order.html_snippet).toMatch(/^<div id="klarna-checkout-container"/);
    // No inline script: every script element has a src and no body.
    expect(order.html_snippet.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    expect(order.html_snippet).not.toMatch(/<script[^>]*>[^<]+<\/script>/);
    expect(order.html_snippet).not.toMatch(/\son[a-z]+=/i);
  });

  it('answers 400 BAD_VALUE naming the faults, with a correlation id', async () => {
    const body = validBody();
    (body.order_lines as Record<string, unknown>[])[0]!.total_tax_amount = 4000;
    const res = await api(sim, 'POST', '/checkout/v3/orders', body);
    expect(res.status).toBe(400);
    const error = (await res.json()) as Record<string, unknown>;
    expect(error).toMatchObject({
      error_code: 'BAD_VALUE',
      error_messages: ['Bad value: order_lines[0].total_tax_amount', 'Bad value: order_tax_amount'],
    });
    expect(error.correlation_id).toEqual(expect.any(String));
    const notJson = await fetch(`${sim.url}/checkout/v3/orders`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}` },
      body: '{"purchase_country":',
    });
    expect(notJson.status).toBe(400);
  });

  it('reads and updates an order while it is incomplete, then refuses updates', async () => {
    const id = await createOrder(sim);
    expect((await api(sim, 'GET', `/checkout/v3/orders/${id}`)).status).toBe(200);
    const updated = validBody();
    updated.locale = 'en-SE';
    const res = await api(sim, 'POST', `/checkout/v3/orders/${id}`, updated);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ locale: 'en-SE' });
    expect((await clickButton(sim, id, 'complete')).status).toBe(303);
    const late = await api(sim, 'POST', `/checkout/v3/orders/${id}`, updated);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ error_code: 'READ_ONLY_ORDER' });
    expect((await api(sim, 'GET', '/checkout/v3/orders/nope')).status).toBe(404);
  });
});

describe('hosted page', () => {
  it('serves the loader as JavaScript that only trusts the simulator’s origin', async () => {
    const id = await createOrder(sim);
    const res = await fetch(`${sim.url}/checkout/${id}/loader.js`);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    const script = await res.text();
    expect(script).toContain(`var ORIGIN = ${JSON.stringify(sim.origin)}`);
    expect(script).toContain('event.origin !== ORIGIN');
  });

  it('is an accessible page the shop may frame, with no inline script', async () => {
    const id = await createOrder(sim);
    const res = await fetch(`${sim.url}/checkout/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBeNull();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`form-action 'self' ${SHOP}`);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('Brake disc &lt;front&gt;');
    expect(html).toMatch(/299,00\s*kr/);
    for (const [, id] of html.matchAll(/<input id="([^"]+)"/g))
      expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain('>Complete purchase</button>');
    expect(html).toContain('>Abort</button>');
    expect(html).toContain('target="_top"');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const frame = await fetch(`${sim.url}/checkout/assets/frame.js`);
    expect(frame.headers.get('content-type')).toMatch(/^application\/javascript/);
  });

  it('Abort sends the shop page back to the merchant’s checkout; the order stays open', async () => {
    const id = await createOrder(sim);
    const res = await clickButton(sim, id, 'abort');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SHOP}/checkout?order=${id}`);
    expect(sim.orders().find((o) => o.order_id === id)?.status).toBe('checkout_incomplete');
  });

  it('refuses a form with a field left empty, and says which', async () => {
    const id = await createOrder(sim);
    const res = await clickButton(sim, id, 'complete', { city: '  ', email: 'nope' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('City is required');
    expect(html).toContain('Email is required');
  });

  it('Complete purchase authorises the order and sends the shop page to the confirmation', async () => {
    const id = await createOrder(sim);
    expect((await api(sim, 'GET', `/ordermanagement/v1/orders/${id}`)).status).toBe(404);
    const res = await clickButton(sim, id, 'complete');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SHOP}/confirm?checkout_order_id=${id}`);
    const om = await api(sim, 'GET', `/ordermanagement/v1/orders/${id}`);
    expect(await om.json()).toMatchObject({
      order_id: id,
      status: 'AUTHORIZED',
      fraud_status: 'ACCEPTED',
      order_amount: 29900,
      purchase_currency: 'SEK',
      merchant_reference1: '100042',
      billing_address: {
        email: 'anna.svensson@example.com',
        given_name: 'Anna',
        postal_code: '123 45',
        country: 'se',
      },
      shipping_address: { street_address: 'Storgatan 1', country: 'se' },
    });
    // A second click does not buy twice.
    expect((await clickButton(sim, id, 'complete')).status).toBe(303);
    expect(await (await fetch(`${sim.url}/checkout/${id}`)).text()).toContain('Thank you');
  });
});

describe('order management', () => {
  const post = (id: string, action: string, body?: unknown, key?: string) =>
    api(
      sim,
      'POST',
      `/ordermanagement/v1/orders/${id}/${action}`,
      body,
      key ? { 'klarna-idempotency-key': key } : {},
    );

  it('captures, refunds within what was captured, and refuses to cancel a captured order', async () => {
    const id = await createOrder(sim);
    await clickButton(sim, id, 'complete');
    const capture = await post(id, 'captures', { captured_amount: 10000 });
    expect(capture.status).toBe(201);
    expect(capture.headers.get('capture-id')).toEqual(expect.any(String));
    expect((await post(id, 'captures', { captured_amount: 20000 })).status).toBe(400);
    expect((await post(id, 'refunds', { refunded_amount: 10001 })).status).toBe(400);
    const first = await post(id, 'refunds', { refunded_amount: 4000 }, 'KEY-1');
    const again = await post(id, 'refunds', { refunded_amount: 4000 }, 'KEY-1');
    expect(first.status).toBe(201);
    expect(again.headers.get('refund-id')).toBe(first.headers.get('refund-id'));
    const cancel = await post(id, 'cancel');
    expect(cancel.status).toBe(403);
    expect(await cancel.json()).toMatchObject({ error_code: 'NOT_ALLOWED' });
    const om = (await (await api(sim, 'GET', `/ordermanagement/v1/orders/${id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(om).toMatchObject({
      status: 'PART_CAPTURED',
      captured_amount: 10000,
      refunded_amount: 4000,
      remaining_authorized_amount: 19900,
    });
  });

  it('cancels an authorised order once, then refuses refunds and captures', async () => {
    const id = await createOrder(sim);
    await clickButton(sim, id, 'complete');
    expect((await post(id, 'cancel')).status).toBe(204);
    expect((await post(id, 'cancel')).status).toBe(403);
    expect((await post(id, 'refunds', { refunded_amount: 100 })).status).toBe(403);
    expect((await post(id, 'captures', { captured_amount: 100 })).status).toBe(403);
    expect(sim.orders().find((o) => o.order_id === id)?.omStatus).toBe('CANCELLED');
  });

  it('acknowledges with 204', async () => {
    const id = await createOrder(sim);
    await clickButton(sim, id, 'complete');
    expect((await post(id, 'acknowledge')).status).toBe(204);
    expect(sim.orders().find((o) => o.order_id === id)?.acknowledged).toBe(true);
  });
});

describe('delivery address', () => {
  it('is the billing address while the delivery fields are empty, else all of them are needed', async () => {
    const id = await createOrder(sim);
    const half = await clickButton(sim, id, 'complete', { shipping_city: 'Uppsala' });
    expect(half.status).toBe(400);
    expect(await half.text()).toContain('Delivery address: Street address is required');
    const res = await clickButton(sim, id, 'complete', {
      shipping_given_name: 'Erik',
      shipping_family_name: 'Lind',
      shipping_street_address: 'Dragarbrunnsgatan 2',
      shipping_postal_code: '753 20',
      shipping_city: 'Uppsala',
      shipping_phone: '+46709876543',
    });
    expect(res.status).toBe(303);
    const held = sim.orders().find((o) => o.order_id === id);
    expect(held?.billing_address).toMatchObject({ given_name: 'Anna', city: 'Stockholm' });
    expect(held?.shipping_address).toMatchObject({
      given_name: 'Erik',
      city: 'Uppsala',
      email: 'anna.svensson@example.com',
      country: 'se',
    });
  });
});
