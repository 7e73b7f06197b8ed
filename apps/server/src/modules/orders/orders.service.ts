// Placing an order (DESIGN §4): every figure from the database, the draft id as idempotency key,
// stock taken in the same transaction (the rest backordered), a status event and the confirmation
// mail written with it; and, re-exported, reading orders back and what payments do to them.
import type { CartLine, Item, OrderCreateRequest, OrderView } from '@shop/domain';
import { cartLine, checkoutFigures, initialOrderStatus, parseMinimumArrival } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import * as catalog from '../catalog/catalog.service.js';
import * as mail from '../mail/mail.service.js';
import { paymentRouteOf, resolveChoice } from './order-choice.js';
import type { OrderChoice, OrderEntry, PaymentRoute } from './order-choice.js';
import { draftHash } from './order-draft.js';
import { orderCart } from './order-cart.js';
import { orderConfirmationMails } from './order-mail.js';
import { orderKey, viewOf } from './order-read.js';
import type { OrderSettings } from './order-read.js';
import * as map from './orders.mapper.js';
import * as repo from './orders.repository.js';

export type { OrderEntry, PaymentRoute } from './order-choice.js';
export type { OrderSettings, StaffOrder } from './order-read.js';
export {
  findOrderView,
  findStaffOrder,
  getOrderByNumber,
  orderKey,
  orderSettingsOf,
} from './order-read.js';
export { getInvoiceByNumber, invoiceAttachment } from './order-invoice-file.js';
export { INVOICE_SOURCE } from './order-mail.js';
export { forgetCustomer, listCustomerOrders } from './order-customer.js';
export type { OrderFlag } from './order-payment.js';
export { refundMail } from './order-notices.js';
export { mailStaffAction } from './order-staff-mail.js';
export type { RefundReason } from './order-notices.js';
export { changeOrderStatus, recordOrderEvent } from './order-lifecycle.js';
export { ActionRefused } from './order-action-parts.js';

/** The order's row as staff's actions answer it. */
export function findOrderRow(ctx: AppContext, id: string) {
  return repo.findOrder(ctx.db, id);
}
export type { ActionRefusal } from './order-action-parts.js';
export { findShipment, lockOrder, setShipmentCapture, shipOrder } from './order-shipping.js';
export type { ShipInput, ShipmentRow } from './order-shipping.js';
export {
  cancelOrderByStaff,
  clearFlagByStaff,
  findRefund,
  latestRefund,
  markPaidByStaff,
  refundOrderByStaff,
  setRefundPayment,
} from './order-staff.js';
export type { OrderRefundRow, RefundRecord } from './order-staff.js';
export { ownerHashOf, provesOrder } from './order-owner.js';
export type { OrderCaller } from './order-owner.js';
export {
  cancelExpiredOrders,
  extendOrderExpiry,
  findOrderState,
  flagOrder,
  listExpiredOrders,
  markOrderPaid,
  noteOrder,
  reviveExpiredOrder,
  setOrderCustomer,
} from './order-payment.js';

function conflict(id: string): HttpError {
  return new HttpError(409, 'order_conflict', `Order '${id}' exists with other content`);
}

/** The existing order for this draft id: itself for the same content, else 409. */
async function existing(ctx: AppContext, draft: OrderCreateRequest, hash: string) {
  const row = await repo.findOrder(ctx.db, draft.id);
  if (row && row.draft_hash !== hash) throw conflict(draft.id);
  return row;
}

/** Items of the cart as sent, read in this transaction; 400 naming each line that cannot be sold. */
async function cartItems(ctx: AppContext, draft: OrderCreateRequest) {
  return orderCart(ctx, draft);
}

/** A line as sold: stock taken first, so "stocked" (and its fee) follows what was really taken. */
async function sellLine(
  ctx: AppContext,
  item: Item,
  line: { quantity: number; brand: string; car: string | null },
  clock: { now: Date; minimumArrival: string },
): Promise<{ line: CartLine; taken: number; backorderArrival: string | null }> {
  const taken = await catalog.takeStock(ctx, item._id, line.quantity);
  const sold = cartLine({ ...item, stock: { quantity: taken } }, line, clock);
  // Units not taken come from the supplier, at its date (the whole line's, when none were taken).
  const backorderArrival =
    taken < line.quantity
      ? cartLine({ ...item, stock: { quantity: 0 } }, line, clock).arrival
      : null;
  return { line: sold, taken, backorderArrival };
}

/** Only an embedded checkout may leave the customer's details to the provider. */
function requireCustomer(draft: OrderCreateRequest, route: PaymentRoute): void {
  if (route === 'checkout') return;
  for (const field of ['email', 'billingAddress', 'shippingAddress'] as const)
    if (draft[field] === undefined) throw badRequest(`${field}: is required`);
}

/** A placed order, whether this call created it, and how it is paid. */
export interface PlacedOrder {
  order: OrderView;
  created: boolean;
  route: PaymentRoute;
}

/**
 * The order, created once per draft id. The same id with the same content answers the same order
 * (`created` false); with other content it is 409. Its payment says how it is paid (`route`):
 * 'direct' orders (invoice, …) are confirmed by mail at once; orders paid through a provider are
 * confirmed when paid, and expire unpaid after `paymentExpiryMs`.
 */
export async function placeOrder(
  ctx: AppContext,
  settings: OrderSettings,
  draft: OrderCreateRequest,
  now: Date,
  entry: OrderEntry = 'order',
  userId: string | null = null,
  ownerHash: string | null = null,
): Promise<PlacedOrder> {
  const route = await paymentRouteOf(ctx, draft, entry);
  requireCustomer(draft, route);
  const hash = draftHash(draft);
  // Most drafts are new: the insert finds out when one is not, and its transaction is undone.
  try {
    const order = await inTransaction(ctx, (trx) =>
      createOrder(trx, settings, { draft, hash, now, route, userId, ownerHash }),
    );
    return { order, created: true, route };
  } catch (error) {
    // This id was placed before, or by a twin that committed first: answer that order (or 409).
    const raced = await existing(ctx, draft, hash);
    if (raced) return { order: await viewOf(ctx, settings, raced), created: false, route };
    throw error;
  }
}

/** What order create needs of the payments module: the embedded checkout's snippet for an order. */
export interface OrderCheckout {
  /** The snippet that runs the provider's checkout; null once the order is no longer payable. */
  snippetFor(order: OrderView, language: string | undefined, now: Date): Promise<string | null>;
}

interface NewOrderInput {
  draft: OrderCreateRequest;
  hash: string;
  now: Date;
  route: PaymentRoute;
  /** The account placing it, when logged in. */
  userId: string | null;
  /** The placing browser's owner hash, when it sent a proof. */
  ownerHash: string | null;
}

/**
 * How a new order starts: an invoice ships first; a transfer or store payment is awaited for days,
 * a provider's for minutes. Orders not paid through a provider are confirmed at once.
 */
function startOf(settings: OrderSettings, route: PaymentRoute, choice: OrderChoice, now: Date) {
  const status = initialOrderStatus(choice.payment.slug);
  const wait = route === 'direct' ? settings.directExpiryMs : settings.paymentExpiryMs;
  const expiresAt =
    status === 'pending_payment' ? new Date(now.getTime() + wait).toISOString() : null;
  return { status, expiresAt, confirmedAt: route === 'direct' ? now.toISOString() : null };
}

/**
 * Every line as sold, in the cart's order. Stock is taken in item-id order, so two orders sharing
 * items lock their rows in the same order and never wait on each other in a circle.
 */
async function sellLines(
  ctx: AppContext,
  cart: Record<string, { quantity: number; brand: string; car: string | null }>,
  items: ReadonlyMap<string, Item>,
  clock: { now: Date; minimumArrival: string },
) {
  const entries = Object.entries(cart);
  const sold = new Map<string, Awaited<ReturnType<typeof sellLine>>>();
  for (const [id, line] of [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    sold.set(id, await sellLine(ctx, items.get(id) as Item, line, clock));
  return entries.map(([id]) => sold.get(id)!);
}

async function createOrder(
  ctx: AppContext,
  settings: OrderSettings,
  { draft, hash, now, route, userId, ownerHash }: NewOrderInput,
): Promise<OrderView> {
  const at = now.toISOString();
  const minimumArrival = parseMinimumArrival(await catalog.getShipmentData(ctx));
  const { cart, items } = await cartItems(ctx, draft);
  const priced = Object.entries(cart).map(([id, line]) =>
    cartLine(items.get(id) as Item, line, { now, minimumArrival }),
  );
  const choice = await resolveChoice(ctx, draft, priced);
  const sold = await sellLines(ctx, cart, items, { now, minimumArrival });
  // Figured from the lines as sold, by the rule the checkout previews them with.
  const figures = checkoutFigures(
    sold.map((s) => s.line),
    choice,
  );
  const start = startOf(settings, route, choice, now);
  const row = {
    ...map.toNewOrder(draft, hash, choice, figures, at, start),
    user_id: userId,
    owner_hash: ownerHash,
  };
  // The row claims the draft id: a concurrent twin fails here, and its rollback returns its stock.
  const order = { ...row, number: await repo.insertNumberedOrder(ctx.db, row) };
  const lines = map.toNewLines(draft.id, sold, figures);
  const event = {
    order_id: draft.id,
    position: 0,
    status: order.status,
    from_status: null,
    actor: 'customer',
    note: null,
    created_at: at,
  };
  await repo.insertOrderLines(ctx.db, lines);
  await repo.insertOrderEvent(ctx.db, event);
  // Answered from what was just written: the same rows a later read returns.
  const view = map.toOrderView(order, lines, [event], orderKey(settings, order.number));
  // Orders paid through a provider are confirmed once paid.
  if (route === 'direct') await mail.enqueueMails(ctx, orderConfirmationMails(view, settings));
  return view;
}
