// Pushes after a purchase: repeated until acknowledged, sent to the merchant's URL with the order
// id put in, and stopped by close(). "No more pushes" is judged in the simulators' own time: a
// witness order's pushes, on timers started later, show the interval passing; never a sleep.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCheckoutSimulator } from './checkout.server.js';
import { PASSWORD, USER, api, clickButton, createOrder } from './checkout.testing.js';
import type { CheckoutSimulator } from './checkout.types.js';

let merchant: Server;
let base = '';
const received: string[] = [];

beforeAll(async () => {
  merchant = createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => merchant.close(() => resolve())));

/** Awaits `check`; the deadline is generous, only a failure meets it. */
const until = (check: () => boolean, ms = 15_000): Promise<void> =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: ms, interval: 20 });

/** Completes a witness order on `sim` (never acknowledged) and waits until it was pushed `n` times. */
async function pushIntervals(sim: CheckoutSimulator, n: number): Promise<void> {
  const witness = await createOrder(sim, base);
  await clickButton(sim, witness, 'complete');
  await until(() => sim.pushesSent().filter((p) => p.orderId === witness).length >= n);
}

describe('checkout pushes', () => {
  it('push until acknowledged, then stop', async () => {
    const sim = await startCheckoutSimulator({
      username: USER,
      password: PASSWORD,
      pushDelayMs: 50,
      pushRetryMs: 50,
    });
    try {
      const id = await createOrder(sim, base);
      await clickButton(sim, id, 'complete');
      const mine = () => sim.pushesSent().filter((p) => p.orderId === id);
      await until(() => mine().length >= 3);
      expect(mine().slice(0, 3)).toEqual([
        { orderId: id, attempt: 1, status: 200 },
        { orderId: id, attempt: 2, status: 200 },
        { orderId: id, attempt: 3, status: 200 },
      ]);
      expect(received).toContain(`POST /push?checkout_order_id=${id}`);
      await api(sim, 'POST', `/ordermanagement/v1/orders/${id}/acknowledge`);
      const atAcknowledgement = mine().length;
      await pushIntervals(sim, 4);
      // Only a push on its way at the acknowledgement may still land; none starts after it.
      expect(mine().length).toBeLessThanOrEqual(atAcknowledgement + 1);
    } finally {
      await sim.close();
    }
  });

  it('counts an unreachable merchant as no answer and keeps trying', async () => {
    const sim = await startCheckoutSimulator({
      username: USER,
      password: PASSWORD,
      pushDelayMs: 20,
      pushRetryMs: 20,
    });
    try {
      const id = await createOrder(sim, 'http://127.0.0.1:9');
      await clickButton(sim, id, 'complete');
      await until(() => sim.pushesSent().length >= 2);
      expect(sim.pushesSent()[0]).toEqual({ orderId: id, attempt: 1, status: null });
    } finally {
      await sim.close();
    }
  });

  it('sends nothing once closed', async () => {
    const sim = await startCheckoutSimulator({
      username: USER,
      password: PASSWORD,
      pushDelayMs: 100,
    });
    const id = await createOrder(sim, base);
    await clickButton(sim, id, 'complete');
    await sim.close();
    // The same delay on a simulator started later: its second push comes after the closed one's first.
    const witness = await startCheckoutSimulator({
      username: USER,
      password: PASSWORD,
      pushDelayMs: 100,
      pushRetryMs: 100,
    });
    try {
      await pushIntervals(witness, 2);
    } finally {
      await witness.close();
    }
    expect(sim.pushesSent()).toEqual([]);
    expect(received.some((r) => r.includes(id))).toBe(false);
  });
});
