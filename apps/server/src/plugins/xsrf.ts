// XSRF (DESIGN §4): a signed cookie the SPA echoes in a header on every state-changing /api call.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error.js';
import { getOrCreateSetting } from '../modules/settings/settings.repository.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SECRET_SETTING = 'app_secret';
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

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export default fp(
  async (app) => {
    await app.register(cookie);
    const secret =
      app.config.appSecret ??
      (await getOrCreateSetting(app.db, SECRET_SETTING, randomBytes(32).toString('base64url')));

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
      if (!STATE_CHANGING.has(request.method) || !isApiPath(request.url)) return;
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw forbidden('Cross-site requests are not allowed.', 'xsrf');
      }
      if (!valid || request.headers[XSRF_HEADER] !== token) {
        throw forbidden('Missing or invalid XSRF token.', 'xsrf');
      }
    });
  },
  { name: 'xsrf', dependencies: ['config', 'db'] },
);
