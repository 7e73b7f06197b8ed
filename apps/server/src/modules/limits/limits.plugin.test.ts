// A route's limits as the plugin applies them, on saving carts (RATE_LIMIT_WRITES per IP): the
// remaining quota in X-RateLimit-* headers, then 429 {message, code} with Retry-After; each IP and
// each route counted on its own; a bad body counted too; the counts in the shared table.
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

const QUOTA = 3;
let t: TestApp;
let token: string;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimit: { writes: QUOTA, windowMs: 60_000 } } });
  const first = await t.app.inject({ method: 'GET', url: '/api/item-groups' });
  token = first.cookies.find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  const row = await t.db.selectFrom('items').select('id').orderBy('id').executeTakeFirstOrThrow();
  itemId = row.id;
});

afterAll(() => t?.close());

/** A POST with the XSRF cookie and header, from `remoteAddress`. */
const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    cookies: { [XSRF_COOKIE]: token },
    headers: { [XSRF_HEADER]: token },
    payload,
  });

const save = (ip?: string) => post('/api/carts', { articles: [{ item: itemId, quantity: 1 }] }, ip);

describe('saved-cart quota', () => {
  it('answers 429 with Retry-After once an IP has used its quota', async () => {
    for (let n = 1; n <= QUOTA; n++) {
      const res = await save();
      expect(res.statusCode).toBe(201);
      expect(res.headers['x-ratelimit-limit']).toBe(String(QUOTA));
      expect(res.headers['x-ratelimit-remaining']).toBe(String(QUOTA - n));
    }
    const refused = await save();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests. Try again in 1 min.',
      code: 'too_many_requests',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('counts each IP on its own', async () => {
    expect((await save('192.0.2.7')).statusCode).toBe(201);
  });

  it('counts bodies the route refuses too', async () => {
    const ip = '192.0.2.8';
    for (let n = 1; n <= QUOTA; n++)
      expect((await post('/api/carts', { articles: 'none' }, ip)).statusCode).toBe(400);
    expect((await save(ip)).statusCode).toBe(429);
  });

  it('leaves reading a saved cart and the other cart calls alone', async () => {
    expect((await save()).statusCode).toBe(429);
    const priced = await post('/api/cart', { cart: {} });
    expect(priced.statusCode).toBe(200);
    expect(priced.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('keeps its counts in the table every process reads', async () => {
    const rows = await t.db
      .selectFrom('rate_counters')
      .select(['key', 'hits'])
      .where('key', 'like', 'writes|POST /api/carts|%')
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { key: 'writes|POST /api/carts|ip:127.0.0.1', hits: QUOTA + 2 },
      { key: 'writes|POST /api/carts|ip:192.0.2.7', hits: 1 },
      { key: 'writes|POST /api/carts|ip:192.0.2.8', hits: QUOTA + 1 },
    ]);
  });
});
