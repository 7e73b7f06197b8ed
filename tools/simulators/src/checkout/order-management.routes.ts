// Klarna's order management API for completed purchases: read, acknowledge, capture, refund, cancel.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson, send, sendError, sendJson } from './checkout.http.js';
import { refundable, remainingAuthorized, toOrderManagementJson } from './checkout.mapper.js';
import { moved } from './checkout.store.js';
import type { SimContext } from './checkout.context.js';
import type { SimMoneyMove, SimOrder } from './checkout.types.js';

const MAX_DESCRIPTION = 255;

type Kind = 'captures' | 'refunds';
const AMOUNT_FIELD: Record<Kind, string> = {
  captures: 'captured_amount',
  refunds: 'refunded_amount',
};
const ID_HEADER: Record<Kind, string> = { captures: 'capture-id', refunds: 'refund-id' };
/** Klarna's 403 codes; the lenient simulator answers NOT_ALLOWED for all of them. */
const REFUSAL: Record<Kind | 'cancel', string> = {
  captures: 'CAPTURE_NOT_ALLOWED',
  refunds: 'REFUND_NOT_ALLOWED',
  cancel: 'CANCEL_NOT_ALLOWED',
};
const OVER_LIMIT: Record<Kind, string> = {
  captures: 'Capture not allowed',
  refunds: 'Over refund is not allowed. Refund not possible.',
};

function refuse(ctx: SimContext, res: ServerResponse, kind: keyof typeof REFUSAL, message: string) {
  sendError(res, 403, ctx.strictOrderManagement ? REFUSAL[kind] : 'NOT_ALLOWED', [message]);
}

function idempotencyKey(req: IncomingMessage): string | null {
  const key = req.headers['klarna-idempotency-key'];
  return typeof key === 'string' && key.length > 0 ? key : null;
}

/** A capture or a refund: validated, recorded once per idempotency key, answered 201. */
async function moveMoney(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  order: SimOrder,
  kind: Kind,
): Promise<void> {
  const body = await readJson(req);
  const fields =
    body && typeof body.json === 'object' && body.json !== null
      ? (body.json as Record<string, unknown>)
      : null;
  const key = idempotencyKey(req);
  const done = (move: SimMoneyMove): void =>
    send(res, 201, '', {
      location: `${ctx.origin}/ordermanagement/v1/orders/${order.order_id}/${kind}/${move.id}`,
      [ID_HEADER[kind]]: move.id,
    });
  // A repeat of an earlier call answers what that call did, whatever the order has become since.
  const earlier = key ? order[kind].find((m) => m.idempotencyKey === key) : undefined;
  if (earlier) return done(earlier);
  const strict = ctx.strictOrderManagement;
  const allowed =
    kind === 'captures'
      ? order.omStatus === 'AUTHORIZED' || order.omStatus === 'PART_CAPTURED'
      : order.omStatus !== 'CANCELLED' && order.omStatus !== 'EXPIRED';
  if (!allowed) return refuse(ctx, res, kind, `Not allowed while the order is ${order.omStatus}`);
  if (strict && kind === 'refunds' && order.captures.length === 0)
    return refuse(ctx, res, kind, 'Nothing is captured. Refund not possible.');
  const amount = fields?.[AMOUNT_FIELD[kind]];
  const limit = kind === 'captures' ? remainingAuthorized(order) : refundable(order, strict);
  const description = fields?.description;
  const whole = typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0;
  const errors = [
    ...(whole && (strict || amount <= limit) ? [] : [`Bad value: ${AMOUNT_FIELD[kind]}`]),
    ...(description === undefined ||
    (typeof description === 'string' && description.length <= MAX_DESCRIPTION)
      ? []
      : ['Bad value: description']),
  ];
  if (!fields || errors.length > 0)
    return sendError(res, 400, 'BAD_VALUE', errors.length > 0 ? errors : ['Bad value: body']);
  if ((amount as number) > limit) return refuse(ctx, res, kind, OVER_LIMIT[kind]);
  const move: SimMoneyMove = {
    id: randomUUID(),
    amount: amount as number,
    idempotencyKey: key,
    at: new Date().toISOString(),
  };
  order[kind].push(move);
  if (kind === 'captures')
    order.omStatus = moved(order.captures) >= order.order_amount ? 'CAPTURED' : 'PART_CAPTURED';
  ctx.log(`checkout ${order.order_id} ${kind} ${move.amount}`);
  done(move);
}

/** Cancels an authorised order with nothing captured; the cancel's repeat (same key) answers 204 again. */
function cancel(ctx: SimContext, req: IncomingMessage, res: ServerResponse, order: SimOrder): void {
  const key = idempotencyKey(req);
  if (order.omStatus === 'CANCELLED' && key !== null && key === order.cancelKey)
    return send(res, 204, '');
  if (order.captures.length > 0)
    return refuse(ctx, res, 'cancel', 'Order has previous captures. Cancel not possible.');
  if (order.omStatus !== 'AUTHORIZED')
    return sendError(res, 403, 'NOT_ALLOWED', [`Cannot cancel an order that is ${order.omStatus}`]);
  order.omStatus = 'CANCELLED';
  order.cancelKey = key;
  ctx.log(`checkout ${order.order_id} cancelled`);
  send(res, 204, '');
}

/** Answers /ordermanagement/v1/orders/{id}[/…]; false when the path is not order management's. */
export async function orderManagementRoutes(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  const match =
    /^\/ordermanagement\/v1\/orders\/([^/]+)(\/acknowledge|\/captures|\/refunds|\/cancel)?$/.exec(
      path,
    );
  if (!match?.[1]) return false;
  const order = ctx.store.get(decodeURIComponent(match[1]));
  // Order management knows an order only once the customer has completed the purchase.
  if (!order || order.status !== 'checkout_complete') {
    sendError(res, 404, 'NO_SUCH_ORDER', [`Order not found: ${match[1]}`]);
    return true;
  }
  const action = `${req.method} ${match[2] ?? ''}`;
  switch (action) {
    case 'GET ':
      sendJson(res, 200, toOrderManagementJson(order));
      break;
    case 'POST /acknowledge':
      order.acknowledged = true;
      ctx.log(`checkout ${order.order_id} acknowledged`);
      send(res, 204, '');
      break;
    case 'POST /captures':
      await moveMoney(ctx, req, res, order, 'captures');
      break;
    case 'POST /refunds':
      await moveMoney(ctx, req, res, order, 'refunds');
      break;
    case 'POST /cancel':
      cancel(ctx, req, res, order);
      break;
    default:
      sendError(res, 405, 'NOT_ALLOWED', ['Method not allowed']);
  }
  return true;
}
