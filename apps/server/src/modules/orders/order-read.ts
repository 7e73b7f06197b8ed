// Reading orders back: by number with the signed key of its mail's link, or by id; and the
// settings every order rule needs.
import type { OrderStatus, OrderView } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { notFound } from '../../lib/http-error.js';
import { signValue, verifyValue } from '../../lib/signing.js';
import * as actionsRepo from './order-actions.repository.js';
import type { OrderRefundRow, ShipmentRow } from './order-actions.repository.js';
import * as map from './orders.mapper.js';
import * as repo from './orders.repository.js';
import type { OrderRow } from './orders.repository.js';

const ORDER_LINK = 'order-link';

export interface OrderSettings {
  /** Signs the key in an order page's link. */
  secret: string;
  /** The shop's public origin, for links in mail. */
  publicUrl: string;
  /** Where shop copies of confirmations go. */
  shopEmail: string;
  /** How long an order paid through a provider waits for its payment before it is cancelled. */
  paymentExpiryMs: number;
  /** How long an order paid by bank transfer or in store waits for its payment. */
  directExpiryMs: number;
}

/** The order rules' settings, from the app's configuration and secret. */
export function orderSettingsOf(
  config: {
    publicUrl: string;
    mail: { shopEmail: string };
    payments: { expiryMs: number; directExpiryMs: number };
  },
  secret: string,
): OrderSettings {
  return {
    secret,
    publicUrl: config.publicUrl,
    shopEmail: config.mail.shopEmail,
    paymentExpiryMs: config.payments.expiryMs,
    directExpiryMs: config.payments.directExpiryMs,
  };
}

/** The key that opens /order/{number} without an account. */
export function orderKey(settings: OrderSettings, number: string): string {
  return signValue(settings.secret, ORDER_LINK, number);
}

export async function viewOf(
  ctx: AppContext,
  settings: OrderSettings,
  row: OrderRow,
): Promise<OrderView> {
  const [lines, events] = await Promise.all([
    repo.listOrderLines(ctx.db, row.id),
    repo.listOrderEvents(ctx.db, row.id),
  ]);
  return map.toOrderView(row, lines, events, orderKey(settings, row.number));
}

/** GET /api/orders/:number?key=…: the order, for whoever holds the link from its mail. */
export async function getOrderByNumber(
  ctx: AppContext,
  settings: OrderSettings,
  number: string,
  key: string,
): Promise<OrderView> {
  const row = await repo.findOrderByNumber(ctx.db, number);
  // The same answer for an unknown number and a wrong key: the link is the only way in.
  if (!row || !verifyValue(settings.secret, ORDER_LINK, number, key))
    throw notFound(`Unknown order '${number}'`);
  return viewOf(ctx, settings, row);
}

/** The order by its id (the draft's UUID), as its customer sees it. */
export async function findOrderView(
  ctx: AppContext,
  settings: OrderSettings,
  id: string,
): Promise<OrderView | undefined> {
  const row = await repo.findOrder(ctx.db, id);
  return row ? viewOf(ctx, settings, row) : undefined;
}

/** An order as staff read it: what its customer sees, what only staff see, and every event. */
export interface StaffOrder {
  view: Omit<OrderView, 'key' | 'events'>;
  flag: string | null;
  paidAt: string | null;
  cancelReason: string | null;
  /** What was given back so far, in minor units, and whether shipping was part of it. */
  refunded: number;
  shippingRefunded: boolean;
  paymentReference: string | null;
  /** Per line (by item id): units shipped and refunded so far. */
  progress: { itemId: string; shipped: number; refunded: number }[];
  shipments: ShipmentRow[];
  refunds: OrderRefundRow[];
  events: {
    at: string;
    status: OrderStatus;
    from: OrderStatus | null;
    actor: string;
    note: string | null;
  }[];
}

/** The order by its number for the console, which needs no key from the mail's link. */
export async function findStaffOrder(
  ctx: AppContext,
  number: string,
): Promise<StaffOrder | undefined> {
  const row = await repo.findOrderByNumber(ctx.db, number);
  if (!row) return undefined;
  const [lines, events, shipments, refunds] = await Promise.all([
    repo.listOrderLines(ctx.db, row.id),
    repo.listOrderEvents(ctx.db, row.id),
    actionsRepo.listShipments(ctx.db, row.id),
    actionsRepo.listRefunds(ctx.db, row.id),
  ]);
  const { key: _key, events: _events, ...view } = map.toOrderView(row, lines, events, '');
  return {
    view,
    flag: row.flag,
    paidAt: row.paid_at,
    cancelReason: row.cancel_reason,
    refunded: row.refunded_amount,
    shippingRefunded: row.shipping_refunded === 1,
    paymentReference: row.payment_reference,
    progress: lines.map((l) => ({
      itemId: l.item_id,
      shipped: l.shipped_quantity,
      refunded: l.refunded_quantity,
    })),
    shipments,
    refunds,
    events: events.map((e) => ({
      at: e.created_at,
      status: e.status as OrderStatus,
      from: e.from_status as OrderStatus | null,
      actor: e.actor,
      note: e.note,
    })),
  };
}
