// Starts the shop: env configuration, build, listen on HOST:PORT, close cleanly on SIGINT/SIGTERM.
import { buildApp, loadConfig } from './app.js';

const FORCED_EXIT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

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
