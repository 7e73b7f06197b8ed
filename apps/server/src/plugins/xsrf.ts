// XSRF (DESIGN §4): a signed cookie the SPA echoes in a header on every state-changing /api call.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error.js';

/** Node lists incoming header names in lower case. */
const HEADER = XSRF_HEADER.toLowerCase();
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sign(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function issueToken(secret: string): string {
  const value = randomBytes(18).toString('base64url');
  return `${value}.${sign(secret, value)}`;
}

/** True when the token is value.signature and the signature is ours (a planted cookie is not). */
export function verifyToken(secret: string, token: string): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(secret, token.slice(0, dot)));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether the route the router matched (its pattern, not the request's raw target) is an API route.
 * The raw target may be absolute-form (`POST http://host/api/carts`), which the router still
 * routes to /api/carts; a request that matched no route reaches only the not-found handler.
 */
function isApiRoute(route: string | undefined): boolean {
  return route !== undefined && (route === '/api' || route.startsWith('/api/'));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a route called by another server, not a browser (no XSRF token to check). */
    xsrf?: boolean;
  }
}

export default fp(
  async (app) => {
    await app.register(cookie);
    const secret = app.secret;

    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[XSRF_COOKIE];
      const valid = token !== undefined && verifyToken(secret, token);
      if (!valid) {
        reply.setCookie(XSRF_COOKIE, issueToken(secret), {
          path: '/',
          sameSite: 'lax',
          httpOnly: false, // the SPA reads it to send the header
          secure: request.protocol === 'https',
        });
      }
      if (!STATE_CHANGING.has(request.method) || !isApiRoute(request.routeOptions.url)) return;
      // Server-to-server callbacks (payment providers) carry no cookie; they prove themselves.
      if (request.routeOptions.config.xsrf === false) return;
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw forbidden('Cross-site requests are not allowed.', 'xsrf');
      }
      if (!valid || request.headers[HEADER] !== token) {
        throw forbidden('Missing or invalid XSRF token.', 'xsrf');
      }
    });
  },
  { name: 'xsrf', dependencies: ['config', 'secret'] },
);
