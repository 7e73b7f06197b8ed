// The payment providers' adapters, configured from the environment; a provider whose URL is unset
// is served by the simulator the process's start file passed in, started here on loopback and
// stopped with the app. Registered before the security headers, which allow the checkout's origins.
import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../plugins/config.js';
import { simulatorsDirOf } from '../../plugins/config.js';
import { createCheckoutProvider } from '../../providers/checkout/checkout.provider.js';
import type { MobilePaymentProvider, PaymentProvider } from '../../providers/payment-provider.js';
import type { PaymentSimulators } from '../../providers/payment-simulators.js';
import { createSwishProvider } from '../../providers/swish/swish.provider.js';

export interface PaymentProviders {
  swish: MobilePaymentProvider;
  checkout: PaymentProvider;
  /** Where the checkout's snippet loads scripts and frames from: the CSP allows these. */
  checkoutOrigins: string[];
  /** Whether Swish is the simulator (which pays without a phone). */
  swishSimulated: boolean;
}

export interface PaymentProvidersOptions {
  /** Stand-ins for providers whose URL is unset; without them such a provider is a start error. */
  simulators?: PaymentSimulators;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentProviders: PaymentProviders;
  }
}

const ORDER_ID = '{checkout.order.id}';

/** The public base URL providers call back (PAYMENT_CALLBACK_BASE_URL, else PUBLIC_URL). */
export function callbackBaseOf(config: AppConfig): string {
  return config.payments.callbackBaseUrl ?? config.publicUrl;
}

function simulatorsFor(provider: string, simulators: PaymentSimulators | undefined) {
  if (simulators) return simulators;
  throw new Error(`Invalid configuration: set ${provider}_URL (this process has no simulators)`);
}

async function swishProvider(
  app: { config: AppConfig; secret: string },
  simulators: PaymentSimulators | undefined,
  log: (m: string) => void,
) {
  const { payments } = app.config;
  const { swish } = payments;
  const simulator =
    swish.url === undefined
      ? await simulatorsFor('SWISH', simulators).swish({
          dir: simulatorsDirOf(app.config),
          paidAfterMs: payments.simulators.paidAfterMs,
          payeeAlias: swish.payeeAlias,
          ...(payments.simulators.swishRetryDelaysMs
            ? { retryDelaysMs: payments.simulators.swishRetryDelaysMs }
            : {}),
          log,
        })
      : undefined;
  const tls = simulator ? { ...simulator.clientCert, passphrase: undefined } : swish.tls;
  const url = simulator?.url ?? swish.url;
  if (!tls || !url)
    throw new Error('Invalid configuration: Swish needs SWISH_CERT, SWISH_KEY and SWISH_CA');
  const provider = createSwishProvider({
    baseUrl: url,
    payeeAlias: swish.payeeAlias,
    cert: tls.cert,
    key: tls.key,
    ca: tls.ca,
    ...(tls.passphrase ? { passphrase: tls.passphrase } : {}),
    callbackUrl: swish.callbackUrl ?? `${callbackBaseOf(app.config)}/api/payments/swish/callback`,
    // One secret per shop: the callback identifier proves a callback answers our request.
    callbackSecret: createHmac('sha256', app.secret).update('swish-callback').digest('hex'),
    timeoutMs: payments.providerTimeoutMs,
  });
  return { provider, simulator };
}

async function checkoutProvider(
  config: AppConfig,
  start: PaymentSimulators | undefined,
  log: (m: string) => void,
) {
  const { checkout, simulators } = config.payments;
  const simulator =
    checkout.url === undefined
      ? await simulatorsFor('CHECKOUT', start).checkout({
          username: checkout.username,
          password: checkout.password,
          ...(simulators.checkoutPushDelayMs !== undefined
            ? { pushDelayMs: simulators.checkoutPushDelayMs }
            : {}),
          ...(simulators.checkoutPushRetryMs !== undefined
            ? { pushRetryMs: simulators.checkoutPushRetryMs }
            : {}),
          log,
        })
      : undefined;
  const url = simulator?.url ?? (checkout.url as string);
  const base = callbackBaseOf(config);
  const provider = createCheckoutProvider({
    baseUrl: url,
    username: checkout.username,
    password: checkout.password,
    merchantUrls: {
      terms: `${config.publicUrl}/terms`,
      checkout: `${config.publicUrl}/checkout`,
      confirmation: `${config.publicUrl}/complete?checkout_order_id=${ORDER_ID}`,
      push: `${base}/api/payments/checkout/push?checkout_order_id=${ORDER_ID}`,
      validation: `${base}/api/payments/checkout/validate?checkout_order_id=${ORDER_ID}`,
    },
    timeoutMs: config.payments.providerTimeoutMs,
  });
  const origins = checkout.origins ?? [simulator?.origin ?? new URL(url).origin];
  return { provider, simulator, origins };
}

export default fp<PaymentProvidersOptions>(
  async (app, options) => {
    const log = (message: string) => app.log.debug({ simulator: true }, message);
    const swish = await swishProvider(app, options.simulators, log);
    app.addHook('onClose', async () => {
      swish.provider.close();
      await swish.simulator?.close();
    });
    const checkout = await checkoutProvider(app.config, options.simulators, log);
    app.addHook('onClose', async () => checkout.simulator?.close());
    app.decorate('paymentProviders', {
      swish: swish.provider,
      checkout: checkout.provider,
      checkoutOrigins: checkout.origins,
      swishSimulated: swish.simulator !== undefined,
    });
    for (const simulator of [swish.simulator, checkout.simulator])
      if (simulator) app.log.info(`payment simulator on ${simulator.url}`);
  },
  { name: 'payment-providers', dependencies: ['config', 'secret'] },
);
