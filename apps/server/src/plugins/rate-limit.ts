// Per-IP quotas (@fastify/rate-limit). Nothing is limited unless a route opts in through its config:
//   app.post('/api/carts', { config: { rateLimit: app.rateLimits.writes }, ... })
// Each route keeps its own count per client IP (the proxy's X-Forwarded-For with TRUST_PROXY); past
// the quota the answer is 429 {message, code: 'too_many_requests'} with Retry-After. Counts live in
// this process's memory: several processes each allow the quota.
import rateLimit from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';

export interface RateLimits {
  /** Anonymous writes such as saving a cart: RATE_LIMIT_WRITES per RATE_LIMIT_WINDOW_SECONDS. */
  writes: RateLimitOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export default fp(
  async (app) => {
    const { writes, windowMs } = app.config.rateLimit;
    await app.register(rateLimit, {
      global: false,
      max: writes,
      timeWindow: windowMs,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'too_many_requests',
          `Too many requests; try again in ${context.after}.`,
        ),
    });
    app.decorate('rateLimits', { writes: { max: writes, timeWindow: windowMs } });
  },
  // Before the modules, whose routes it must see being added.
  { name: 'rate-limit', dependencies: ['config', 'errors'] },
);
