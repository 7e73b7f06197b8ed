// Test fixtures for payments: the app listening on a real loopback port (the providers' simulators
// call it back there), with short waits, and the requests a customer's browser makes.
import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../app.js';
import type { AppConfig } from '../../app.js';
import type { PaymentsConfig } from '../../plugins/payments-config.js';
import { freePort } from '../../test/server-process.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';
import { draft, pickItem } from '../orders/orders.fixtures.js';

export interface PaymentsTestApp extends TestApp {
  /** http://127.0.0.1:port, where the simulators call back. */
  url: string;
  client: Client;
}

export type PaymentsOverrides = Partial<Omit<PaymentsConfig, 'simulators'>> & {
  simulators?: Partial<PaymentsConfig['simulators']>;
};

/** Fast defaults: PAID after 300 ms, callbacks retried within a second, polls every 1.5 s. */
export function testPaymentsConfig(overrides: PaymentsOverrides = {}): PaymentsConfig {
  const base = loadConfig({}).payments;
  return {
    ...base,
    waitMs: 8000,
    pollMs: 1500,
    sweepMs: 3_600_000,
    providerTimeoutMs: 2000,
    ...overrides,
    simulators: {
      ...base.simulators,
      paidAfterMs: 300,
      swishRetryDelaysMs: [100, 200, 300],
      checkoutPushDelayMs: 100,
      checkoutPushRetryMs: 200,
      ...overrides.simulators,
    },
  };
}

/** The app on a fresh demo database, listening on loopback, its providers simulated unless told. */
export async function createPaymentsApp(
  overrides: PaymentsOverrides = {},
  config: Partial<AppConfig> = {},
): Promise<PaymentsTestApp> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const t = await createTestApp({
      config: {
        port,
        host: '127.0.0.1',
        publicUrl: url,
        payments: testPaymentsConfig(overrides),
        mail: { ...loadConfig({}).mail, worker: false },
        ...config,
      },
    });
    try {
      await t.app.listen({ port, host: '127.0.0.1' });
      return { ...t, url, client: await xsrfClient(t.app) };
    } catch (error) {
      await t.close();
      // Another process (the other engine's tests run alongside) may take the port in between.
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw error;
    }
  }
}

/** A Swish payment request as the review page sends it: Sweden, parcel, one stocked item. */
export async function swishRequest(
  db: Kysely<Database>,
  options: { message?: string; quantity?: number; id?: string } = {},
): Promise<Record<string, unknown>> {
  const item = await pickItem(db, options.quantity ?? 1);
  const body = draft({
    cart: { [item.id]: { quantity: options.quantity ?? 1 } },
    paymentId: 'swish',
    ...(options.id ? { id: options.id } : {}),
  });
  return { ...body, language: 'en' };
}

/** An embedded-checkout order as the checkout page sends it: no customer details. */
export async function checkoutRequest(
  db: Kysely<Database>,
  options: { countryId?: string; currency?: string } = {},
): Promise<Record<string, unknown>> {
  const item = await pickItem(db, 1);
  const {
    email: _e,
    billingAddress: _b,
    shippingAddress: _s,
    ...rest
  } = draft({
    cart: { [item.id]: { quantity: 1 } },
    paymentId: 'klarna-checkout',
    countryId: options.countryId ?? 'SE',
    currency: options.currency ?? 'SEK',
  });
  return { ...rest, language: 'en' };
}

export async function orderRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function attemptsOf(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .execute();
}

export async function eventsOf(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

/** Polls `check` until it returns a value, or fails after `ms`: a deadline only a failure meets. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
