// Answers that hold a person's data (their account, an order, a payment's state) must never be kept
// by a browser's or a shared cache, so they carry Cache-Control: no-store; the route's path decides.
import fp from 'fastify-plugin';

/**
 * Route patterns whose answers are personal: the account and everything under it (profile,
 * addresses, orders, cart, login and sign-up), orders (read and create), Swish and checkout payments.
 */
export const PERSONAL_ROUTES = [
  '/api/user',
  '/api/orders/',
  '/api/legacy/order/',
  '/api/swish/',
  '/api/payments/',
] as const;

/** Whether a route's pattern (never a raw request target) is one of PERSONAL_ROUTES. */
export function isPersonalRoute(url: string): boolean {
  return PERSONAL_ROUTES.some((prefix) =>
    prefix.endsWith('/') ? url.startsWith(prefix) : url === prefix || url.startsWith(`${prefix}/`),
  );
}

export const NO_STORE = 'no-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: the answer is personal and no cache keeps it; unset, the route's path decides. */
    personal?: boolean;
  }
}

export default fp(
  async (app) => {
    // Decided once per route, so an answer costs one property read.
    app.addHook('onRoute', (route) => {
      if (route.config?.personal !== undefined || !isPersonalRoute(route.url)) return;
      route.config = { ...route.config, personal: true };
    });
    // On send, so errors (a 401, a 404 for a wrong key) are covered like successes.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.routeOptions.config.personal) reply.header('cache-control', NO_STORE);
      done(null, payload);
    });
  },
  { name: 'no-store' },
);
