// Two server processes on one PostgreSQL and one Swish: the customer's call waits on process A
// while Swish's callback lands on process B; A answers PAID from what B applied (LISTEN/NOTIFY),
// never asking Swish itself. Runs when TEST_PG_URL is set.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MobilePaymentResponse } from '@shop/domain';
import { startSwishSimulator } from '@shop/simulators';
import type { SwishSimulator } from '@shop/simulators';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startServerProcess } from '../../test/server-process.js';
import type { ServerProcess } from '../../test/server-process.js';
import {
  attemptsOf,
  createPaymentsApp,
  swishRequest,
  testPaymentsConfig,
} from './payments.fixtures.js';
import type { PaymentsTestApp } from './payments.fixtures.js';

describe.runIf(process.env.TEST_PG_URL)('a Swish payment across two processes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-swish-processes-'));
  let swish: SwishSimulator;
  let a: PaymentsTestApp;
  let b: ServerProcess;

  beforeAll(async () => {
    swish = await startSwishSimulator({ dir, paidAfterMs: 300, retryDelaysMs: [200] });
    const files = {
      cert: join(dir, 'shop.pem'),
      key: join(dir, 'shop-key.pem'),
      ca: join(dir, 'swish-ca.pem'),
    };
    for (const [name, path] of Object.entries(files))
      writeFileSync(path, swish.clientCert[name as keyof typeof files]);
    const base = testPaymentsConfig();
    const bPort = await freePort();
    // A sends its requests with B's callback address; B reads them back from the same Swish.
    // A never polls Swish within the test and its wait ends first (504): only B's callback pays.
    a = await createPaymentsApp({
      pollMs: 600_000,
      waitMs: 20_000,
      swish: {
        ...base.swish,
        url: swish.url,
        tls: { ...swish.clientCert, passphrase: undefined },
        callbackUrl: `http://127.0.0.1:${bPort}/api/payments/swish/callback`,
      },
    });
    b = await startServerProcess(
      a,
      { SWISH_URL: swish.url, SWISH_CERT: files.cert, SWISH_KEY: files.key, SWISH_CA: files.ca },
      bPort,
    );
  });

  afterAll(async () => {
    await b?.stop();
    await a?.close();
    await swish?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the waiting customer on A once B applied the callback', async () => {
    const body = await swishRequest(a.db);
    const res = await a.client.post('/api/swish/request', body);
    expect(res.statusCode, b.output()).toBe(200);
    expect(res.json<MobilePaymentResponse>().result.status).toBe('paid');
    // The simulator records B's answer once it arrives, which may be after A has answered.
    await vi.waitFor(
      () => expect(swish.callbacksSent().some((c) => c.answered === 200)).toBe(true),
      { timeout: 10_000, interval: 50 },
    );
    const [attempt] = await attemptsOf(a.db, body.id as string);
    expect(attempt?.state).toBe('paid');
  });
});
