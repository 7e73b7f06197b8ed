// Payments for this app: what the payment services need (providers, signals across processes, the
// order settings), and the sweep that cancels unpaid orders whose time ran out.
import { dialectOf } from '@shop/db';
import fp from 'fastify-plugin';
import * as checkout from '../modules/checkout/checkout.service.js';
import * as orders from '../modules/orders/orders.service.js';
import * as payments from '../modules/payments/payments.service.js';
import type { CheckoutDeps, MobilePaymentDeps } from '../modules/payments/payments.service.js';
import type { Payment } from '@shop/domain';

export interface PaymentsDeps extends MobilePaymentDeps, CheckoutDeps {
  /** A payment method by id, to tell an embedded checkout from the rest. */
  paymentOf(id: string): Promise<Payment | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsDeps;
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
    const deps: PaymentsDeps = {
      ctx,
      orders: orders.orderSettingsOf(config, app.secret),
      signals,
      log: app.log,
      swish,
      checkout: embedded,
      waitMs: config.payments.waitMs,
      pollMs: config.payments.pollMs,
      returnUrl: `${config.publicUrl}/review`,
      swishSimulated: app.paymentProviders.simulators.swish !== undefined,
      async paymentOf(id) {
        return (await checkout.getCheckoutData(ctx, 'en')).payments.find((p) => p._id === id);
      },
    };
    app.decorate('payments', deps);

    const sweep = () =>
      payments.expireUnpaidOrders(deps, [swish, embedded], new Date()).then(
        (cancelled) => {
          if (cancelled.length > 0) app.log.info({ cancelled }, 'unpaid orders expired');
        },
        (error: unknown) => app.log.warn({ err: error }, 'expiring unpaid orders failed'),
      );
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void sweep(), config.payments.sweepMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'payments', dependencies: ['config', 'context', 'secret', 'payment-providers'] },
);
