// Per-IP quotas (@fastify/rate-limit). Nothing is limited unless a route opts in through its config:
//   app.post('/api/carts', { config: { rateLimit: app.rateLimits.writes }, ... })
// Each route keeps its own count per client IP (the proxy's X-Forwarded-For with TRUST_PROXY); past
// the quota the answer is 429 {message, code: 'too_many_requests'} with Retry-After. Counts live in
// this process's memory: several processes each allow the quota.
import rateLimit from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Language } from '@shop/domain';
import { HttpError } from '../lib/http-error.js';
import { requestLanguage } from '../lib/request-language.js';

/** The customer reads this (the login and sign-up forms show the server's message). */
function tooManyRequests(language: Language, minutes: number): string {
  const wait = Math.max(1, minutes);
  switch (language) {
    case 'sv':
      return `För många försök. Försök igen om ${wait} min.`;
    case 'fi':
      return `Liian monta yritystä. Yritä uudelleen ${wait} min kuluttua.`;
    default:
      return `Too many requests. Try again in ${wait} min.`;
  }
}

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
      errorResponseBuilder: (request, context) =>
        new HttpError(
          429,
          'too_many_requests',
          tooManyRequests(requestLanguage(request), Math.ceil(context.ttl / 60_000)),
        ),
    });
    app.decorate('rateLimits', { writes: { max: writes, timeWindow: windowMs } });
  },
  // Before the modules, whose routes it must see being added.
  { name: 'rate-limit', dependencies: ['config', 'errors'] },
);
