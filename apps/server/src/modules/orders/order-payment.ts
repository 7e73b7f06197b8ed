// What payments do to an order: paid once, flagged for staff when money arrives that the order
// cannot take, the customer's details from an embedded checkout, and cancelled (stock returned)
// when the payment never came. Each change writes the order row first, which locks it, then its
// event. Callers own the transaction.
import type { OrderAddress, OrderStatus } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import * as catalog from '../catalog/catalog.service.js';
import * as mail from '../mail/mail.service.js';
import { orderConfirmationMails } from './order-mail.js';
import * as map from './orders.mapper.js';
import * as repo from './orders.repository.js';
import { findOrderView } from './order-read.js';
import type { OrderSettings } from './order-read.js';

/** Why staff must look at an order. */
export type OrderFlag = 'amount_mismatch' | 'paid_after_expiry' | 'paid_twice' | 'country_mismatch';

async function addEvent(
  ctx: AppContext,
  orderId: string,
  status: OrderStatus,
  note: string | null,
  at: string,
): Promise<void> {
  const position = await repo.nextEventPosition(ctx.db, orderId);
  await repo.insertOrderEvent(ctx.db, {
    order_id: orderId,
    position,
    status,
    note,
    created_at: at,
  });
}

/**
 * pending_payment -> paid, with its event and the confirmation mail; false (and nothing written)
 * when the order was not pending any more.
 */
export async function markOrderPaid(
  ctx: AppContext,
  settings: OrderSettings,
  orderId: string,
  note: string,
  at: Date,
): Promise<boolean> {
  const when = at.toISOString();
  if (!(await repo.markPaid(ctx.db, orderId, when))) return false;
  await addEvent(ctx, orderId, 'paid', note, when);
  const view = await findOrderView(ctx, settings, orderId);
  if (view)
    for (const message of orderConfirmationMails(view, settings))
      await mail.enqueueMail(ctx, message);
  return true;
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
  await addEvent(ctx, orderId, row.status as OrderStatus, `${flag}: ${note}`, when);
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
 * Cancels one unpaid order whose time ran out, in a transaction of its own: its stock goes back
 * and a cancelled event says why. False when it was paid or cancelled meanwhile.
 */
async function expireOrder(ctx: AppContext, orderId: string, now: Date): Promise<boolean> {
  return inTransaction(ctx, async (trx) => {
    const at = now.toISOString();
    if (!(await repo.cancelPending(trx.db, orderId, at))) return false;
    for (const line of await repo.listOrderLines(trx.db, orderId))
      await catalog.returnStock(trx, line.item_id, line.stocked_quantity);
    await addEvent(trx, orderId, 'cancelled', 'expired: the payment did not arrive in time', at);
    return true;
  });
}

/** Cancels up to `limit` unpaid orders whose time ran out; answers the ids it cancelled. */
export async function cancelExpiredOrders(
  ctx: AppContext,
  now: Date,
  limit = 50,
): Promise<string[]> {
  const due = await repo.listExpired(ctx.db, now.toISOString(), limit);
  const cancelled: string[] = [];
  // Several processes may sweep at once: the guarded update lets one of them cancel each order.
  for (const id of due) if (await expireOrder(ctx, id, now)) cancelled.push(id);
  return cancelled;
}
