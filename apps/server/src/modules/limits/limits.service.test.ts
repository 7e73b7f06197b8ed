// The shared counts on the database: parallel hits from two connections each get their own count
// and exactly `max` are allowed; a window ends at its time (an injected clock) and a new one starts;
// the sweep deletes only ended windows; a route's limits stop at the first refusal.
import { createDb } from '@shop/db';
import type { DbHandle } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../lib/app-context.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { checkLimits, countHit, sweepEnded } from './limits.service.js';
import type { RouteLimit } from './limits.service.js';

const T0 = new Date('2031-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let t: TestApp;
let other: DbHandle;
let ctx: AppContext;
let otherCtx: AppContext;

beforeAll(async () => {
  t = await createTestApp();
  // A second connection (pool) to the same database, as another process would have.
  other = createDb(t.databaseUrl);
  ctx = t.app.context;
  otherCtx = { ...ctx, db: other.db };
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const hitsOf = async (key: string) =>
  (await t.db.selectFrom('rate_counters').select('hits').where('key', '=', key).executeTakeFirst())
    ?.hits;

describe('countHit', () => {
  it('gives parallel hits from two connections each their own count: exactly max allowed', async () => {
    const quota = { max: 10, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => countHit(i % 2 ? otherCtx : ctx, 'burst', quota, T0)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    for (const refused of results.filter((r) => !r.allowed)) {
      expect(refused.remaining).toBe(0);
      expect(refused.resetMs).toBe(60_000);
    }
    expect(await hitsOf('burst')).toBe(40);
  });

  it('keeps a window until its end, then starts a new one with the next hit', async () => {
    const quota = { max: 2, windowMs: 10_000 };
    expect(await countHit(ctx, 'window', quota, T0)).toEqual({
      allowed: true,
      hits: 1,
      remaining: 1,
      resetMs: 10_000,
    });
    expect((await countHit(ctx, 'window', quota, at(4000))).allowed).toBe(true);
    const refused = await countHit(ctx, 'window', quota, at(9999));
    expect(refused).toEqual({ allowed: false, hits: 3, remaining: 0, resetMs: 1 });
    // The window ends where it began plus windowMs, whatever came after its first hit.
    const renewed = await countHit(ctx, 'window', quota, at(10_000));
    expect(renewed).toEqual({ allowed: true, hits: 1, remaining: 1, resetMs: 10_000 });
    expect((await countHit(otherCtx, 'window', quota, at(19_999))).hits).toBe(2);
  });
});

describe('sweepEnded', () => {
  it('deletes the counts whose window has ended and keeps the others', async () => {
    const quota = { max: 5, windowMs: 1000 };
    const long = { max: 5, windowMs: 60_000 };
    await countHit(ctx, 'sweep-ended', quota, T0);
    await countHit(ctx, 'sweep-live', long, T0);
    await sweepEnded(ctx, at(1000));
    expect(await hitsOf('sweep-ended')).toBeUndefined();
    expect(await hitsOf('sweep-live')).toBe(1);
    // Another process sweeping the same moment finds nothing more to do.
    await sweepEnded(otherCtx, at(1000));
    expect(await hitsOf('sweep-live')).toBe(1);
  });
});

describe('checkLimits', () => {
  const byIp: RouteLimit = { name: 'orders', max: 2, windowMs: 60_000, key: 'ip' };
  const byEmail: RouteLimit = { name: 'orders', max: 3, windowMs: 3_600_000, key: 'email' };
  const route = 'POST /api/test';

  it('counts per IP and per address, the address trimmed and in any case, and stops at a refusal', async () => {
    const from = (ip: string, email?: string) => ({ ip, body: email ? { email } : {} });
    const check = (ip: string, email?: string) =>
      checkLimits(ctx, [byIp, byEmail], route, from(ip, email), T0);

    expect((await check('192.0.2.1', 'Anna@Example.com'))?.result.allowed).toBe(true);
    // The tightest limit is the one reported: the IP has one left, the address two.
    const second = await check('192.0.2.1', ' anna@example.com ');
    expect(second).toMatchObject({ limit: byIp, result: { allowed: true, remaining: 0 } });
    // Refused by the IP: the address's count is left alone.
    expect(await check('192.0.2.1', 'ANNA@example.com')).toMatchObject({
      limit: byIp,
      result: { allowed: false },
    });
    expect((await check('192.0.2.2', 'anna@example.com'))?.result.allowed).toBe(true);
    expect(await check('192.0.2.3', 'anna@example.com')).toMatchObject({
      limit: byEmail,
      result: { allowed: false, resetMs: 3_600_000 },
    });
    // A body without an address (an embedded checkout's draft) is counted by its IP alone.
    expect(await check('192.0.2.3')).toMatchObject({ limit: byIp, result: { allowed: true } });
  });

  it('answers null when no limit applies', async () => {
    expect(await checkLimits(ctx, [byEmail], route, { ip: '192.0.2.9', body: null }, T0)).toBe(
      null,
    );
  });
});
