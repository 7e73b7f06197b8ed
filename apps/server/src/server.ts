// Starts the shop: env configuration, build, listen on HOST:PORT, close cleanly on SIGINT/SIGTERM.
// Where a payment provider's URL is unset, its simulator (a development tool) serves instead.
import { buildApp, loadConfig } from './app.js';
import type { AppConfig, PaymentSimulators } from './app.js';

const FORCED_EXIT_MS = 10_000;

/** The simulators, loaded only when a provider has no URL: production never needs them. */
async function simulatorsFor(config: AppConfig): Promise<PaymentSimulators | undefined> {
  const { swish, checkout } = config.payments;
  if (swish.url !== undefined && checkout.url !== undefined) return undefined;
  const simulators = await import('@shop/simulators').catch((error: unknown) => {
    throw new Error(
      'SWISH_URL or CHECKOUT_URL is unset and the payment simulators are not installed',
      {
        cause: error,
      },
    );
  });
  return { swish: simulators.startSwishSimulator, checkout: simulators.startCheckoutSimulator };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { paymentSimulators: await simulatorsFor(config) });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in flight get a moment to finish; a stuck one must not keep the process alive.
    setTimeout(() => process.exit(1), FORCED_EXIT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Shop ready at ${address}`);
}

main().catch((error: unknown) => {
  console.error('The shop failed to start:', error);
  process.exit(1);
});
