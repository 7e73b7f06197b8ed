// The payments module's wiring: what its services need (providers, signals across processes, the
// order settings), the embedded checkout that order create asks for, and the sweep that cancels
// unpaid orders whose time ran out and sends refunds still due.
import { dialectOf } from '@shop/db';
import fp from 'fastify-plugin';
import * as orders from '../orders/orders.service.js';
import type { OrderCheckout } from '../orders/orders.service.js';
import * as payments from './payments.service.js';
import type { CheckoutDeps, MobilePaymentDeps } from './payments.service.js';

export type PaymentsDeps = MobilePaymentDeps & CheckoutDeps;

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsDeps;
    /** The embedded checkout, for order create. */
    orderCheckout: OrderCheckout;
  }
}

export default fp(
  async (app) => {
    const { config, context: ctx } = app;
    const signals =
      dialectOf(app.db) === 'postgres'
        ? await payments.postgresPaymentSignals(config.databaseUrl, (error) =>
            app.log.warn({ err: error }, 'payment signals connection lost; reconnecting'),
          )
        : payments.localPaymentSignals();
    app.addHook('onClose', () => signals.close());
    const { swish, checkout: embedded } = app.paymentProviders;
    const providers = [swish, embedded];
    const sendRefunds = () =>
      payments.sendDueRefunds(deps, providers, new Date()).catch((error: unknown) => {
        app.log.warn({ err: error }, 'sending refunds failed');
        return 0;
      });
    const deps: PaymentsDeps = {
      ctx,
      orders: orders.orderSettingsOf(config, app.secret),
      signals,
      log: app.log,
      swish,
      checkout: embedded,
      wakeRefunds: () => void sendRefunds(),
      providerTimeoutMs: config.payments.providerTimeoutMs,
      waitMs: config.payments.waitMs,
      pollMs: config.payments.pollMs,
      returnUrl: `${config.publicUrl}/review`,
      swishSimulated: app.paymentProviders.swishSimulated,
    };
    app.decorate('payments', deps);
    app.decorate('orderCheckout', {
      snippetFor: (order, language, now) => payments.checkoutSnippet(deps, order, language, now),
    } satisfies OrderCheckout);

    const sweep = () =>
      payments
        .expireUnpaidOrders(deps, providers, new Date())
        .then(
          (cancelled) => {
            if (cancelled.length > 0) app.log.info({ cancelled }, 'unpaid orders expired');
          },
          (error: unknown) => app.log.warn({ err: error }, 'expiring unpaid orders failed'),
        )
        // Refunds a crash or an unreachable provider left behind are tried again.
        .then(sendRefunds);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void sweep(), config.payments.sweepMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'payments', dependencies: ['config', 'context', 'secret', 'payment-providers'] },
);
