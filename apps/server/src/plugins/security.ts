// Security headers (CSP that lets the built SPA run) and response compression.
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

export default fp(
  async (app) => {
    await app.register(helmet, {
      // Exactly our directives: helmet's defaults add upgrade-insecure-requests, which breaks plain-http dev.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(app.paymentProviders.checkoutOrigins),
      },
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
