// Staff ship an order, all of it or some lines: the lines' shipped units move by guarded writes,
// the lifecycle moves once (partially_shipped, shipped), the shipment is stored with its tracking
// link and its worth, and the customer gets a shipping mail in the order's language. The caller
// owns the transaction and has locked the order (lockOrder).
import type { ActionLine, Carrier, OrderStatus } from '@shop/domain';
import { SHIPPABLE, shipmentAmount, trackingUrl } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import * as mail from '../mail/mail.service.js';
import {
  ActionRefused,
  actionFigures,
  leftToShip,
  linesOf,
  partsOf,
} from './order-action-parts.js';
import * as actions from './order-actions.repository.js';
import type { ShipmentRow } from './order-actions.repository.js';
import { changeOrderStatus } from './order-lifecycle.js';
import { shippedMail } from './order-notices.js';
import { findOrderView } from './order-read.js';
import type { OrderSettings } from './order-read.js';
import type { OrderRow } from './orders.repository.js';
import * as repo from './orders.repository.js';

export type { ShipmentRow } from './order-actions.repository.js';

export interface ShipInput {
  id: string;
  carrier: Carrier;
  trackingNumber: string;
  /** Null: every unit not shipped yet. */
  lines: readonly ActionLine[] | null;
  /** Whether the payment's provider captures the shipment's worth (embedded checkout). */
  capture: boolean;
  /** Who shipped it, for the order's history. */
  staff: string;
}

/** Ships `input`'s lines of the locked order; answers the shipment stored. */
export async function shipOrder(
  trx: AppContext,
  settings: OrderSettings,
  order: OrderRow,
  input: ShipInput,
  now: Date,
): Promise<ShipmentRow> {
  const status = order.status as OrderStatus;
  if (!SHIPPABLE.includes(status))
    throw new ActionRefused(order.status === 'pending_payment' ? 'not_paid' : 'invalid_transition');
  const lines = await repo.listOrderLines(trx.db, order.id);
  const parts = input.lines
    ? partsOf(lines, input.lines, leftToShip, 'invalid_quantities')
    : lines.flatMap((l, index) => (leftToShip(l) > 0 ? [{ index, quantity: leftToShip(l) }] : []));
  if (parts.length === 0) throw new ActionRefused('invalid_quantities');
  const amount = shipmentAmount(actionFigures(order, lines, order.captured_amount), parts);
  for (const part of parts)
    if (!(await actions.addShipped(trx.db, order.id, lines[part.index]!.position, part.quantity)))
      throw new ActionRefused('invalid_quantities');
  await actions.addCapturedAmount(trx.db, order.id, amount);
  const more = new Map(parts.map((p) => [p.index, p.quantity]));
  const all = lines.every(
    (l, i) => Math.max(l.shipped_quantity + (more.get(i) ?? 0), l.refunded_quantity) >= l.quantity,
  );
  const to =
    status === 'partially_refunded' ? status : all ? ('shipped' as const) : 'partially_shipped';
  const at = now.toISOString();
  const shipped = linesOf(lines, parts);
  const what = shipped.map((l) => `${l.quantity} × ${l.itemId}`).join(', ');
  const why = `${to === 'shipped' && !input.lines ? 'shipped' : 'shipped in part'} by ${input.staff}: ${what}, ${input.carrier} ${input.trackingNumber}`;
  const change = { to, by: 'staff', why, at: now, from: [status] } as const;
  if (!(await changeOrderStatus(trx, order.id, change)))
    throw new ActionRefused('invalid_transition');
  const row: ShipmentRow = {
    id: input.id,
    order_id: order.id,
    carrier: input.carrier,
    tracking_number: input.trackingNumber,
    tracking_url: trackingUrl(input.carrier, input.trackingNumber),
    lines: JSON.stringify(shipped),
    amount,
    capture_state: input.capture ? 'pending' : 'none',
    capture_ref: null,
    created_at: at,
    updated_at: at,
  };
  await actions.insertShipment(trx.db, row);
  const view = await findOrderView(trx, settings, order.id);
  if (view && view.email !== '') await mail.enqueueMail(trx, shippedMail(view, row, shipped));
  return row;
}

export function findShipment(ctx: AppContext, id: string): Promise<ShipmentRow | undefined> {
  return actions.findShipment(ctx.db, id);
}

/** The provider's word on a shipment's capture. */
export async function setShipmentCapture(
  ctx: AppContext,
  id: string,
  outcome: { state: 'captured' | 'failed'; ref: string | null },
  now: Date,
): Promise<void> {
  await actions.updateShipment(ctx.db, id, {
    capture_state: outcome.state,
    capture_ref: outcome.ref,
    updated_at: now.toISOString(),
  });
}

/** Locks the order with this number for the rest of the transaction; undefined when unknown. */
export function lockOrder(trx: AppContext, number: string, now: Date) {
  return actions.lockOrderByNumber(trx.db, number, now.toISOString());
}
