// Security headers (CSP that lets the built SPA run) and response compression. Helmet computes the
// headers once at start; each answer then gets a ready list: all of them on pages and files, and
// on JSON only those that matter for a non-document (the rest steer how a browser treats a page).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // React style attributes and Leaflet's positioning write inline styles.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/** Our directives, with the embedded checkout's origins allowed to run its script and frame. */
export function cspDirectives(checkoutOrigins: readonly string[]) {
  return {
    ...CSP_DIRECTIVES,
    scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...checkoutOrigins],
    frameSrc: [...CSP_DIRECTIVES.frameSrc, ...checkoutOrigins],
  };
}

export type HeaderList = readonly (readonly [name: string, value: string])[];

/** The headers helmet sets with `options`, lower-case names, in its order. */
export function helmetHeaders(options: HelmetOptions): HeaderList {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: unknown) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Headers a JSON answer keeps: no sniffing it into a script or page, no framing, a CSP should it be
 * opened as a document, HSTS, and no reading it cross-origin. COOP, Origin-Agent-Cluster,
 * Referrer-Policy and the X-DNS/Download/XSS/Cross-Domain ones only act on documents.
 */
const JSON_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
]);

export interface SecurityHeaders {
  json: HeaderList;
  document: HeaderList;
}

export function securityHeaders(checkoutOrigins: readonly string[]): SecurityHeaders {
  const document = helmetHeaders({
    // Exactly our directives: helmet's defaults add upgrade-insecure-requests, which breaks plain-http dev.
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(checkoutOrigins) },
  });
  return { document, json: document.filter(([name]) => JSON_HEADERS.has(name)) };
}

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/** Adds the list for the answer's type; a header the route set itself is left as it is. */
export function applySecurityHeaders(reply: FastifyReply, headers: SecurityHeaders): void {
  const list = isJson(reply.getHeader('content-type')) ? headers.json : headers.document;
  for (const [name, value] of list) if (!reply.hasHeader(name)) reply.header(name, value);
}

export default fp(
  async (app) => {
    const headers = securityHeaders(app.paymentProviders.checkoutOrigins);
    // On send, when the answer's type is known; every answer, errors included, passes here.
    app.addHook('onSend', (_request, reply, payload, done) => {
      applySecurityHeaders(reply, headers);
      done(null, payload);
    });
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      // Brotli's default quality 11 costs far more CPU than it saves on dynamic JSON.
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'security', dependencies: ['payment-providers'] },
);
