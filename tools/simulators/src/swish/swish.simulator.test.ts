import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSwishSimulator, type SwishSimulator } from './index.js';
import { callSwish, until, type CallOptions } from './swish.testing.js';

const PAID_AFTER_MS = 150;
let dir: string;
let sim: SwishSimulator;
let shop: Server;
let callbackUrl: string;
/** Callbacks the fake shop received, and the statuses it answers next (then 200). */
const received: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
const answers: number[] = [];

let counter = 0;
const newId = () =>
  (Date.now().toString(16) + (counter++).toString(16)).toUpperCase().padStart(32, '0');

/** One call to the simulator over mutual TLS (or with no client certificate). */
const call = (method: string, path: string, body?: unknown, options?: CallOptions) =>
  callSwish(sim, method, path, body, options);

const paymentBody = (overrides: Record<string, unknown> = {}) => ({
  payeePaymentReference: '10023',
  callbackUrl,
  payerAlias: `4670${String(1000000 + counter++).slice(-7)}`,
  payeeAlias: '1234679304',
  amount: '100.50',
  currency: 'SEK',
  message: 'Order 10023',
  callbackIdentifier: 'A'.repeat(32),
  ...overrides,
});

const callbackFor = (id: string) => () => received.find((entry) => entry.body.id === id);
/** Moves the (fake) clock past PAID_AFTER_MS, then awaits the callback about `id`. */
async function settled(id: string) {
  await vi.advanceTimersByTimeAsync(PAID_AFTER_MS);
  return until(callbackFor(id));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'swish-sim-'));
  sim = await startSwishSimulator({ dir, paidAfterMs: PAID_AFTER_MS, retryDelaysMs: [30, 60] });
  shop = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      res.statusCode = answers.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/swish/callback`;
});

afterAll(async () => {
  await sim.close();
  shop.closeAllConnections();
  await new Promise((resolve) => shop.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('Swish simulator', () => {
  // A request stays CREATED, and a failed callback waits, until the test moves the clock.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => void vi.useRealTimers());

  it('creates a payment request, turns it PAID and calls back with the identifier', async () => {
    const id = newId();
    const created = await call('PUT', `/api/v2/paymentrequests/${id}`, paymentBody());
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe(`${sim.url}/api/v1/paymentrequests/${id}`);
    expect(created.headers.paymentrequesttoken).toBeUndefined();
    expect((await call('GET', `/api/v1/paymentrequests/${id}`)).body).toMatchObject({
      id,
      status: 'CREATED',
      amount: 100.5,
      currency: 'SEK',
      paymentReference: null,
    });

    const callback = await settled(id);
    expect(callback.headers.callbackidentifier).toBe('A'.repeat(32));
    expect(callback.body).toMatchObject({
      id,
      status: 'PAID',
      amount: 100.5,
      payeePaymentReference: '10023',
    });
    expect(callback.body.paymentReference).toMatch(/^[0-9A-F]{32}$/);
    expect((await call('GET', `/api/v1/paymentrequests/${id}`)).body).toEqual(callback.body);
  });

  it('answers a PaymentRequestToken when no payer number is given (m-commerce)', async () => {
    const created = await call(
      'PUT',
      `/api/v2/paymentrequests/${newId()}`,
      paymentBody({ payerAlias: null }),
    );
    expect(created.status).toBe(201);
    expect(created.headers.paymentrequesttoken).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a reused instructionUUID with RP09 and a malformed one with 400', async () => {
    const id = newId();
    expect((await call('PUT', `/api/v2/paymentrequests/${id}`, paymentBody())).status).toBe(201);
    const again = await call('PUT', `/api/v2/paymentrequests/${id}`, paymentBody());
    expect(again.status).toBe(422);
    expect(again.body).toEqual([expect.objectContaining({ errorCode: 'RP09' })]);
    expect(
      (await call('PUT', `/api/v2/paymentrequests/${id.toLowerCase()}`, paymentBody())).status,
    ).toBe(400);
  });

  it('answers a 422 array for a bad field and RP06 for a payer with a waiting request', async () => {
    const bad = await call(
      'PUT',
      `/api/v2/paymentrequests/${newId()}`,
      paymentBody({ payerAlias: '0701234567' }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual([
      { errorCode: 'BE18', errorMessage: 'Payer alias is invalid', additionalInformation: null },
    ]);
    const payer = paymentBody().payerAlias;
    await call('PUT', `/api/v2/paymentrequests/${newId()}`, paymentBody({ payerAlias: payer }));
    const second = await call(
      'PUT',
      `/api/v2/paymentrequests/${newId()}`,
      paymentBody({ payerAlias: payer }),
    );
    expect(second.body).toEqual([expect.objectContaining({ errorCode: 'RP06' })]);
  });

  it('answers 401 to a client without its certificate and 403 to another payee', async () => {
    const anonymous = await call('PUT', `/api/v2/paymentrequests/${newId()}`, paymentBody(), {
      withCert: false,
    });
    expect(anonymous.status).toBe(401);
    const other = await call(
      'PUT',
      `/api/v2/paymentrequests/${newId()}`,
      paymentBody({ payeeAlias: '1231181189' }),
    );
    expect(other.status).toBe(403);
  });

  it('answers 404 for unknown ids and the retired v1 create, 405 and 415 for wrong calls', async () => {
    expect((await call('GET', `/api/v1/paymentrequests/${newId()}`)).status).toBe(404);
    expect((await call('GET', `/api/v1/refunds/${newId()}`)).status).toBe(404);
    expect((await call('POST', '/api/v1/paymentrequests', paymentBody())).status).toBe(404);
    expect((await call('POST', `/api/v2/paymentrequests/${newId()}`, paymentBody())).status).toBe(
      405,
    );
    const text = await call('PUT', `/api/v2/paymentrequests/${newId()}`, paymentBody(), {
      contentType: 'text/plain',
    });
    expect(text.status).toBe(415);
  });

  it('cancels only while CREATED, and a cancelled request is never called back', async () => {
    const id = newId();
    await call('PUT', `/api/v2/paymentrequests/${id}`, paymentBody());
    const patch = [{ op: 'replace', path: '/status', value: 'cancelled' }];
    const type = { contentType: 'application/json-patch+json' };
    expect(
      (
        await call('PATCH', `/api/v1/paymentrequests/${id}`, patch, {
          contentType: 'application/json',
        })
      ).status,
    ).toBe(415);
    const cancelled = await call('PATCH', `/api/v1/paymentrequests/${id}`, patch, type);
    expect(cancelled).toMatchObject({ status: 200, body: { id, status: 'CANCELLED' } });
    const again = await call('PATCH', `/api/v1/paymentrequests/${id}`, patch, type);
    expect(again.body).toEqual([expect.objectContaining({ errorCode: 'RP07' })]);
    // A request made after it is called back after it would have been.
    const witness = newId();
    await call('PUT', `/api/v2/paymentrequests/${witness}`, paymentBody());
    await settled(witness);
    expect(received.some((entry) => entry.body.id === id)).toBe(false);
    expect(sim.payments().find((p) => p.id === id)?.status).toBe('CANCELLED');
  });

  it('holds a request CREATED until the test settles it, while others are paid as usual', async () => {
    const id = newId();
    sim.setHoldPayments(true);
    await call('PUT', `/api/v2/paymentrequests/${id}`, paymentBody());
    sim.setHoldPayments(false);
    // A request made after it is called back; the held one is not.
    const witness = newId();
    await call('PUT', `/api/v2/paymentrequests/${witness}`, paymentBody());
    await settled(witness);
    expect(received.some((entry) => entry.body.id === id)).toBe(false);
    expect((await call('GET', `/api/v1/paymentrequests/${id}`)).body).toMatchObject({
      status: 'CREATED',
    });
    await sim.settlePayment(id);
    expect((await until(callbackFor(id))).body).toMatchObject({ id, status: 'PAID' });
  });

  it.each(['RF07', 'BANKIDCL', 'FF10', 'TM01', 'DS24'])(
    'turns the message %s into an ERROR callback',
    async (code) => {
      const id = newId();
      await call('PUT', `/api/v2/paymentrequests/${id}`, paymentBody({ message: code }));
      const callback = await settled(id);
      expect(callback.body).toMatchObject({
        status: 'ERROR',
        errorCode: code,
        paymentReference: null,
      });
      expect(callback.body.errorMessage).toEqual(expect.any(String));
    },
  );

  it('retries a callback the shop does not answer with 200', async () => {
    answers.push(500, 503);
    const id = newId();
    await call('PUT', `/api/v2/paymentrequests/${id}`, paymentBody());
    const mine = () => sim.callbacksSent().filter((c) => c.id === id);
    await settled(id);
    // Each retry's wait (30, then 60 ms) passes once the attempt before it is in.
    for (const [done, wait] of [
      [1, 30],
      [2, 60],
    ] as const) {
      await until(() => (mine().length >= done ? true : undefined));
      await vi.advanceTimersByTimeAsync(wait);
    }
    await until(() => (mine().some((c) => c.answered === 200) ? true : undefined));
    expect(mine()).toEqual([
      { kind: 'payment', id, status: 'PAID', attempt: 1, answered: 500 },
      { kind: 'payment', id, status: 'PAID', attempt: 2, answered: 503 },
      { kind: 'payment', id, status: 'PAID', attempt: 3, answered: 200 },
    ]);
  });

  it('refunds a paid payment: CREATED, DEBITED, then PAID with a callback', async () => {
    const paymentId = newId();
    await call('PUT', `/api/v2/paymentrequests/${paymentId}`, paymentBody());
    const paid = await settled(paymentId);
    const refundBody = {
      originalPaymentReference: paid.body.paymentReference,
      payerPaymentReference: '10023',
      callbackUrl,
      payerAlias: '1234679304',
      amount: '60.00',
      currency: 'SEK',
      message: 'Refund 10023',
    };
    const id = newId();
    const created = await call('PUT', `/api/v2/refunds/${id}`, refundBody);
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe(`${sim.url}/api/v1/refunds/${id}`);
    expect((await call('GET', `/api/v1/refunds/${id}`)).body).toMatchObject({
      id,
      status: 'CREATED',
      amount: 60,
    });
    await vi.advanceTimersByTimeAsync(PAID_AFTER_MS / 2);
    expect(sim.refunds().find((r) => r.id === id)?.status).toBe('DEBITED');
    const callback = await settled(id);
    expect(callback.body).toMatchObject({
      id,
      status: 'PAID',
      originalPaymentReference: paid.body.paymentReference,
    });

    const tooMuch = await call('PUT', `/api/v2/refunds/${newId()}`, {
      ...refundBody,
      amount: '50.00',
    });
    expect(tooMuch.body).toEqual([expect.objectContaining({ errorCode: 'RF08' })]);
    const unknown = await call('PUT', `/api/v2/refunds/${newId()}`, {
      ...refundBody,
      originalPaymentReference: 'X1',
    });
    expect(unknown.body).toEqual([expect.objectContaining({ errorCode: 'RF02' })]);
  });

  it('stops its timers on close: a request still CREATED is never settled', async () => {
    const other = await startSwishSimulator({ dir, paidAfterMs: 50 });
    const id = newId();
    const created = await callSwish(other, 'PUT', `/api/v2/paymentrequests/${id}`, paymentBody());
    expect(created.status).toBe(201);
    await other.close();
    // Its 50 ms pass on the clock; a witness request on the open simulator shows callbacks still flow.
    const witness = newId();
    await call('PUT', `/api/v2/paymentrequests/${witness}`, paymentBody());
    await settled(witness);
    expect(received.some((entry) => entry.body.id === id)).toBe(false);
    expect(other.payments()[0]?.status).toBe('CREATED');
    expect(other.callbacksSent()).toEqual([]);
  });
});
