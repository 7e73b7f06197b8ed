// The one way an order changes state: the domain's table says whether the move is allowed, the
// guarded write makes two racing moves take effect once, and an event records when, who, from,
// to and why. Callers own the transaction.
import type { OrderActor, OrderStatus } from '@shop/domain';
import { canChangeOrder } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import * as repo from './orders.repository.js';
import type { StatusColumns } from './orders.repository.js';

export interface OrderChange {
  to: OrderStatus;
  by: OrderActor;
  /** Why, in staff's words (the order's history shows it). */
  why: string | null;
  at: Date;
  /** Only from one of these states (e.g. a payment pays only an unpaid order). */
  from?: readonly OrderStatus[];
  /** Why a cancellation happened: expired, staff. */
  cancelReason?: string;
}

export interface OrderMove {
  from: OrderStatus;
  to: OrderStatus;
}

/** An event on the order's history; `from` equals `to` for a note that changes no state. */
export async function recordOrderEvent(
  ctx: AppContext,
  orderId: string,
  event: {
    from: OrderStatus | null;
    to: OrderStatus;
    by: OrderActor;
    why: string | null;
    at: Date;
  },
): Promise<void> {
  await repo.insertOrderEvent(ctx.db, {
    order_id: orderId,
    position: await repo.nextEventPosition(ctx.db, orderId),
    status: event.to,
    from_status: event.from,
    actor: event.by,
    note: event.why,
    created_at: event.at.toISOString(),
  });
}

function columnsFor(change: OrderChange): StatusColumns {
  const at = change.at.toISOString();
  switch (change.to) {
    case 'paid':
      return { paid_at: at, expires_at: null, cancel_reason: null };
    case 'cancelled':
      return { expires_at: null, cancel_reason: change.cancelReason ?? change.by };
    default:
      return { expires_at: null };
  }
}

/**
 * Moves the order as `change` says when the lifecycle allows it; answers the move, or null when
 * the order is unknown, in a state the change does not start from, or was moved by a racing call.
 */
export async function changeOrderStatus(
  ctx: AppContext,
  orderId: string,
  change: OrderChange,
): Promise<OrderMove | null> {
  const row = await repo.findOrderState(ctx.db, orderId);
  if (!row) return null;
  const from = row.status as OrderStatus;
  if (change.from && !change.from.includes(from)) return null;
  if (!canChangeOrder(from, change.to, change.by)) return null;
  const at = change.at.toISOString();
  if (!(await repo.setStatus(ctx.db, orderId, from, change.to, columnsFor(change), at)))
    return null;
  await recordOrderEvent(ctx, orderId, { ...change, from });
  return { from, to: change.to };
}
