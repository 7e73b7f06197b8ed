// Request quotas every server process shares (counts in the database). Nothing is limited unless a
// route opts in through its config:
//   app.post('/api/carts', { config: { limits: app.rateLimits.writes }, ... })
// The count comes before validation (a flood of bad bodies counts too) and before the route's own
// preValidation hooks. Past the quota: 429 {message, code: 'too_many_requests'} in the request's
// language with Retry-After; every limited answer carries X-RateLimit-* of its tightest limit.
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '../../lib/request-language.js';
import * as limits from './limits.service.js';
import type { RouteLimit } from './limits.service.js';

/** The limits the routes use, made from the configuration. */
export interface RateLimits {
  /** Anonymous writes such as saving a cart: RATE_LIMIT_WRITES per IP. */
  writes: readonly RouteLimit[];
  /** The contact form: CONTACT_MAX per IP. */
  contact: readonly RouteLimit[];
  /** Sign-ups, reset requests, resets and confirmations: ACCOUNT_WRITES_MAX per IP. */
  accountWrites: readonly RouteLimit[];
  /** Placing an order: per IP and per email address. */
  orderCreate: readonly RouteLimit[];
  /** Asking Swish for a payment: per IP and per email address. */
  swishRequest: readonly RouteLimit[];
  /** Documents rendered on request (an invoice PDF): RATE_LIMIT_WRITES per IP, counted apart. */
  documents: readonly RouteLimit[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Quotas of this route, counted in the database (limits.plugin.ts). */
    limits?: readonly RouteLimit[];
  }
  interface FastifyInstance {
    rateLimits: RateLimits;
    /** The clock the counts are kept by; tests move it on instead of waiting for a window's end. */
    rateLimitClock: { now(): Date };
  }
}

function setHeaders(reply: FastifyReply, outcome: limits.LimitsOutcome): void {
  reply.header('x-ratelimit-limit', outcome.limit.max);
  reply.header('x-ratelimit-remaining', outcome.result.remaining);
  reply.header('x-ratelimit-reset', Math.ceil(outcome.result.resetMs / 1000));
}

export default fp(
  async (app) => {
    const { config } = app;
    const ctx = app.context;
    const ip = (name: string, max: number, windowMs: number): RouteLimit => ({
      name,
      max,
      windowMs,
      key: 'ip',
    });
    const { orders, swish } = config.limits;
    app.decorate('rateLimits', {
      writes: [ip('writes', config.rateLimit.writes, config.rateLimit.windowMs)],
      contact: [ip('contact', config.contact.max, config.contact.windowMs)],
      accountWrites: [
        ip('account-writes', config.accounts.writesMax, config.accounts.writesWindowMs),
      ],
      orderCreate: [
        ip('orders', orders.perIp.max, orders.perIp.windowMs),
        { name: 'orders', ...orders.perEmail, key: 'email' },
      ],
      swishRequest: [
        ip('swish', swish.perIp.max, swish.perIp.windowMs),
        { name: 'swish', ...swish.perEmail, key: 'email' },
      ],
      documents: [ip('documents', config.rateLimit.writes, config.rateLimit.windowMs)],
    } satisfies RateLimits);
    const clock = { now: () => new Date() };
    app.decorate('rateLimitClock', clock);

    app.addHook('onRoute', (route) => {
      const routeLimits = route.config?.limits;
      if (!routeLimits?.length) return;
      // Each route counts on its own, as the method and pattern name it.
      const where = `${[route.method].flat().join(',')} ${route.url}`;
      const enforce: preValidationAsyncHookHandler = async (
        request: FastifyRequest,
        reply: FastifyReply,
      ) => {
        const outcome = await limits.checkLimits(ctx, routeLimits, where, request, clock.now());
        if (outcome === null) return;
        setHeaders(reply, outcome);
        if (!outcome.result.allowed)
          throw limits.tooManyRequests(requestLanguage(request), outcome.result.resetMs);
      };
      route.preValidation = [enforce, ...[route.preValidation ?? []].flat()];
    });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        limits
          .sweepEnded(ctx, clock.now())
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'sweeping ended rate-limit counts failed'),
          );
      }, config.limits.sweepMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  // Before the modules, whose routes it must see being added.
  { name: 'limits', dependencies: ['config', 'errors', 'context'] },
);
