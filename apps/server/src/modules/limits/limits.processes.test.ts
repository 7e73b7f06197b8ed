// An order flood against two server processes on one database: the test app and a spawned server
// (behind a trusted proxy, so the test can speak for any client IP). The count lives in the
// database, so a client that used its quota on one process meets 429 on the other.
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../test/server-process.js';
import type { ServerProcess } from '../../test/server-process.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { mailConfig } from '../mail/mail.fixtures.js';
import { countOrders, draft, pickItem } from '../orders/orders.fixtures.js';
import { testLimits } from './limits.fixtures.js';

const ORDER_URL = '/api/legacy/order/create';
const QUOTA = 4;
const WINDOW_SECONDS = 600;

let t: TestApp;
let b: ServerProcess;
let token: string;
let itemId: string;
let n = 0;

beforeAll(async () => {
  const perIp = { max: QUOTA, windowMs: WINDOW_SECONDS * 1000 };
  t = await createTestApp({
    config: { limits: testLimits({ orders: { perIp } }), mail: mailConfig({ worker: false }) },
  });
  b = await startServerProcess(t, {
    ORDER_LIMIT_IP_MAX: String(QUOTA),
    ORDER_LIMIT_IP_WINDOW_SECONDS: String(WINDOW_SECONDS),
    TRUST_PROXY: 'true',
    MAIL_WORKER: 'off',
  });
  const first = await t.app.inject({ method: 'GET', url: '/api/item-groups' });
  token = first.cookies.find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  itemId = (await pickItem(t.db, 1)).id;
}, 60_000);

afterAll(async () => {
  await b?.stop();
  await t?.close();
});

/** A new order's draft, from an address no other order used. */
const order = () =>
  draft({ cart: { [itemId]: { quantity: 1 } }, email: `two-${(n += 1)}@example.com` });

const xsrf = () => ({ cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token });

/** An order placed on the test app by `ip`. */
async function onFirst(ip: string): Promise<{ status: number; retryAfter: string | undefined }> {
  const response = await t.app.inject({
    method: 'POST',
    url: ORDER_URL,
    remoteAddress: ip,
    headers: xsrf(),
    payload: order(),
  });
  const retryAfter = response.headers['retry-after'];
  return { status: response.statusCode, retryAfter: retryAfter?.toString() };
}

/** An order placed on the spawned server by `ip`, as its proxy would forward it. */
async function onSecond(ip: string): Promise<{ status: number; retryAfter: string | undefined }> {
  const response = await fetch(`${b.url}${ORDER_URL}`, {
    method: 'POST',
    headers: { ...xsrf(), 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(order()),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after') ?? undefined };
}

describe('an order flood across two server processes', () => {
  it('meets 429 with Retry-After on the second process once the quota is used on both', async () => {
    const ip = '203.0.113.90';
    const before = await countOrders(t.db);
    const placed = await Promise.all([onFirst(ip), onSecond(ip), onFirst(ip), onSecond(ip)]);
    expect(
      placed.map((r) => r.status),
      b.output(),
    ).toEqual([201, 201, 201, 201]);
    const refused = await Promise.all([onSecond(ip), onFirst(ip), onSecond(ip)]);
    expect(refused.map((r) => r.status)).toEqual([429, 429, 429]);
    for (const r of refused) {
      const seconds = Number(r.retryAfter);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
    }
    expect(await countOrders(t.db)).toBe(before + QUOTA);
    // Another client is served by either.
    expect((await onSecond('203.0.113.91')).status).toBe(201);
  });
});
