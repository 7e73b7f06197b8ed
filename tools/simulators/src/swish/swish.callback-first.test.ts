// callbackBeforeAnswer: the payment is settled and its callback answered (or failed) before the
// create's 201 leaves, the race a shop must survive. Order is judged by events the test records.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSwishSimulator, type SwishSimulator } from './index.js';
import { callSwish, until } from './swish.testing.js';

let dir: string;
let sim: SwishSimulator;
let shop: Server;
let callbackUrl: string;
/** What happened, in order: `callback <id> <status>`, `answered <id> <code>`, `201 <id>`. */
const events: string[] = [];
/** Statuses the shop answers next (then 200); `hold` keeps the next answer until the test gives it. */
const answers: (number | 'hold')[] = [];
const held: { id: string; res: ServerResponse }[] = [];

let counter = 0;
const newId = () =>
  (Date.now().toString(16) + (counter++).toString(16)).toUpperCase().padStart(32, '0');

const paymentBody = (overrides: Record<string, unknown> = {}) => ({
  payeePaymentReference: '10023',
  callbackUrl,
  payerAlias: `4670${String(2000000 + counter++).slice(-7)}`,
  payeeAlias: '1234679304',
  amount: '100.50',
  currency: 'SEK',
  message: 'Order 10023',
  callbackIdentifier: 'B'.repeat(32),
  ...overrides,
});

function answer(id: string, res: ServerResponse, status: number): void {
  res.on('finish', () => events.push(`answered ${id} ${status}`));
  res.writeHead(status).end();
}

/** PUT a payment request; its 201 (or other answer) is recorded as an event when it arrives. */
async function create(id: string, body = paymentBody()) {
  const reply = await callSwish(sim, 'PUT', `/api/v2/paymentrequests/${id}`, body);
  events.push(`${reply.status} ${id}`);
  return reply;
}

const of = (id: string) => events.filter((event) => event.includes(id));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'swish-first-'));
  // Left alone, a request would wait a minute to be paid: any callback here is callback-first's.
  sim = await startSwishSimulator({
    dir,
    paidAfterMs: 60_000,
    retryDelaysMs: [30],
    callbackBeforeAnswer: true,
  });
  shop = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
      const id = String(body.id);
      events.push(`callback ${id} ${body.status}`);
      const next = answers.shift() ?? 200;
      if (next === 'hold') held.push({ id, res });
      else answer(id, res, next);
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

describe('Swish callback before the answer', () => {
  it('pays the request and waits for the shop’s answer to its callback before the 201', async () => {
    answers.push('hold');
    const id = newId();
    const created = create(id);
    await until(() => (held.length === 1 ? true : undefined));
    // While the shop holds its answer, the payment reads PAID and the create is still open.
    const paid = await callSwish(sim, 'GET', `/api/v1/paymentrequests/${id}`);
    expect(paid.body).toMatchObject({ id, status: 'PAID', paymentReference: expect.any(String) });
    answer(id, held.shift()!.res, 200);
    const reply = await created;
    expect(reply.status).toBe(201);
    expect(reply.headers.location).toBe(`${sim.url}/api/v1/paymentrequests/${id}`);
    expect(of(id)).toEqual([`callback ${id} PAID`, `answered ${id} 200`, `201 ${id}`]);
    expect(sim.callbacksSent().filter((c) => c.id === id)).toEqual([
      { kind: 'payment', id, status: 'PAID', attempt: 1, answered: 200 },
    ]);
  });

  it('calls back a test error code (ERROR) before the 201 too', async () => {
    const id = newId();
    expect((await create(id, paymentBody({ message: 'RF07' }))).status).toBe(201);
    expect(of(id)).toEqual([`callback ${id} ERROR`, `answered ${id} 200`, `201 ${id}`]);
  });

  it('answers after a callback the shop refused, and retries that callback as usual', async () => {
    answers.push(500);
    const id = newId();
    expect((await create(id)).status).toBe(201);
    expect(of(id).slice(0, 3)).toEqual([`callback ${id} PAID`, `answered ${id} 500`, `201 ${id}`]);
    const mine = () => sim.callbacksSent().filter((c) => c.id === id);
    await until(() => (mine().some((c) => c.answered === 200) ? true : undefined));
    expect(mine().map((c) => c.answered)).toEqual([500, 200]);
  });

  it('answers after a callback that could not be delivered', async () => {
    const id = newId();
    const body = paymentBody({ callbackUrl: 'http://127.0.0.1:9/swish/callback' });
    expect((await create(id, body)).status).toBe(201);
    expect(sim.callbacksSent().filter((c) => c.id === id)[0]).toEqual({
      kind: 'payment',
      id,
      status: 'PAID',
      attempt: 1,
      answered: null,
    });
    expect(sim.payments().find((p) => p.id === id)?.status).toBe('PAID');
  });

  it('answers a refused request at once, settling nothing', async () => {
    const id = newId();
    expect((await create(id)).status).toBe(201);
    const again = await create(id);
    expect(again.status).toBe(422);
    expect(again.body).toEqual([expect.objectContaining({ errorCode: 'RP09' })]);
    expect(of(id)).toEqual([`callback ${id} PAID`, `answered ${id} 200`, `201 ${id}`, `422 ${id}`]);
  });

  it('is switched per test without a restart', async () => {
    sim.setCallbackBeforeAnswer(false);
    try {
      const later = newId();
      expect((await create(later)).status).toBe(201);
      expect(sim.payments().find((p) => p.id === later)?.status).toBe('CREATED');
      expect(of(later)).toEqual([`201 ${later}`]);
    } finally {
      sim.setCallbackBeforeAnswer(true);
    }
    const first = newId();
    expect((await create(first)).status).toBe(201);
    expect(of(first)).toEqual([`callback ${first} PAID`, `answered ${first} 200`, `201 ${first}`]);
  });
});
