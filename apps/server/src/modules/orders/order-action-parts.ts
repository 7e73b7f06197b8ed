// What staff's order actions share: the refusal they throw (the console words it), the order's
// frozen figures as the domain's action rules read them, and requested lines resolved to positions.
import type { ActionLine, ActionOrderFigures, LinePart } from '@shop/domain';
import { unitsToShip } from '@shop/domain';
import type { OrderLineRow, OrderRow } from './orders.repository.js';

/** Why the order refuses an action; the caller answers it as a 4xx in the request's language. */
export type ActionRefusal =
  | 'order_shipped'
  | 'invalid_transition'
  | 'not_paid'
  | 'refund_exceeds_paid'
  | 'invalid_quantities'
  | 'invalid_reference'
  | 'reference_mismatch'
  | 'not_manual_payment';

export class ActionRefused extends Error {
  constructor(readonly code: ActionRefusal) {
    super(`order action refused: ${code}`);
    this.name = 'ActionRefused';
  }
}

/** The order's figures that actions count against; `done` as the rule asking needs it. */
export function actionFigures(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  done: number,
): ActionOrderFigures {
  return {
    total: order.total,
    shipping: order.shipping,
    vatRate: order.vat_rate,
    done,
    shippingRefunded: order.shipping_refunded === 1,
    lines: lines.map((l) => ({
      quantity: l.quantity,
      total: l.total,
      shipped: l.shipped_quantity,
      refunded: l.refunded_quantity,
    })),
  };
}

/**
 * The requested lines as positions, each at most `left` of its line; `refusal` when one names no
 * line of the order, comes twice, or asks more than is left.
 */
export function partsOf(
  lines: readonly OrderLineRow[],
  requested: readonly ActionLine[],
  left: (line: OrderLineRow) => number,
  refusal: ActionRefusal,
): LinePart[] {
  const seen = new Set<string>();
  return requested.map((want) => {
    const index = lines.findIndex((l) => l.item_id === want.itemId);
    const line = lines[index];
    if (!line || seen.has(want.itemId)) throw new ActionRefused('invalid_quantities');
    seen.add(want.itemId);
    if (want.quantity > left(line)) throw new ActionRefused(refusal);
    return { index, quantity: want.quantity };
  });
}

/** Positions and quantities -> the lines as the API names them. */
export function linesOf(lines: readonly OrderLineRow[], parts: readonly LinePart[]): ActionLine[] {
  return parts.map((p) => ({ itemId: lines[p.index]!.item_id, quantity: p.quantity }));
}

/** Units of a line still to ship: neither shipped nor given back before shipping. */
export const leftToShip = (l: OrderLineRow): number =>
  unitsToShip({ quantity: l.quantity, shipped: l.shipped_quantity, refunded: l.refunded_quantity });
