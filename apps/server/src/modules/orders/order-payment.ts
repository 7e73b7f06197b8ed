// What payments and time do to an order, each through the lifecycle: paid once, revived when a
// late payment finds its goods still there, flagged for staff when money arrives that the order
// cannot take, the customer's details from an embedded checkout, and cancelled (stock returned)
// when the payment never came. Callers own the transaction.
import type { OrderAddress, OrderStatus } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import * as catalog from '../catalog/catalog.service.js';
import * as mail from '../mail/mail.service.js';
import { changeOrderStatus, recordOrderEvent } from './order-lifecycle.js';
import { orderConfirmationMails } from './order-mail.js';
import { expiredOrderMail } from './order-notices.js';
import { findOrderView } from './order-read.js';
import type { OrderSettings } from './order-read.js';
import * as map from './orders.mapper.js';
import * as repo from './orders.repository.js';

/** Why staff must look at an order. */
export type OrderFlag =
  | 'amount_mismatch'
  | 'paid_after_expiry'
  | 'paid_twice'
  | 'country_mismatch'
  | 'refund_failed'
  | 'capture_failed';

async function sendConfirmation(
  ctx: AppContext,
  settings: OrderSettings,
  orderId: string,
  at: Date,
) {
  await repo.setConfirmed(ctx.db, orderId, at.toISOString());
  const view = await findOrderView(ctx, settings, orderId);
  if (view) await mail.enqueueMails(ctx, orderConfirmationMails(view, settings));
}

/**
 * pending_payment -> paid, with its event and the confirmation mail; false (and nothing written)
 * when the order was not waiting for a payment.
 */
export async function markOrderPaid(
  ctx: AppContext,
  settings: OrderSettings,
  orderId: string,
  note: string,
  at: Date,
): Promise<boolean> {
  const change = { to: 'paid', by: 'provider', why: note, at, from: ['pending_payment'] } as const;
  if (!(await changeOrderStatus(ctx, orderId, change))) return false;
  await sendConfirmation(ctx, settings, orderId, at);
  return true;
}

/**
 * A payment for an order that expired: when every unit it had taken can be taken from stock
 * again, the order is paid after all (and confirmed); else nothing changes and false.
 */
export async function reviveExpiredOrder(
  ctx: AppContext,
  settings: OrderSettings,
  orderId: string,
  note: string,
  at: Date,
): Promise<boolean> {
  const state = await repo.findOrderState(ctx.db, orderId);
  if (state?.status !== 'cancelled' || state.cancel_reason !== 'expired') return false;
  const lines = await repo.listOrderLines(ctx.db, orderId);
  const taken: { item: string; quantity: number }[] = [];
  for (const line of lines) {
    const got = await catalog.takeStock(ctx, line.item_id, line.stocked_quantity);
    taken.push({ item: line.item_id, quantity: got });
    if (got < line.stocked_quantity) {
      for (const back of taken) await catalog.returnStock(ctx, back.item, back.quantity);
      return false;
    }
  }
  const why = `revived: ${note}`;
  const change = { to: 'paid', by: 'provider', why, at, from: ['cancelled'] } as const;
  if (!(await changeOrderStatus(ctx, orderId, change))) {
    for (const back of taken) await catalog.returnStock(ctx, back.item, back.quantity);
    return false;
  }
  await sendConfirmation(ctx, settings, orderId, at);
  return true;
}

/** The state an order is in, and why when it was cancelled. */
export function findOrderState(ctx: AppContext, orderId: string) {
  return repo.findOrderState(ctx.db, orderId);
}

/** A note on the order's history that changes no state (a refund under way, …). */
export async function noteOrder(
  ctx: AppContext,
  orderId: string,
  by: 'provider' | 'system',
  why: string,
  at: Date,
): Promise<void> {
  const state = await repo.findOrderState(ctx.db, orderId);
  if (!state) return;
  // Writing the row first locks it, so the event's position cannot collide.
  await repo.touchOrder(ctx.db, orderId, at.toISOString());
  const status = state.status as OrderStatus;
  await recordOrderEvent(ctx, orderId, { from: status, to: status, by, why, at });
}

/** Marks the order for staff and tells the shop by mail; its status stays as it is. */
export async function flagOrder(
  ctx: AppContext,
  settings: OrderSettings,
  orderId: string,
  flag: OrderFlag,
  note: string,
  at: Date,
): Promise<void> {
  const when = at.toISOString();
  const row = await repo.findOrder(ctx.db, orderId);
  if (!row) return;
  await repo.setFlag(ctx.db, orderId, flag, when);
  const status = row.status as OrderStatus;
  const why = `${flag}: ${note}`;
  await recordOrderEvent(ctx, orderId, { from: status, to: status, by: 'system', why, at });
  await mail.enqueueMail(ctx, {
    kind: `order_flag_${flag}`,
    ref: `${orderId}:${when}`,
    to: settings.shopEmail,
    subject: `Order ${row.number} needs a look: ${flag.replaceAll('_', ' ')}`,
    text: `Order ${row.number} (${row.status}) was flagged ${flag}.\n\n${note}\n`,
  });
}

/** The customer's details from an embedded checkout, kept when the order has none yet. */
export async function setOrderCustomer(
  ctx: AppContext,
  orderId: string,
  customer: { email: string; billingAddress: OrderAddress; shippingAddress: OrderAddress | null },
  at: Date,
): Promise<void> {
  const row = await repo.findOrder(ctx.db, orderId);
  if (!row || row.email !== '') return;
  await repo.setCustomer(ctx.db, orderId, map.toCustomerColumns(customer), at.toISOString());
}

/** A new payment attempt gives an unpaid order the full time again. */
export async function extendOrderExpiry(
  ctx: AppContext,
  settings: OrderSettings,
  orderId: string,
  now: Date,
): Promise<void> {
  const expiresAt = new Date(now.getTime() + settings.paymentExpiryMs).toISOString();
  await repo.setExpiry(ctx.db, orderId, expiresAt);
}

/**
 * Cancels one unpaid order whose time ran out, in a transaction of its own: its stock goes back,
 * a cancelled event says why, and a customer who was sent a confirmation is told. False when it
 * was paid or cancelled meanwhile.
 */
async function expireOrder(
  ctx: AppContext,
  settings: OrderSettings,
  orderId: string,
  now: Date,
): Promise<boolean> {
  return inTransaction(ctx, async (trx) => {
    const why = 'expired: the payment did not arrive in time';
    const change = {
      to: 'cancelled',
      by: 'system',
      why,
      at: now,
      cancelReason: 'expired',
    } as const;
    if (!(await changeOrderStatus(trx, orderId, { ...change, from: ['pending_payment'] })))
      return false;
    for (const line of await repo.listOrderLines(trx.db, orderId))
      await catalog.returnStock(trx, line.item_id, line.stocked_quantity);
    const view = await findOrderView(trx, settings, orderId);
    // Orders paid through a provider were never confirmed: only the confirmed hear of it.
    if (view && view.email !== '' && (await repo.wasConfirmed(trx.db, orderId)))
      await mail.enqueueMail(trx, expiredOrderMail(view));
    return true;
  });
}

/** Up to `limit` unpaid orders whose time ran out, oldest first. */
export function listExpiredOrders(ctx: AppContext, now: Date, limit = 50): Promise<string[]> {
  return repo.listExpired(ctx.db, now.toISOString(), limit);
}

/** Cancels up to `limit` unpaid orders whose time ran out; answers the ids it cancelled. */
export async function cancelExpiredOrders(
  ctx: AppContext,
  settings: OrderSettings,
  now: Date,
  limit = 50,
): Promise<string[]> {
  const due = await repo.listExpired(ctx.db, now.toISOString(), limit);
  const cancelled: string[] = [];
  // Several processes may sweep at once: the guarded update lets one of them cancel each order.
  for (const id of due) if (await expireOrder(ctx, settings, id, now)) cancelled.push(id);
  return cancelled;
}
