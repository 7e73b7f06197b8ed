// Builds the Fastify app: plugins first (config, errors, security, db, xsrf, docs, static), then modules.
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import importsRoutes from './modules/imports/imports.routes.js';
import adminRoutes from './modules/admin/admin.routes.js';
import cartRoutes from './modules/cart/cart.routes.js';
import catalogRoutes from './modules/catalog/catalog.routes.js';
import checkoutRoutes from './modules/checkout/checkout.routes.js';
import contactRoutes from './modules/contact/contact.routes.js';
import diagramRoutes from './modules/diagrams/diagrams.routes.js';
import drawingRoutes from './modules/diagrams/drawings.routes.js';
import limitsPlugin from './modules/limits/limits.plugin.js';
import mailPlugin from './modules/mail/mail.plugin.js';
import invoicePlugin from './modules/orders/invoice.plugin.js';
import orderRoutes from './modules/orders/orders.routes.js';
import paymentProvidersPlugin from './modules/payments/payment-providers.plugin.js';
import paymentsPlugin from './modules/payments/payments.plugin.js';
import paymentRoutes from './modules/payments/payments.routes.js';
import pagesRoutes from './modules/pages/pages.routes.js';
import sitemapRoutes from './modules/sitemap/sitemap.routes.js';
import searchRoutes from './modules/search/search.routes.js';
import secretPlugin from './modules/settings/secret.plugin.js';
import authPlugin from './modules/users/auth.plugin.js';
import accountRoutes from './modules/users/account.routes.js';
import userRoutes from './modules/users/users.routes.js';
import configPlugin, { loadConfig } from './plugins/config.js';
import type { AppConfig } from './plugins/config.js';
import contextPlugin from './plugins/context.js';
import dbPlugin from './plugins/db.js';
import earlyAnswerPlugin from './plugins/early-answer.js';
import errorsPlugin, { frameworkError, handleClientError } from './plugins/errors.js';
import secureCookiesPlugin from './plugins/secure-cookies.js';
import securityPlugin from './plugins/security.js';
import languagePlugin from './plugins/language.js';
import noStorePlugin from './plugins/no-store.js';
import staticPlugin from './plugins/static.js';
import swaggerPlugin from './plugins/swagger.js';
import xsrfPlugin from './plugins/xsrf.js';
import { loggerOptions } from './lib/logger.js';
import type { PaymentSimulators } from './providers/payment-simulators.js';

export type { AppConfig, LogLevel } from './plugins/config.js';
export { loadConfig } from './plugins/config.js';
export type { PaymentSimulators } from './providers/payment-simulators.js';

export interface BuildOptions {
  /** Where log lines go instead of stdout (a test reads them). */
  loggerStream?: { write(line: string): void };
  /** Stand-ins for the payment providers whose URL is unset (the start file's or a test's). */
  paymentSimulators?: PaymentSimulators;
}

/**
 * The shop's HTTP app, plugins loaded and not yet listening (routes may still be added, e.g. by
 * tests). `options` override the environment's configuration.
 */
export async function buildApp(
  options: Partial<AppConfig> = {},
  { loggerStream, paymentSimulators }: BuildOptions = {},
): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options };
  const { timeouts } = config;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : loggerOptions({ level: config.logLevel, stream: loggerStream }),
    trustProxy: config.trustProxy,
    // SPEC §7 calls some paths with a trailing slash (/api/items/search/) and some without.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: frameworkError,
    // A client that sends its request slowly, or never finishes it, must not hold a connection.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node looks for overdue requests at this interval (30 s by default, which would stretch
      // every request timeout by up to that much).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(timeouts.headersMs / 4)),
      // A request without Host gets our JSON 400 from the errors plugin, not Node's empty one.
      requireHostHeader: false,
    },
    clientErrorHandler: handleClientError,
    // The first start migrates and seeds the demo catalog in three languages, which on a busy
    // machine takes longer than Fastify's default 10 s for a plugin.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(dbPlugin);
  await app.register(contextPlugin);
  await app.register(secretPlugin);
  // Before the security headers: the CSP allows the embedded checkout's origins.
  await app.register(paymentProvidersPlugin, { simulators: paymentSimulators });
  await app.register(securityPlugin);
  await app.register(xsrfPlugin);
  // After xsrf: its cookie plugin writes the cookies that secure-cookies marks Secure.
  await app.register(secureCookiesPlugin);
  await app.register(noStorePlugin);
  await app.register(earlyAnswerPlugin);
  await app.register(languagePlugin);
  await app.register(authPlugin);
  await app.register(limitsPlugin);
  await app.register(swaggerPlugin);
  await app.register(staticPlugin);
  await app.register(mailPlugin);
  await app.register(invoicePlugin);
  await app.register(paymentsPlugin);

  await app.register(catalogRoutes);
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(importsRoutes, { prefix: '/api/admin' });
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(diagramRoutes);
  await app.register(drawingRoutes);
  await app.register(searchRoutes);
  await app.register(userRoutes);
  await app.register(accountRoutes);
  await app.register(contactRoutes);
  await app.register(pagesRoutes);
  await app.register(sitemapRoutes);
  return app;
}
