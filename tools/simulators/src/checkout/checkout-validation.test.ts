// The validation callback: the customer's press on buy asks the merchant first, and only its 200
// places the order. A 303, a 400, another status or no answer at all leave the checkout open.
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFUSED_MESSAGE } from './checkout-validation.callback.js';
import { startCheckoutSimulator } from './checkout.server.js';
import {
  PASSWORD,
  USER,
  api,
  bodyWithValidation,
  clickButton,
  createOrder,
} from './checkout.testing.js';
import type { CheckoutSimulator, CheckoutSimulatorOptions } from './checkout.types.js';

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

let merchant: Server;
let base = '';
let sim: CheckoutSimulator;
const validations: Received[] = [];
const pushes: string[] = [];
/** Validation answers the test holds back; it answers them when it chooses. */
const held: ServerResponse[] = [];

/** The merchant: its answer to a validation is named by the URL's path. */
function answer(path: string, res: ServerResponse): void {
  if (path === '/validate/ok') res.writeHead(200).end();
  else if (path === '/validate/redirect')
    res.writeHead(303, { location: `${base}/sorry?reason=stock` }).end();
  else if (path === '/validate/refuse')
    res
      .writeHead(400, { 'content-type': 'application/json' })
      .end(
        JSON.stringify({ error_type: 'address_error', error_text: 'No deliveries to <Gotland>' }),
      );
  else if (path === '/validate/fail') res.writeHead(503).end();
  else held.push(res);
}

beforeAll(async () => {
  merchant = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const path = new URL(url, 'http://merchant').pathname;
      if (!path.startsWith('/validate/')) {
        pushes.push(url);
        return void res.writeHead(200).end();
      }
      const text = Buffer.concat(chunks).toString('utf8');
      validations.push({ url, headers: req.headers, body: JSON.parse(text) });
      answer(path, res);
    });
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
  // One push soon after a purchase, and never again: that it came is all this file asks.
  sim = await start({ pushDelayMs: 20 });
});
afterAll(async () => {
  await sim.close();
  merchant.closeAllConnections();
  await new Promise<void>((resolve) => merchant.close(() => resolve()));
});

function start(options: Partial<CheckoutSimulatorOptions> = {}): Promise<CheckoutSimulator> {
  return startCheckoutSimulator({
    username: USER,
    password: PASSWORD,
    pushDelayMs: 600_000,
    pushRetryMs: 600_000,
    ...options,
  });
}

/** Awaits `check`; the deadline is generous, only a failure meets it. */
const until = (check: () => boolean, ms = 15_000): Promise<void> =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: ms, interval: 20 });

const order = (on: CheckoutSimulator, id: string) => on.orders().find((o) => o.order_id === id);
const validatedOrder = (on: CheckoutSimulator, path: string, options?: Record<string, unknown>) =>
  createOrder(
    on,
    base,
    bodyWithValidation(base, `${base}${path}?order={checkout.order.id}`, options),
  );

/** Nothing placed: the order is still in checkout and order management does not know it. */
async function expectNotPlaced(on: CheckoutSimulator, id: string): Promise<void> {
  expect(order(on, id)).toMatchObject({ status: 'checkout_incomplete', omStatus: null });
  expect((await api(on, 'GET', `/ordermanagement/v1/orders/${id}`)).status).toBe(404);
}

describe('the validation callback', () => {
  it('gets the order as a read of it answers, with the customer’s details; a 200 places it', async () => {
    const id = await validatedOrder(sim, '/validate/ok');
    const before = (await (await api(sim, 'GET', `/checkout/v3/orders/${id}`)).json()) as object;
    const res = await clickButton(sim, id, 'complete');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${base}/confirm?checkout_order_id=${id}`);
    const asked = validations.filter((v) => v.body.order_id === id);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url).toBe(`/validate/ok?order=${id}`);
    expect(asked[0]?.headers['content-type']).toBe('application/json');
    expect(asked[0]?.body).toEqual({
      ...before,
      billing_address: expect.objectContaining({ given_name: 'Anna', country: 'se' }),
      shipping_address: expect.objectContaining({ street_address: 'Storgatan 1' }),
    });
    expect(asked[0]?.body).toMatchObject({
      status: 'checkout_incomplete',
      merchant_urls: { validation: `${base}/validate/ok?order={checkout.order.id}` },
    });
    expect(sim.validationsSent().filter((v) => v.orderId === id)).toEqual([
      { orderId: id, url: `${base}/validate/ok?order=${id}`, status: 200 },
    ]);
    const om = await api(sim, 'GET', `/ordermanagement/v1/orders/${id}`);
    expect(await om.json()).toMatchObject({ status: 'AUTHORIZED' });
    await until(() => pushes.includes(`/push?checkout_order_id=${id}`));
  });

  it('303: no order, and the customer is sent to the merchant’s Location', async () => {
    const id = await validatedOrder(sim, '/validate/redirect');
    const res = await clickButton(sim, id, 'complete');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${base}/sorry?reason=stock`);
    await expectNotPlaced(sim, id);
    expect(await sim.purchase(id)).toEqual({
      outcome: 'redirected',
      location: `${base}/sorry?reason=stock`,
    });
    await expectNotPlaced(sim, id);
  });

  it('400: no order, and the customer reads its error_text; the checkout stays open', async () => {
    const id = await validatedOrder(sim, '/validate/refuse');
    const res = await clickButton(sim, id, 'complete');
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('No deliveries to &lt;Gotland&gt;');
    expect(await sim.purchase(id)).toEqual({
      outcome: 'refused',
      message: 'No deliveries to <Gotland>',
      errorType: 'address_error',
      merchantStatus: 400,
    });
    await expectNotPlaced(sim, id);
    // The merchant may still update the open order, and a later press is asked again.
    const body = bodyWithValidation(base, `${base}/validate/ok`);
    expect((await api(sim, 'POST', `/checkout/v3/orders/${id}`, body)).status).toBe(200);
    expect(await sim.purchase(id)).toMatchObject({ outcome: 'placed' });
    expect(order(sim, id)?.omStatus).toBe('AUTHORIZED');
  });

  it.each([
    ['a 5xx', '/validate/fail', 503],
    ['no connection', null, null],
  ])('%s refuses too: no order the merchant did not approve', async (_name, path, status) => {
    const id = await createOrder(
      sim,
      base,
      bodyWithValidation(base, path ? `${base}${path}` : 'http://127.0.0.1:9/validate'),
    );
    expect(await sim.purchase(id)).toEqual({
      outcome: 'refused',
      message: REFUSED_MESSAGE,
      errorType: null,
      merchantStatus: status,
    });
    const res = await clickButton(sim, id, 'complete');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(REFUSED_MESSAGE);
    await expectNotPlaced(sim, id);
  });

  it('a second press while the merchant decides shares the first one’s outcome', async () => {
    const id = await validatedOrder(sim, '/validate/held');
    const first = sim.purchase(id);
    await until(() => held.length === 1);
    const second = sim.purchase(id);
    held.shift()?.writeHead(200).end();
    expect(await first).toMatchObject({ outcome: 'placed' });
    expect(await second).toEqual(await first);
    expect(validations.filter((v) => v.body.order_id === id)).toHaveLength(1);
  });

  it('a refused purchase is never pushed', async () => {
    const refused = await validatedOrder(sim, '/validate/refuse');
    await sim.purchase(refused);
    // A witness placed after it, on the same push delay: its push shows the delay has passed.
    const witness = await validatedOrder(sim, '/validate/ok');
    await sim.purchase(witness);
    await until(() => pushes.includes(`/push?checkout_order_id=${witness}`));
    expect(pushes.some((url) => url.includes(refused))).toBe(false);
    expect(sim.pushesSent().some((p) => p.orderId === refused)).toBe(false);
  });
});

describe('an unanswered validation', () => {
  // The merchant holds these answers past the simulator's time limit and never gives them.
  afterAll(() => {
    for (const res of held.splice(0)) res.destroy();
  });

  it('refuses by default, whatever the order’s options say', async () => {
    const strict = await start({ validationTimeoutMs: 50 });
    try {
      const id = await validatedOrder(strict, '/validate/never');
      expect(await strict.purchase(id)).toMatchObject({ outcome: 'refused', merchantStatus: null });
      await expectNotPlaced(strict, id);
    } finally {
      await strict.close();
    }
  });

  it('is approved as Klarna documents, unless the order requires the callback’s success', async () => {
    const klarna = await start({ validationTimeoutMs: 50, approveUnansweredValidation: true });
    try {
      const lax = await validatedOrder(klarna, '/validate/never');
      expect(await klarna.purchase(lax)).toMatchObject({ outcome: 'placed' });
      const required = await validatedOrder(klarna, '/validate/never', {
        require_validate_callback_success: true,
      });
      expect(await klarna.purchase(required)).toMatchObject({
        outcome: 'refused',
        merchantStatus: null,
      });
      await expectNotPlaced(klarna, required);
      expect(order(klarna, required)?.options).toEqual({ require_validate_callback_success: true });
    } finally {
      await klarna.close();
    }
  });
});
