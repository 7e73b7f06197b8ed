// The embedded-checkout simulator: a loopback HTTP server speaking Klarna Checkout v3's API, order
// management and hosted page, with pushes to the merchant, so the shop runs with no outside network.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutApiRoutes } from './checkout-api.routes.js';
import { customerAddress, purchase } from './checkout-purchase.js';
import { PushScheduler } from './checkout-push.scheduler.js';
import type { SimContext } from './checkout.context.js';
import { authorised, BodyTooLarge, send, sendError } from './checkout.http.js';
import { CheckoutStore } from './checkout.store.js';
import type { CheckoutSimulator, CheckoutSimulatorOptions } from './checkout.types.js';
import { hostedPageRoutes } from './hosted-page.routes.js';
import { orderManagementRoutes } from './order-management.routes.js';

const API_PREFIXES = ['/checkout/v3/', '/ordermanagement/v1/'];

async function route(ctx: SimContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://simulator').pathname;
  const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/checkout/v3';
  if (isApi) {
    // The merchant's API needs the merchant's credentials; the hosted pages are the customer's.
    if (!authorised(req, ctx.username, ctx.password)) {
      res.setHeader('www-authenticate', 'Basic realm="checkout"');
      return sendError(res, 401, 'UNAUTHORIZED', ['Invalid credentials']);
    }
    if (await checkoutApiRoutes(ctx, req, res, path)) return;
    if (await orderManagementRoutes(ctx, req, res, path)) return;
    return sendError(res, 404, 'NOT_FOUND', [`No such resource: ${path}`]);
  }
  if (await hostedPageRoutes(ctx, req, res, path)) return;
  send(res, 404, 'Not found', { 'content-type': 'text/plain; charset=utf-8' });
}

/** Starts the simulator on loopback; resolves once it listens. */
export async function startCheckoutSimulator(
  options: CheckoutSimulatorOptions,
): Promise<CheckoutSimulator> {
  const log = options.log ?? ((): void => undefined);
  const pushes = new PushScheduler({
    delayMs: options.pushDelayMs ?? 2000,
    retryMs: options.pushRetryMs ?? 10_000,
    log,
  });
  const ctx: SimContext = {
    store: new CheckoutStore(),
    pushes,
    origin: '',
    username: options.username,
    password: options.password,
    validationTimeoutMs: options.validationTimeoutMs,
    approveUnansweredValidation: options.approveUnansweredValidation ?? false,
    strictOrderManagement: options.strictOrderManagement ?? false,
    validations: [],
    purchasing: new Map(),
    closing: new AbortController(),
    log,
  };
  const server = createServer((req, res) => {
    route(ctx, req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLarge)
        return sendError(res, 413, 'BAD_VALUE', ['Body too large']);
      log(`checkout simulator fault on ${req.method} ${req.url}: ${String(error)}`);
      if (!res.headersSent) sendError(res, 500, 'INTERNAL_ERROR', ['Internal error']);
      else res.destroy();
    });
  });
  // Idle keep-alive sockets would hold close() open.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  ctx.origin = `http://${host}:${port}`;
  log(`checkout simulator listening on ${ctx.origin}`);
  return {
    url: ctx.origin,
    origin: ctx.origin,
    orders: () => ctx.store.all(),
    pushesSent: () => pushes.sent(),
    validationsSent: () => ctx.validations.map((record) => ({ ...record })),
    purchase: async (orderId, customer) => {
      const order = ctx.store.get(orderId);
      if (!order) throw new Error(`checkout simulator: no order ${orderId}`);
      const address = customerAddress(order, customer);
      return purchase(ctx, order, address, { ...address });
    },
    close: async () => {
      pushes.close();
      ctx.closing.abort();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
