// The merchant's checkout API (Klarna Checkout v3): create, read and update an order.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validateCheckoutOrder } from './checkout-order.validator.js';
import { readJson, sendError, sendJson } from './checkout.http.js';
import { toCheckoutJson } from './checkout.mapper.js';
import type { SimContext } from './checkout.context.js';
import type { CheckoutOrderInput, SimOrder } from './checkout.types.js';
import { htmlSnippet } from './hosted-page.assets.js';

const answer = (ctx: SimContext, res: ServerResponse, status: number, order: SimOrder): void =>
  sendJson(res, status, toCheckoutJson(order, htmlSnippet(ctx.origin, order.order_id)));

/** The validated body, or undefined once a 400 has been sent. */
async function validBody(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<CheckoutOrderInput | undefined> {
  const body = await readJson(req);
  if (!body) {
    sendError(res, 400, 'BAD_VALUE', ['Bad value: body is not JSON']);
    return undefined;
  }
  const checked = validateCheckoutOrder(body.json);
  if (!checked.ok) {
    sendError(res, 400, 'BAD_VALUE', checked.errors);
    return undefined;
  }
  return checked.value;
}

/** Answers /checkout/v3/orders[/{id}]; false when the path is not the checkout API's. */
export async function checkoutApiRoutes(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  if (path === '/checkout/v3/orders') {
    if (req.method !== 'POST') {
      sendError(res, 405, 'NOT_ALLOWED', ['Method not allowed']);
      return true;
    }
    const input = await validBody(req, res);
    if (!input) return true;
    const order = ctx.store.create(input);
    ctx.log(
      `checkout ${order.order_id} created (${order.order_amount} ${order.purchase_currency})`,
    );
    answer(ctx, res, 201, order);
    return true;
  }
  const match = /^\/checkout\/v3\/orders\/([^/]+)$/.exec(path);
  if (!match?.[1]) return false;
  const order = ctx.store.get(decodeURIComponent(match[1]));
  if (!order) {
    sendError(res, 404, 'NOT_FOUND', [`Order not found: ${match[1]}`]);
    return true;
  }
  if (req.method === 'GET') {
    answer(ctx, res, 200, order);
  } else if (req.method === 'POST') {
    if (order.status !== 'checkout_incomplete') {
      sendError(res, 400, 'READ_ONLY_ORDER', ['Cannot update a completed order']);
      return true;
    }
    const input = await validBody(req, res);
    if (!input) return true;
    ctx.store.update(order, input);
    answer(ctx, res, 200, order);
  } else {
    sendError(res, 405, 'NOT_ALLOWED', ['Method not allowed']);
  }
  return true;
}
