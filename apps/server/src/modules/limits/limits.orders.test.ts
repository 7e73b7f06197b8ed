// Order create and the Swish request under flood, on two apps sharing one database as two server
// processes would: a burst from one IP gets exactly the quota and then 429 with Retry-After in the
// caller's language; the count is shared, so the second process refuses too; an address is
// counted across IPs; a Swish request is counted before its body is checked.
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { mailConfig } from '../mail/mail.fixtures.js';
import { countOrders, draft, pickItem } from '../orders/orders.fixtures.js';
import { secondApp, testLimits } from './limits.fixtures.js';

const ORDER_URL = '/api/legacy/order/create';
const SWISH_URL = '/api/swish/request';
const TEN_MINUTES = 600_000;
const HOUR = 3_600_000;
const limits = testLimits({
  orders: { perIp: { max: 4, windowMs: TEN_MINUTES }, perEmail: { max: 6, windowMs: HOUR } },
  swish: { perIp: { max: 3, windowMs: TEN_MINUTES }, perEmail: { max: 2, windowMs: HOUR } },
});

let t: TestApp;
let b: FastifyInstance;
let token: string;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { limits, mail: mailConfig({ worker: false }) } });
  b = await secondApp(t, { limits });
  const first = await t.app.inject({ method: 'GET', url: '/api/item-groups' });
  token = first.cookies.find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  itemId = (await pickItem(t.db, 1)).id;
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

/** A POST from `ip` with the XSRF cookie and header (the secret is shared through the database). */
function post(
  app: FastifyInstance,
  url: string,
  ip: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token, ...headers },
    payload,
  });
}

const order = (email: string) => draft({ cart: { [itemId]: { quantity: 1 } }, email });

let n = 0;
/** An address no other order used. */
const fresh = () => `flood-${(n += 1)}@example.com`;

function expectRefused(response: LightMyRequestResponse, windowMs: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'too_many_requests', message: expect.any(String) });
  const seconds = Number(response.headers['retry-after']);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
}

describe('an order flood', () => {
  it('from one IP gets exactly the quota, then 429 with Retry-After, on both processes', async () => {
    const before = await countOrders(t.db);
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        post(t.app, ORDER_URL, '203.0.113.10', order(fresh()), { 'accept-language': 'fi' }),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    for (const refused of burst.filter((r) => r.statusCode === 429)) {
      expectRefused(refused, TEN_MINUTES);
      expect(refused.json<{ message: string }>().message).toBe(
        'Liian monta yritystä. Yritä uudelleen 10 min kuluttua.',
      );
    }
    expect(await countOrders(t.db)).toBe(before + 4);

    // The second process shares the count: the same client is refused there too.
    const elsewhere = await post(b, ORDER_URL, '203.0.113.10', order(fresh()));
    expectRefused(elsewhere, TEN_MINUTES);
    expect(elsewhere.json<{ message: string }>().message).toBe(
      'Too many requests. Try again in 10 min.',
    );
    expect(await countOrders(t.db)).toBe(before + 4);
    // Another client is not.
    expect((await post(b, ORDER_URL, '203.0.113.11', order(fresh()))).statusCode).toBe(201);
  });

  it('spread over two processes adds up to one quota per IP', async () => {
    const ip = '203.0.113.20';
    for (const app of [t.app, b, t.app, b]) {
      const placed = await post(app, ORDER_URL, ip, order(fresh()));
      expect(placed.statusCode).toBe(201);
      expect(placed.headers['x-ratelimit-limit']).toBe('4');
    }
    expectRefused(await post(t.app, ORDER_URL, ip, order(fresh())), TEN_MINUTES);
    expectRefused(await post(b, ORDER_URL, ip, order(fresh())), TEN_MINUTES);
  });

  it('with one address from many IPs is refused past the address quota', async () => {
    const email = 'Same.Customer@example.com';
    for (let i = 0; i < 6; i += 1) {
      const app = i % 2 ? b : t.app;
      // The address counts as one whatever its case and spaces.
      const spelled = i % 3 ? email.toLowerCase() : ` ${email} `;
      expect((await post(app, ORDER_URL, `198.51.100.${i}`, order(spelled))).statusCode).toBe(201);
    }
    expectRefused(await post(b, ORDER_URL, '198.51.100.50', order(email)), HOUR);
    expectRefused(await post(t.app, ORDER_URL, '198.51.100.51', order(email)), HOUR);
    expect((await post(t.app, ORDER_URL, '198.51.100.52', order(fresh()))).statusCode).toBe(201);
  });
});

describe('Swish requests', () => {
  // Counted before validation, so bodies the route refuses (400) are enough to reach the quota
  // without asking Swish for anything.
  const request = (email: string) => ({ email });

  it('are limited per IP across processes', async () => {
    const ip = '192.0.2.40';
    for (const app of [t.app, b, t.app])
      expect((await post(app, SWISH_URL, ip, request(fresh()))).statusCode).toBe(400);
    expectRefused(await post(b, SWISH_URL, ip, request(fresh())), TEN_MINUTES);
  });

  it('are limited per address across IPs and processes', async () => {
    const email = 'swisher@example.com';
    expect((await post(t.app, SWISH_URL, '192.0.2.41', request(email))).statusCode).toBe(400);
    expect((await post(b, SWISH_URL, '192.0.2.42', request(email))).statusCode).toBe(400);
    expectRefused(await post(t.app, SWISH_URL, '192.0.2.43', request(email)), HOUR);
  });
});
