// Wakes whoever waits for an order's payment (POST /api/swish/request holds its call open) when an
// event about it is committed: in this process directly, and in every other process through
// PostgreSQL LISTEN/NOTIFY, since the callback may land on another process than the waiting one.
import { EventEmitter } from 'node:events';
import { afterCommit, listen, notify } from '@shop/db';
import type { Executor, NotificationListener } from '@shop/db';

export const PAYMENTS_CHANNEL = 'shop_payments';

export interface PaymentWaiter {
  /** Resolves at the next signal for this key (or one that came since the last wait), or after `ms`. */
  wait(ms: number): Promise<void>;
  close(): void;
}

export interface PaymentSignals {
  /** Signals `key` once `executor`'s transaction commits. */
  publish(executor: Executor, key: string): Promise<void>;
  waiter(key: string): PaymentWaiter;
  close(): Promise<void>;
}

function waiterOn(emitter: EventEmitter, key: string): PaymentWaiter {
  let signalled = false;
  let wake: (() => void) | null = null;
  const onSignal = () => {
    signalled = true;
    wake?.();
  };
  emitter.on(key, onSignal);
  return {
    wait(ms) {
      if (signalled) {
        signalled = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const timer = setTimeout(done, Math.max(0, ms));
        function done() {
          clearTimeout(timer);
          wake = null;
          signalled = false;
          resolve();
        }
        wake = done;
      });
    },
    close() {
      emitter.off(key, onSignal);
      wake?.();
    },
  };
}

function emitterWithRoom(): EventEmitter {
  const emitter = new EventEmitter();
  // One listener per waiting customer: many at once is normal, not a leak.
  emitter.setMaxListeners(0);
  return emitter;
}

/** One process (SQLite): signals stay in memory. */
export function localPaymentSignals(): PaymentSignals {
  const emitter = emitterWithRoom();
  return {
    async publish(executor, key) {
      afterCommit(executor, () => emitter.emit(key));
    },
    waiter: (key) => waiterOn(emitter, key),
    async close() {},
  };
}

/** Several processes on one PostgreSQL: the NOTIFY rides the transaction, so it is sent at commit. */
export async function postgresPaymentSignals(
  databaseUrl: string,
  onError: (error: unknown) => void,
): Promise<PaymentSignals> {
  const emitter = emitterWithRoom();
  const listener: NotificationListener = await listen(databaseUrl, PAYMENTS_CHANNEL, {
    onMessage: (key) => emitter.emit(key),
    // Whatever was missed, waiters re-read the database on their own schedule too.
    onReconnect: () => undefined,
    onError,
  });
  return {
    async publish(executor, key) {
      await notify(executor, PAYMENTS_CHANNEL, key);
    },
    waiter: (key) => waiterOn(emitter, key),
    close: () => listener.close(),
  };
}
