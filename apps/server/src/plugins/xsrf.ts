// XSRF (DESIGN §4): a signed cookie the SPA echoes in a header on every state-changing /api call.
// The check runs on every unsafe /api request; a token is minted only for a response that can hand
// it to the SPA (its HTML pages and /api answers), and only when the request holds no valid one.
import { createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error.js';
import { TtlCache } from '../lib/ttl-cache.js';

/** Node lists incoming header names in lower case. */
const HEADER = XSRF_HEADER.toLowerCase();
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VALUE_BYTES = 18;
/** Random values drawn from the CSPRNG at once: one call per batch instead of one per token. */
const RANDOM_BATCH = 256;
/** Valid tokens remembered, so a returning browser's cookie costs no HMAC on each request. */
const VERIFIED_ENTRIES = 4096;

function sign(key: Buffer | string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** Signed random tokens; the randomness comes in batches and the key is a ready Buffer. */
export function tokenMinter(secret: string): () => string {
  const key = Buffer.from(secret);
  const pool = Buffer.alloc(VALUE_BYTES * RANDOM_BATCH);
  let offset = pool.length;
  return () => {
    if (offset === pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    const value = pool.toString('base64url', offset, offset + VALUE_BYTES);
    offset += VALUE_BYTES;
    return `${value}.${sign(key, value)}`;
  };
}

/** True when the token is value.signature and the signature is ours (a planted cookie is not). */
export function verifyToken(secret: Buffer | string, token: string): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(secret, token.slice(0, dot)));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * verifyToken with the valid tokens remembered (at most `entries`, least recently used dropped);
 * an invalid token is never remembered, so junk cannot crowd out good ones by being cached.
 */
export function tokenVerifier(secret: string, entries = VERIFIED_ENTRIES) {
  const key = Buffer.from(secret);
  const verified = new TtlCache<string, true>(entries, Number.POSITIVE_INFINITY);
  const verify = (token: string): boolean => {
    if (verified.get(token)) return true;
    const valid = verifyToken(key, token);
    if (valid) verified.set(token, true);
    return valid;
  };
  return Object.assign(verify, { cache: verified });
}

/**
 * Whether the route the router matched (its pattern, not the request's raw target) is an API route.
 * The raw target may be absolute-form (`POST http://host/api/carts`), which the router still
 * routes to /api/carts; a request that matched no route reaches only the not-found handler.
 */
function isApiRoute(route: string | undefined): boolean {
  return route !== undefined && (route === '/api' || route.startsWith('/api/'));
}

const isHtml = (type: unknown) => typeof type === 'string' && type.startsWith('text/html');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a route called by another server, not a browser (no XSRF token to check). */
    xsrf?: boolean;
  }
}

export default fp(
  async (app) => {
    await app.register(cookie);
    const mint = tokenMinter(app.secret);
    const verify = tokenVerifier(app.secret);
    const cookieTail = '; Path=/; SameSite=Lax';

    // No cookies are parsed when an earlier onRequest hook refused the request (a missing Host).
    function hasValidToken(request: FastifyRequest): boolean {
      const token = request.cookies?.[XSRF_COOKIE];
      return token !== undefined && verify(token);
    }

    app.addHook('onRequest', (request, _reply, done) => {
      if (!STATE_CHANGING.has(request.method) || !isApiRoute(request.routeOptions.url)) {
        return done();
      }
      // Server-to-server callbacks (payment providers) carry no cookie; they prove themselves.
      if (request.routeOptions.config.xsrf === false) return done();
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        return done(forbidden('Cross-site requests are not allowed.', 'xsrf'));
      }
      const token = request.cookies?.[XSRF_COOKIE];
      if (!hasValidToken(request) || request.headers[HEADER] !== token) {
        return done(forbidden('Missing or invalid XSRF token.', 'xsrf'));
      }
      done();
    });

    // The SPA reads the cookie to send the header, so it is not HttpOnly.
    app.addHook('onSend', (request, reply, payload, done) => {
      const wanted =
        isApiRoute(request.routeOptions.url) || isHtml(reply.getHeader('content-type'));
      if (wanted && !hasValidToken(request)) {
        const secure = request.protocol === 'https' ? '; Secure' : '';
        reply.header('set-cookie', `${XSRF_COOKIE}=${mint()}${cookieTail}${secure}`);
      }
      done(null, payload);
    });
  },
  { name: 'xsrf', dependencies: ['config', 'secret'] },
);
