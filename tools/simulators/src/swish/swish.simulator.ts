// Starts the Swish simulator: an HTTPS server on loopback asking for the merchant's client certificate.
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { loadOrCreateSwishCertificates, SWISH_TEST_PAYEE_ALIAS } from '../certs.js';
import { CallbackSender, DEFAULT_RETRY_DELAYS_MS } from './swish.callbacks.js';
import { BASE_PATH, createSwishHandler, type SwishSwitches } from './swish.routes.js';
import { SwishStore } from './swish.store.js';
import type { SwishSimulator, SwishSimulatorOptions } from './swish.types.js';

/** The test environment turns a request PAID 4-5 s after creation. */
const DEFAULT_PAID_AFTER_MS = 4000;

export async function startSwishSimulator(options: SwishSimulatorOptions): Promise<SwishSimulator> {
  const host = options.host ?? '127.0.0.1';
  const payeeAlias = options.payeeAlias ?? SWISH_TEST_PAYEE_ALIAS;
  const log = options.log ?? (() => {});
  const certs = await loadOrCreateSwishCertificates(options.dir, payeeAlias);
  const callbacks = new CallbackSender(options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS, log);
  const store = new SwishStore(options.paidAfterMs ?? DEFAULT_PAID_AFTER_MS, callbacks, log);

  // Clients without our certificate are let in and answered 401 by the handler, as the real API does.
  // The handler is attached once the port (and so the Location origin) is known.
  const server = createServer({
    key: certs.serverKey,
    cert: certs.serverCert,
    ca: certs.ca,
    requestCert: true,
    rejectUnauthorized: false,
    minVersion: 'TLSv1.2',
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `https://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const switches: SwishSwitches = {
    callbackBeforeAnswer: options.callbackBeforeAnswer ?? false,
    holdPayments: false,
  };
  const handle = createSwishHandler(store, origin, switches);
  server.on('request', (req, res) => void handle(req, res));
  log(`swish simulator on ${origin}${BASE_PATH} (payee ${payeeAlias})`);

  let closing: Promise<void> | undefined;
  return {
    url: `${origin}${BASE_PATH}`,
    origin,
    ca: certs.ca,
    clientCert: { cert: certs.clientCert, key: certs.clientKey, ca: certs.ca },
    payeeAlias,
    close() {
      closing ??= new Promise<void>((resolve) => {
        store.close();
        callbacks.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
    payments: () => store.payments(),
    refunds: () => store.refunds(),
    callbacksSent: () => callbacks.history(),
    setCallbackBeforeAnswer(on) {
      switches.callbackBeforeAnswer = on;
    },
    setHoldPayments(on) {
      switches.holdPayments = on;
    },
    settlePayment: (id) => store.settlePayment(id),
    setRefundsFail(on) {
      store.refundsFail = on;
    },
  };
}
