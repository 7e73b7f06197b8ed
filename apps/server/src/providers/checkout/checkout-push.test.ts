// The provider's push reaching a merchant server: parseCallback re-reads the order, acknowledge
// stops the pushes, and without it they keep coming. "Stops" is judged in the simulator's own time:
// another order's pushes on the same timers show the retry interval passing, never a sleep.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startCheckoutSimulator, type CheckoutSimulator } from '@shop/simulators';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentEvent, PaymentProvider } from '../payment-provider.js';
import { clickInCheckout, swedishOrder } from './checkout.fixtures.js';
import { createCheckoutProvider } from './checkout.provider.js';

let sim: CheckoutSimulator;
let merchant: Server;
let provider: PaymentProvider;
/** Its orders push to /witness, which answers 200 and never acknowledges. */
let witnessProvider: PaymentProvider;
/** Whether the merchant acknowledges the order it is pushed about. */
let acknowledging = true;
const events: PaymentEvent[] = [];
const failures: unknown[] = [];

beforeAll(async () => {
  sim = await startCheckoutSimulator({
    username: 'shop',
    password: 's3cret',
    pushDelayMs: 100,
    pushRetryMs: 100,
  });
  // The shop's push route in miniature: read the order the push names, store, acknowledge.
  merchant = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://merchant');
    if (url.pathname === '/witness') return void res.writeHead(200).end();
    const query = Object.fromEntries(url.searchParams);
    provider
      .parseCallback({ headers: req.headers, query, body: null })
      .then(async (event) => {
        events.push(event);
        if (acknowledging) await provider.acknowledge?.(event);
        res.writeHead(200).end();
      })
      .catch((error: unknown) => {
        failures.push(error);
        res.writeHead(400).end();
      });
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
  const merchantUrls = {
    terms: `${base}/terms`,
    checkout: `${base}/checkout`,
    confirmation: `${base}/checkout/confirm?checkout_order_id={checkout.order.id}`,
    push: `${base}/api/payments/checkout/push?checkout_order_id={checkout.order.id}`,
  };
  const config = { baseUrl: sim.url, username: 'shop', password: 's3cret', timeoutMs: 5000 };
  provider = createCheckoutProvider({ ...config, merchantUrls });
  witnessProvider = createCheckoutProvider({
    ...config,
    merchantUrls: {
      ...merchantUrls,
      push: `${base}/witness?checkout_order_id={checkout.order.id}`,
    },
  });
});
afterAll(async () => {
  await sim.close();
  await new Promise<void>((resolve) => merchant.close(() => resolve()));
});

/** Awaits `check`; the deadline is generous, only a failure meets it. */
const until = (check: () => boolean, ms = 15_000): Promise<void> =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: ms, interval: 20 });

/** A purchase completed by the customer; its provider reference. */
async function purchase(through = provider): Promise<string> {
  const order = swedishOrder();
  const created = await through.create({
    attemptId: 'C'.repeat(32),
    order,
    amount: order.figures.total,
    currency: 'SEK',
    payerAlias: null,
    message: 'Order',
    locale: 'sv-SE',
  });
  const res = await clickInCheckout(created.snippet ?? '', 'Complete purchase');
  expect(res.status).toBe(303);
  return created.providerRef;
}

const pushes = (ref: string) => sim.pushesSent().filter((p) => p.orderId === ref);
const acknowledged = (ref: string) => sim.orders().find((o) => o.order_id === ref)?.acknowledged;

/** Lets the push interval pass `n` times: a witness order is pushed `n` times, then acknowledged. */
async function pushIntervals(n: number): Promise<void> {
  const witness = await purchase(witnessProvider);
  await until(() => pushes(witness).length >= n);
  await witnessProvider.acknowledge?.(await witnessProvider.status(witness));
}

describe('checkout push', () => {
  it('arrives, reads paid, and once acknowledged stops', async () => {
    acknowledging = true;
    const ref = await purchase();
    await until(() => events.some((e) => e.providerRef === ref));
    expect(events.find((e) => e.providerRef === ref)).toMatchObject({
      state: 'paid',
      eventId: `checkout:${ref}:PAID`,
      customer: { email: 'anna.svensson@example.com' },
    });
    await pushIntervals(3);
    expect(pushes(ref)).toEqual([{ orderId: ref, attempt: 1, status: 200 }]);
    expect(acknowledged(ref)).toBe(true);
    expect(failures).toEqual([]);
  });

  it('repeats while the merchant does not acknowledge, each push the same event', async () => {
    acknowledging = false;
    const ref = await purchase();
    await until(() => pushes(ref).length >= 3);
    const mine = events.filter((e) => e.providerRef === ref);
    expect(new Set(mine.map((e) => e.eventId))).toEqual(new Set([`checkout:${ref}:PAID`]));
    acknowledging = true;
    await until(() => acknowledged(ref) === true);
    const atAcknowledgement = pushes(ref).length;
    await pushIntervals(3);
    // Only the push that acknowledged may still have been on its way; none follows it.
    expect(pushes(ref).length).toBeLessThanOrEqual(atAcknowledgement + 1);
    expect(failures).toEqual([]);
  });
});
