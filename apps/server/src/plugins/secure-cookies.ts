// Every cookie the server sets is Secure when the request came over HTTPS (directly, or through a
// trusted proxy's X-Forwarded-Proto when TRUST_PROXY is on), so a browser never sends it in clear.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Over HTTPS; Fastify believes X-Forwarded-Proto only with trustProxy (TRUST_PROXY). */
export function overHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** The Set-Cookie value with the Secure attribute, added when it is missing. */
export function withSecure(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

export default fp(
  async (app) => {
    // After the cookie plugin's own onSend hook (registered by xsrf), which writes reply.setCookie's.
    app.addHook('onSend', (request, reply, payload, done) => {
      const cookies = reply.getHeader('set-cookie');
      if (cookies !== undefined && overHttps(request)) {
        // reply.header appends to an existing Set-Cookie: the old values go first.
        reply.removeHeader('set-cookie');
        reply.header(
          'set-cookie',
          Array.isArray(cookies) ? cookies.map(withSecure) : withSecure(String(cookies)),
        );
      }
      done(null, payload);
    });
  },
  { name: 'secure-cookies', dependencies: ['xsrf'] },
);
