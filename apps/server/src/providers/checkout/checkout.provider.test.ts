// The checkout adapter against the real simulator over HTTP: create, the customer's purchase in the
// hosted page, status, cancel, refund, and how failures reach the payments module.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startCheckoutSimulator, type CheckoutSimulator } from '@shop/simulators';
import type { OrderView } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CallbackRejected,
  PaymentRejected,
  ProviderUnavailable,
  type CreatePaymentInput,
  type PaymentProvider,
} from '../payment-provider.js';
import { createCheckoutClient } from './checkout.client.js';
import { MERCHANT_URLS, clickInCheckout, finnishOrder, swedishOrder } from './checkout.fixtures.js';
import { createCheckoutProvider, type CheckoutConfig } from './checkout.provider.js';
import { toCheckoutOrder } from './checkout-order-lines.js';

const ATTEMPT = '0123456789ABCDEF0123456789ABCDEF';
let sim: CheckoutSimulator;
let provider: PaymentProvider;
let config: CheckoutConfig;

beforeAll(async () => {
  // Pushes are another file's subject: here they would only knock on a closed port, much later.
  sim = await startCheckoutSimulator({
    username: 'shop',
    password: 's3cret',
    pushDelayMs: 600_000,
  });
  config = {
    baseUrl: sim.url,
    username: 'shop',
    password: 's3cret',
    merchantUrls: MERCHANT_URLS,
    timeoutMs: 5000,
  };
  provider = createCheckoutProvider(config);
});
afterAll(() => sim.close());

const input = (order: OrderView, locale: string): CreatePaymentInput => ({
  attemptId: ATTEMPT,
  order,
  amount: order.figures.total,
  currency: order.currency.code,
  payerAlias: null,
  message: `Order ${order.number}`,
  locale,
});

const simOrder = (ref: string) => sim.orders().find((o) => o.order_id === ref);

describe('create', () => {
  it.each([
    ['a Swedish order (SE, SEK, 25 %)', swedishOrder(), 'sv-SE', 'SE', 'SEK', 2500],
    ['a Finnish order (FI, EUR, 25.5 %)', finnishOrder(), 'fi-FI', 'FI', 'EUR', 2550],
  ])('makes %s the provider accepts', async (_name, order, locale, country, currency, rate) => {
    const created = await provider.create(input(order, locale));
    expect(created.token).toBeNull();
    expect(created.snippet).toContain(`${sim.origin}/checkout/${created.providerRef}`);
    const held = simOrder(created.providerRef);
    expect(held).toMatchObject({
      purchase_country: country,
      purchase_currency: currency,
      locale,
      order_amount: order.figures.total,
      merchant_reference1: order.number,
      merchant_reference2: ATTEMPT,
      merchant_urls: MERCHANT_URLS,
    });
    expect(held?.order_lines.every((l) => l.tax_rate === rate)).toBe(true);
    expect(held?.order_lines.map((l) => l.type)).toEqual(
      expect.arrayContaining(['physical', 'surcharge', 'shipping_fee']),
    );
    expect(held?.order_tax_amount).toBe(
      held?.order_lines.reduce((sum, l) => sum + l.total_tax_amount, 0),
    );
    const event = await provider.status(created.providerRef);
    expect(event).toMatchObject({
      provider: 'checkout',
      state: 'created',
      eventId: `checkout:${created.providerRef}:CREATED`,
      amount: order.figures.total,
      currency,
      customer: null,
    });
  });

  it('passes on the provider’s refusal of a tampered body as PaymentRejected BAD_VALUE', async () => {
    const order = swedishOrder();
    const body = { ...toCheckoutOrder(order, 'sv-SE'), merchant_urls: MERCHANT_URLS };
    body.order_lines[0]!.total_tax_amount += 5;
    const client = createCheckoutClient(config);
    const call = client({ method: 'POST', path: '/checkout/v3/orders', body });
    await expect(call).rejects.toBeInstanceOf(PaymentRejected);
    await expect(call).rejects.toMatchObject({
      provider: 'checkout',
      code: 'BAD_VALUE',
      message: expect.stringContaining('Bad value: order_lines[0].total_tax_amount'),
    });
    // Through the adapter: a locale the provider does not take.
    await expect(provider.create(input(order, 'Swedish'))).rejects.toMatchObject({
      name: 'PaymentRejected',
      code: 'BAD_VALUE',
      message: 'Bad value: locale',
    });
  });

  it('refuses to charge another amount than the order’s total', async () => {
    const order = swedishOrder();
    await expect(
      provider.create({ ...input(order, 'sv-SE'), amount: order.figures.total - 1 }),
    ).rejects.toThrow(/totals/);
  });
});

describe('the customer in the hosted page', () => {
  it('Complete purchase sends the shop page to the confirmation URL, and the order reads paid', async () => {
    const order = swedishOrder();
    const created = await provider.create(input(order, 'sv-SE'));
    const res = await clickInCheckout(created.snippet ?? '', 'Complete purchase');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://127.0.0.1:9/checkout/confirm?checkout_order_id=${created.providerRef}`,
    );
    const event = await provider.status(created.providerRef);
    const address = {
      given_name: 'Anna',
      family_name: 'Svensson',
      care_of: '',
      street_address: 'Storgatan 1',
      postal_code: '123 45',
      city: 'Stockholm',
      phone: '+46701234567',
      country: 'se',
    };
    expect(event).toEqual({
      provider: 'checkout',
      eventId: `checkout:${created.providerRef}:PAID`,
      providerRef: created.providerRef,
      attemptId: ATTEMPT,
      state: 'paid',
      amount: order.figures.total,
      currency: 'SEK',
      paymentReference: expect.stringMatching(/^[0-9A-F]{8}$/),
      errorCode: null,
      errorMessage: null,
      customer: {
        email: 'anna.svensson@example.com',
        billingAddress: address,
        shippingAddress: null,
      },
    });
  });

  it('a different delivery address comes back as shippingAddress', async () => {
    const created = await provider.create(input(finnishOrder(), 'fi-FI'));
    const res = await clickInCheckout(created.snippet ?? '', 'Complete purchase', {
      shipping_given_name: 'Eero',
      shipping_family_name: 'Korhonen',
      shipping_street_address: 'Hämeenkatu 5',
      shipping_postal_code: '33100',
      shipping_city: 'Tampere',
      shipping_phone: '+358501234567',
    });
    expect(res.status).toBe(303);
    const { customer } = await provider.status(created.providerRef);
    expect(customer?.billingAddress).toMatchObject({ given_name: 'Aino', country: 'fi' });
    expect(customer?.shippingAddress).toMatchObject({
      given_name: 'Eero',
      city: 'Tampere',
      country: 'fi',
    });
  });

  it('Abort sends the shop page back to its checkout; the order stays created', async () => {
    const created = await provider.create(input(swedishOrder(), 'sv-SE'));
    const res = await clickInCheckout(created.snippet ?? '', 'Abort');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://127.0.0.1:9/checkout?order=${created.providerRef}`,
    );
    expect((await provider.status(created.providerRef)).state).toBe('created');
  });
});

describe('cancel and refund', () => {
  it('cancel leaves an unfinished checkout alone and voids an authorised order once', async () => {
    const created = await provider.create(input(swedishOrder(), 'sv-SE'));
    await provider.cancel(created.providerRef);
    expect(simOrder(created.providerRef)?.status).toBe('checkout_incomplete');
    await clickInCheckout(created.snippet ?? '', 'Complete purchase');
    await provider.cancel(created.providerRef);
    await provider.cancel(created.providerRef);
    const event = await provider.status(created.providerRef);
    expect(event).toMatchObject({
      state: 'cancelled',
      eventId: `checkout:${created.providerRef}:CANCELLED`,
    });
  });

  it('gives back uncaptured money by releasing the authorisation, once, and never in part', async () => {
    const order = finnishOrder();
    const created = await provider.create(input(order, 'fi-FI'));
    await clickInCheckout(created.snippet ?? '', 'Complete purchase');
    const refund = {
      attemptId: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      providerRef: created.providerRef,
      paymentReference: null,
      amount: 1000,
      currency: 'EUR',
      message: 'Paid twice',
    };
    await expect(provider.refund(refund)).rejects.toMatchObject({
      name: 'PaymentRejected',
      code: 'NOT_ALLOWED',
    });
    const whole = { ...refund, amount: order.figures.total };
    expect(await provider.refund(whole)).toEqual({
      providerRef: created.providerRef,
      state: 'paid',
    });
    expect(await provider.status(created.providerRef)).toMatchObject({ state: 'cancelled' });
    // A retried refund finds the money given back already.
    expect(await provider.refund(whole)).toEqual({
      providerRef: created.providerRef,
      state: 'paid',
    });
  });
});

describe('failures', () => {
  it('wrong credentials: ProviderUnavailable(401)', async () => {
    const wrong = createCheckoutProvider({ ...config, password: 'wrong' });
    const call = wrong.create(input(swedishOrder(), 'sv-SE'));
    await expect(call).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(call).rejects.toMatchObject({ provider: 'checkout', status: 401 });
  });

  it('a provider that is down: ProviderUnavailable at once', async () => {
    const down = await startCheckoutSimulator({ username: 'shop', password: 's3cret' });
    await down.close();
    // A time limit past the test's own: an answer at all means the refusal came first.
    const gone = createCheckoutProvider({ ...config, baseUrl: down.url, timeoutMs: 3_600_000 });
    await expect(gone.status('6f1c2a9e-3b7d-4c1a-9e0f-2a4b6c8d0e1f')).rejects.toMatchObject({
      name: 'ProviderUnavailable',
      status: null,
      message: expect.not.stringMatching(/timeout/i),
    });
  });

  describe('a provider that hangs or fails', () => {
    let server: Server;
    let base = '';
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url?.includes('busy'))
          res.writeHead(503).end('{"error_code":"TEMPORARILY_UNAVAILABLE"}');
        // else: never answers
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('gives up after timeoutMs', async () => {
      const slow = createCheckoutProvider({ ...config, baseUrl: base, timeoutMs: 200 });
      // The server never answers and Node's own limits are minutes: only timeoutMs ends the call.
      await expect(slow.status('6f1c2a9e-3b7d-4c1a-9e0f-2a4b6c8d0e1f')).rejects.toMatchObject({
        name: 'ProviderUnavailable',
        status: null,
        message: expect.stringMatching(/aborted due to timeout/),
      });
    });

    it('5xx: ProviderUnavailable with the status', async () => {
      const busy = createCheckoutProvider({ ...config, baseUrl: `${base}/busy` });
      await expect(busy.status('6f1c2a9e-3b7d-4c1a-9e0f-2a4b6c8d0e1f')).rejects.toMatchObject({
        name: 'ProviderUnavailable',
        status: 503,
      });
    });
  });

  it.each([
    [{}],
    [{ checkout_order_id: 'not-an-id' }],
    [{ checkout_order_id: ['6f1c2a9e-3b7d-4c1a-9e0f-2a4b6c8d0e1f'] }],
    [{ checkout_order_id: '6f1c2a9e-3b7d-4c1a-9e0f-2a4b6c8d0e1f' }],
  ])('a push with query %j is not the provider’s: CallbackRejected', async (query) => {
    await expect(provider.parseCallback({ headers: {}, query, body: null })).rejects.toBeInstanceOf(
      CallbackRejected,
    );
  });
});
