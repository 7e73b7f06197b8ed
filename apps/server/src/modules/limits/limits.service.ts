// Request quotas counted in the database, so every server process shares them. A route names its
// limits; each counts the route's requests per client IP or per email address in a fixed window
// that starts with the first request. The first limit that refuses ends the check, so a refused
// request uses up no other quota.
import { createHash } from 'node:crypto';
import type { Language } from '@shop/domain';
import { textsIn } from '../../i18n/index.js';
import type { AppContext } from '../../lib/app-context.js';
import { TooManyRequests } from '../../lib/http-error.js';
import { clientIp } from './client-ip.js';
import * as repo from './limits.repository.js';

/** What a limit counts by: the client's IP, or the email address in the request's body. */
export type LimitKey = 'ip' | 'email';

export interface RouteLimit {
  /** Tells the limits of one route apart in the counter's key. */
  name: string;
  max: number;
  windowMs: number;
  key: LimitKey;
}

/** Where a request comes from, as the limits see it. */
export interface LimitedRequest {
  /** Fastify's request.ip: the proxy's X-Forwarded-For with TRUST_PROXY. */
  ip: string;
  /** The parsed, not yet validated body. */
  body: unknown;
}

export interface HitResult {
  allowed: boolean;
  hits: number;
  remaining: number;
  /** Until the window ends (and, when refused, until the caller may try again). */
  resetMs: number;
}

/** The outcome of a route's limits: the one closest to its quota, and whether it refused. */
export interface LimitsOutcome {
  limit: RouteLimit;
  result: HitResult;
}

/** The body's email address, trimmed and lower-cased; null when it has none (an embedded checkout). */
export function emailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const email = (body as { email?: unknown }).email;
  if (typeof email !== 'string') return null;
  const key = email.trim().toLowerCase();
  return key === '' ? null : key;
}

/** What the request counts under for `key`; addresses are hashed so the table holds none. */
export function clientValue(key: LimitKey, request: LimitedRequest): string | null {
  if (key === 'ip') return clientIp(request.ip);
  const email = emailOf(request.body);
  return email === null ? null : createHash('sha256').update(email).digest('base64url');
}

/** The counter of one limit of one route for one client. */
export function counterKey(limit: RouteLimit, route: string, value: string): string {
  return `${limit.name}|${route}|${limit.key}:${value}`;
}

/** One more request on `counter`, allowed while the window's count is within `max`. */
export async function countHit(
  ctx: AppContext,
  counter: string,
  quota: Pick<RouteLimit, 'max' | 'windowMs'>,
  now: Date,
): Promise<HitResult> {
  const windowEnds = new Date(now.getTime() + quota.windowMs).toISOString();
  const row = await repo.hit(ctx.db, counter, now.toISOString(), windowEnds);
  const hits = Number(row.hits);
  return {
    allowed: hits <= quota.max,
    hits,
    remaining: Math.max(0, quota.max - hits),
    // A parallel request that read the clock later may have opened the window a few ms ahead.
    resetMs: Math.min(quota.windowMs, Math.max(0, Date.parse(row.window_ends_at) - now.getTime())),
  };
}

/**
 * Counts the request against each of `limits` of `route` in turn, up to the first that refuses;
 * null when none applies (e.g. an email limit and a body without one).
 */
export async function checkLimits(
  ctx: AppContext,
  limits: readonly RouteLimit[],
  route: string,
  request: LimitedRequest,
  now: Date,
): Promise<LimitsOutcome | null> {
  let closest: LimitsOutcome | null = null;
  for (const limit of limits) {
    const value = clientValue(limit.key, request);
    if (value === null) continue;
    const result = await countHit(ctx, counterKey(limit, route, value), limit, now);
    if (!result.allowed) return { limit, result };
    if (closest === null || result.remaining < closest.result.remaining)
      closest = { limit, result };
  }
  return closest;
}

/** The 429 for a refused request, worded in `language`, with Retry-After. */
export function tooManyRequests(language: Language, retryAfterMs: number): TooManyRequests {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new TooManyRequests(textsIn(language)('limits.tooMany', { minutes }), retryAfterMs);
}

/** Deletes the counts whose window has ended; answers how many. */
export function sweepEnded(ctx: AppContext, now: Date): Promise<number> {
  return repo.deleteEnded(ctx.db, now.toISOString());
}
