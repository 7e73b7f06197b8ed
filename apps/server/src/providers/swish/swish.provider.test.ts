// The adapter against the real Swish simulator over mutual TLS, with a small shop receiving callbacks.
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:https';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSwishSimulator, type SwishSimulator } from '@shop/simulators';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CallbackRejected,
  PaymentRejected,
  ProviderUnavailable,
  type ProviderCallback,
} from '../payment-provider.js';
import { fakeTimeouts, input, newAttemptId, startCallbackShop, until } from './swish.fixtures.js';
import type { CallbackShop } from './swish.fixtures.js';
import { createSwishProvider, type SwishConfig, type SwishProvider } from './swish.provider.js';

const PAID_AFTER_MS = 200;
const SECRET = 'test-callback-secret';

let dir: string;
let sim: SwishSimulator;
let shop: CallbackShop;
let provider: SwishProvider;
let config: SwishConfig;

/** Moves the simulator's (fake) clock on by PAID_AFTER_MS, then awaits the callback about `id`. */
async function callbackFor(id: string): Promise<ProviderCallback> {
  await vi.advanceTimersByTimeAsync(PAID_AFTER_MS);
  return until(
    () => shop.received.find((callback) => (callback.body as { id?: string }).id === id),
    `callback for ${id}`,
  );
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'swish-adapter-'));
  sim = await startSwishSimulator({ dir, paidAfterMs: PAID_AFTER_MS, retryDelaysMs: [40, 80] });
  shop = await startCallbackShop();
  config = {
    baseUrl: sim.url,
    payeeAlias: sim.payeeAlias,
    cert: sim.clientCert.cert,
    key: sim.clientCert.key,
    ca: sim.clientCert.ca,
    callbackUrl: `${shop.url}/api/payments/swish/callback`,
    callbackSecret: SECRET,
    timeoutMs: 2000,
  };
  provider = createSwishProvider(config);
});

afterAll(async () => {
  provider.close();
  await sim.close();
  await shop.close();
  await rm(dir, { recursive: true, force: true });
});

// A payment stays CREATED, a failed callback waits and a call's time limit holds off until the test
// moves the clock; polls (until) wait in real time.
beforeEach(fakeTimeouts);
afterEach(() => void vi.useRealTimers());

describe('Swish adapter over mutual TLS', () => {
  it('creates a payment, and its callback reads back as a paid event with the amount', async () => {
    const payment = input({ amount: 10050 });
    const created = await provider.create(payment);
    expect(created).toEqual({ providerRef: payment.attemptId, token: null, snippet: null });
    expect(await provider.status(created.providerRef)).toMatchObject({
      state: 'created',
      amount: 10050,
      eventId: `swish:${payment.attemptId}:CREATED`,
    });
    const sent = sim.payments().find((p) => p.id === payment.attemptId);
    expect(sent).toMatchObject({
      amount: 100.5,
      payeePaymentReference: '10023',
      message: 'Order 10023 Nordic Parts',
    });

    const event = await provider.parseCallback(await callbackFor(payment.attemptId));
    expect(event).toMatchObject({
      provider: 'swish',
      eventId: `swish:${payment.attemptId}:PAID`,
      providerRef: payment.attemptId,
      state: 'paid',
      amount: 10050,
      currency: 'SEK',
      errorCode: null,
      customer: null,
    });
    expect(event.paymentReference).toMatch(/^[0-9A-F]{32}$/);
  });

  it('answers the PaymentRequestToken when no payer number is given', async () => {
    const created = await provider.create(input({ payerAlias: null }));
    expect(created.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each(['RF07', 'BANKIDCL', 'FF10', 'TM01', 'DS24'])(
    'reads the message %s back as an error event with that code',
    async (code) => {
      const payment = input({ message: code });
      await provider.create(payment);
      const event = await provider.parseCallback(await callbackFor(payment.attemptId));
      expect(event).toMatchObject({ state: 'error', errorCode: code, paymentReference: null });
      expect(event.eventId).toBe(`swish:${payment.attemptId}:ERROR`);
    },
  );

  it.each([
    [{ payerAlias: '0701234567' }, 'BE18'],
    [{ message: 'AM06' }, 'AM06'],
    [{ message: 'ACMT03' }, 'ACMT03'],
  ])('turns a 422 (%j) into PaymentRejected %s', async (overrides, code) => {
    const error = await provider.create(input(overrides)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentRejected);
    expect(error).toMatchObject({ provider: 'swish', code });
  });

  it('treats a reused attempt (RP09) as created, but not for another payment', async () => {
    const payment = input();
    await provider.create(payment);
    expect(await provider.create(payment)).toEqual({
      providerRef: payment.attemptId,
      token: null,
      snippet: null,
    });
    await expect(provider.create({ ...payment, amount: 20000 })).rejects.toThrow(/another payment/);
  });

  it('cancels a payment while CREATED and does nothing once it is PAID', async () => {
    const open = input();
    await provider.create(open);
    await provider.cancel(open.attemptId);
    expect((await provider.status(open.attemptId)).state).toBe('cancelled');
    await provider.cancel(open.attemptId);

    const paid = input();
    await provider.create(paid);
    await callbackFor(paid.attemptId);
    await expect(provider.cancel(paid.attemptId)).resolves.toBeUndefined();
    expect((await provider.status(paid.attemptId)).state).toBe('paid');
    expect(shop.received.some((c) => (c.body as { id: string }).id === open.attemptId)).toBe(false);
  });

  it('refunds a paid payment and reads the refund back from its callback', async () => {
    const payment = input({ amount: 15000 });
    await provider.create(payment);
    const paid = await provider.parseCallback(await callbackFor(payment.attemptId));
    const refund = {
      attemptId: newAttemptId(),
      providerRef: payment.attemptId,
      paymentReference: null,
      amount: 5000,
      currency: 'SEK',
      message: 'Återbetalning order 10023',
    };
    expect(await provider.refund(refund)).toEqual({
      providerRef: refund.attemptId,
      state: 'created',
    });
    expect(sim.refunds().find((r) => r.id === refund.attemptId)).toMatchObject({
      originalPaymentReference: paid.paymentReference,
      payerPaymentReference: '10023',
      payerAlias: sim.payeeAlias,
      amount: 50,
    });
    // A retried refund with the same attempt reads where the first one stands.
    expect((await provider.refund(refund)).providerRef).toBe(refund.attemptId);

    const callback = await callbackFor(refund.attemptId);
    expect(provider.isRefundCallback(callback)).toBe(true);
    await expect(provider.parseCallback(callback)).rejects.toBeInstanceOf(CallbackRejected);
    expect(await provider.parseRefundCallback(callback)).toEqual({
      providerRef: refund.attemptId,
      state: 'paid',
    });

    const tooMuch = { ...refund, attemptId: newAttemptId(), amount: 10001 };
    await expect(provider.refund(tooMuch)).rejects.toMatchObject({ code: 'RF08' });
  });

  it('rejects a callback with a wrong or missing identifier, or no Swish id', async () => {
    const payment = input();
    await provider.create(payment);
    const body = { id: payment.attemptId, status: 'PAID' };
    const forged = [
      { headers: { callbackidentifier: 'F'.repeat(32) }, query: {}, body },
      { headers: {}, query: {}, body },
      { headers: { callbackidentifier: 'F'.repeat(32) }, query: {}, body: { status: 'PAID' } },
      { headers: {}, query: {}, body: 'not json' },
    ];
    for (const callback of forged) {
      await expect(provider.parseCallback(callback)).rejects.toBeInstanceOf(CallbackRejected);
    }
    await expect(provider.status(newAttemptId())).rejects.toBeInstanceOf(CallbackRejected);
  });

  it('gets the callback again until the shop answers 200', async () => {
    const payment = input();
    shop.failures.set(payment.attemptId, 2);
    await provider.create(payment);
    const mine = () => sim.callbacksSent().filter((c) => c.id === payment.attemptId);
    await callbackFor(payment.attemptId);
    // Each retry's wait (40, then 80 ms) passes once the attempt before it is in.
    for (const [done, wait] of [
      [1, 40],
      [2, 80],
    ] as const) {
      await until(() => (mine().length >= done ? true : undefined), `attempt ${done}`);
      await vi.advanceTimersByTimeAsync(wait);
    }
    // Swish stops once the shop answers 200, so the history is complete when that answer is in it.
    await until(() => (mine().some((c) => c.answered === 200) ? true : undefined), 'answer 200');
    const attempts = mine();
    expect(attempts.map((c) => [c.attempt, c.answered])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
  });

  it('refuses programming errors before calling Swish', async () => {
    await expect(provider.create(input({ currency: 'EUR' }))).rejects.toThrow(/SEK only/);
    await expect(provider.create(input({ attemptId: 'abc' }))).rejects.toThrow(/attemptId/);
  });

  it('is refused with 401 by Swish without the merchant certificate', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${sim.url}/api/v1/paymentrequests/${newAttemptId()}`,
        { ca: sim.ca, agent: false },
        (res) => resolve(res.resume().statusCode ?? 0),
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(401);
  });
});

describe('Swish adapter when Swish is down', () => {
  it('answers ProviderUnavailable at once when nothing listens', async () => {
    const probe = createTcpServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const down = createSwishProvider({
      ...config,
      baseUrl: `https://127.0.0.1:${port}/swish-cpcapi`,
    });
    // The clock never moves, so the refusal, not the time limit, is what answered.
    const error = await down.status(newAttemptId()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as ProviderUnavailable).message).toMatch(/ECONNREFUSED/);
    down.close();
  });

  it('gives up after timeoutMs when Swish does not answer', async () => {
    // Takes the connection and reads, but never answers (not even the TLS handshake).
    const silent = createTcpServer((socket) => socket.on('error', () => {}).resume());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const slow = createSwishProvider({
      ...config,
      baseUrl: `https://127.0.0.1:${port}/swish-cpcapi`,
      timeoutMs: 150,
    });
    let outcome: unknown = 'pending';
    void slow.create(input()).catch((e: unknown) => (outcome = e));
    await vi.advanceTimersByTimeAsync(149);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ProviderUnavailable);
    expect((outcome as ProviderUnavailable).message).toMatch(/within 150 ms/);
    slow.close();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers ProviderUnavailable once the simulator is closed', async () => {
    const other = await startSwishSimulator({ dir, paidAfterMs: PAID_AFTER_MS });
    const gone = createSwishProvider({ ...config, baseUrl: other.url, timeoutMs: 500 });
    await gone.create(input());
    await other.close();
    await expect(gone.status(newAttemptId())).rejects.toBeInstanceOf(ProviderUnavailable);
    gone.close();
  });
});
