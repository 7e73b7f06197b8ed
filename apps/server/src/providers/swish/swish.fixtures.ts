// Test fixtures for the Swish adapter's tests: payment inputs, a shop receiving callbacks, a
// poll-until with a deadline, and faked timeouts, so no test waits on the machine's speed.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { OrderView } from '@shop/domain';
import { vi } from 'vitest';
import type { CreatePaymentInput, ProviderCallback } from '../payment-provider.js';

export const newAttemptId = () => randomBytes(16).toString('hex').toUpperCase();
let payer = 1_000_000;
const newPayer = () => `4670${payer++}`;

export function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    attemptId: newAttemptId(),
    order: { number: '10023' } as OrderView,
    amount: 15000,
    currency: 'SEK',
    payerAlias: newPayer(),
    message: 'Order 10023 – Nordic Parts',
    locale: 'sv-SE',
    ...overrides,
  };
}

/**
 * Polls `read` until it answers a value; the deadline is generous, only a failure meets it. Waits
 * on node:timers/promises, which fake timers leave real, so it also polls while they are on.
 */
export async function until<T>(read: () => T | undefined, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = read();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`no ${what} within ${ms} ms`);
    await delay(20);
  }
}

/** Fakes setTimeout: the simulator's and the adapter's timers fire only when the test says. */
export const fakeTimeouts = () => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

export interface CallbackShop {
  /** http://127.0.0.1:port */
  url: string;
  /** Callbacks received, as the shop's route would hand them to the adapter. */
  received: ProviderCallback[];
  /** How many callbacks for a payment id to answer with 500 before 200. */
  failures: Map<string, number>;
  close(): Promise<void>;
}

/** A small shop on loopback that keeps the Swish callbacks it receives. */
export async function startCallbackShop(): Promise<CallbackShop> {
  const received: ProviderCallback[] = [];
  const failures = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string };
      received.push({ headers: req.headers, query: {}, body });
      const failing = failures.get(body.id) ?? 0;
      failures.set(body.id, failing - 1);
      res.statusCode = failing > 0 ? 500 : 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    failures,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
