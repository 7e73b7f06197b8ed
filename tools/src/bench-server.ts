// The shop's own app plus one constant-JSON route, so both are measured in one process with one set-up,
// and a route that tells bench:api how much memory the process holds. As the start file does, a
// payment provider whose URL is unset is served by its simulator in this process.
import { readFileSync } from 'node:fs';
import { buildApp, loadConfig } from '@shop/server';
import type { PaymentSimulators } from '@shop/server';

const CONSTANT = { hello: 'world' };

/** Linux's split of resident memory: the process's own pages, and file pages it maps (the database). */
function residentParts(): { rssAnon?: number; rssFile?: number } {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kib = (name: string) =>
      Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1]) * 1024;
    return { rssAnon: kib('RssAnon'), rssFile: kib('RssFile') };
  } catch {
    return {};
  }
}

const config = loadConfig();
const { swish, checkout } = config.payments;
let paymentSimulators: PaymentSimulators | undefined;
if (swish.url === undefined || checkout.url === undefined) {
  const simulators = await import('@shop/simulators');
  paymentSimulators = {
    swish: simulators.startSwishSimulator,
    checkout: simulators.startCheckoutSimulator,
  };
}
const app = await buildApp(config, { paymentSimulators });
app.get('/bench/constant', async () => CONSTANT);
app.get('/bench/memory', async () => ({ ...process.memoryUsage(), ...residentParts() }));
const port = Number(process.env.PORT ?? 0);
await app.listen({ host: '127.0.0.1', port });
const address = app.server.address();
if (address && typeof address === 'object') process.stdout.write(`READY ${address.port}\n`);
