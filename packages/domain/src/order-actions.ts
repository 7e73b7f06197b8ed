// The money and links of the console's order actions, from the order's frozen figures: what a
// shipment is worth (the embedded checkout captures it), what a refund gives back with its VAT,
// a provider's share when it holds the money in another currency, and each carrier's tracking link.
import { bankTransferFor, orderNumberFromReference, SHOP_BANK } from './payment-reference.js';
import type { BankTransferOrder, ReferenceScheme } from './payment-reference.js';
import type { Carrier } from './schemas/admin-actions.schema.js';
import { vatPart } from './vat.js';

/** Each carrier's public tracking page, `{id}` standing for the shipment's number. */
export const TRACKING_URL_TEMPLATES: Readonly<Record<Carrier, string | null>> = {
  postnord: 'https://tracking.postnord.com/tracking.html?id={id}',
  dhl: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={id}&submit=1',
  bring: 'https://tracking.bring.com/tracking/{id}',
  posti: 'https://www.posti.fi/fi/seuranta#/lahetys/{id}',
  budbee: 'https://tracking.budbee.com/{id}',
  other: null,
};

/** Carriers by the names their customers know them by; 'other' is named in the reader's language. */
export const CARRIER_NAMES: Readonly<Record<Exclude<Carrier, 'other'>, string>> = {
  postnord: 'PostNord',
  dhl: 'DHL',
  bring: 'Bring',
  posti: 'Posti',
  budbee: 'Budbee',
};

/** The tracking link of a shipment; null for a carrier without a known page. */
export function trackingUrl(
  carrier: Carrier,
  trackingNumber: string,
  templates: Readonly<Record<Carrier, string | null>> = TRACKING_URL_TEMPLATES,
): string | null {
  const template = templates[carrier];
  if (template === null) return null;
  return template.replace('{id}', encodeURIComponent(trackingNumber.replace(/\s+/g, '')));
}

/**
 * The part of `total` that `part` of `whole` units are worth after `before` units were counted:
 * rounded half up on the running count, so the parts of a whole always add up to `total`.
 */
export function partShare(total: number, before: number, part: number, whole: number): number {
  if (!(whole > 0) || before < 0 || part < 0 || before + part > whole)
    throw new RangeError(`partShare: ${part} after ${before} of ${whole}`);
  const upTo = (units: number): number => Math.floor((total * units) / whole + 0.5);
  return upTo(before + part) - upTo(before);
}

/** An order line's frozen figures and what was done with its units so far. */
export interface ActionLineFigures {
  quantity: number;
  /** unitPrice × quantity plus its fee, as charged. */
  total: number;
  shipped: number;
  refunded: number;
}

/** The order's frozen figures that actions count against. */
export interface ActionOrderFigures {
  total: number;
  shipping: number;
  /** Basis points. */
  vatRate: number;
  lines: readonly ActionLineFigures[];
  /** Captured (shipments) or refunded so far, depending on the rule asking. */
  done: number;
  shippingRefunded: boolean;
}

/** Units of one line by its position in the order. */
export interface LinePart {
  index: number;
  quantity: number;
}

function checkParts(
  lines: readonly ActionLineFigures[],
  parts: readonly LinePart[],
  key: 'shipped' | 'refunded',
) {
  for (const part of parts) {
    const line = lines[part.index];
    if (!line || part.quantity <= 0 || line[key] + part.quantity > line.quantity)
      throw new RangeError(`line ${part.index}: ${part.quantity} more cannot be ${key}`);
  }
}

/**
 * What a shipment of `parts` is worth: each line's share of its total; the shipment that sends the
 * last units takes what is left of the order's total (shipping, handling, rounding).
 */
export function shipmentAmount(order: ActionOrderFigures, parts: readonly LinePart[]): number {
  checkParts(order.lines, parts, 'shipped');
  const more = new Map(parts.map((p) => [p.index, p.quantity]));
  const last = order.lines.every((l, i) => l.shipped + (more.get(i) ?? 0) === l.quantity);
  if (last) return order.total - order.done;
  return parts.reduce((sum, p) => {
    const line = order.lines[p.index]!;
    return sum + partShare(line.total, line.shipped, p.quantity, line.quantity);
  }, 0);
}

export interface RefundFigures {
  /** With VAT, in the order currency's minor units. */
  amount: number;
  vat: number;
  /** Whether this refund gives the shipping back. */
  shipping: boolean;
}

/**
 * What refunding `parts` (and the shipping, when asked and not given back before) returns, with
 * its VAT at the order's rate: each line's share of its charged total; the refund that gives back
 * the last unit and the shipping returns all that is left of the total (handling, rounding).
 */
export function refundAmount(
  order: ActionOrderFigures,
  parts: readonly LinePart[],
  withShipping: boolean,
): RefundFigures {
  checkParts(order.lines, parts, 'refunded');
  const more = new Map(parts.map((p) => [p.index, p.quantity]));
  const shipping = withShipping && !order.shippingRefunded;
  const allLines = order.lines.every((l, i) => l.refunded + (more.get(i) ?? 0) === l.quantity);
  const shippingBack = shipping || order.shippingRefunded || order.shipping === 0;
  let amount: number;
  if (allLines && shippingBack) amount = order.total - order.done;
  else
    amount =
      parts.reduce((sum, p) => {
        const line = order.lines[p.index]!;
        return sum + partShare(line.total, line.refunded, p.quantity, line.quantity);
      }, 0) + (shipping ? order.shipping : 0);
  return { amount, vat: vatPart(amount, order.vatRate), shipping };
}

/**
 * A provider's share of an amount of the order when it holds the money in its own currency (Swish
 * in kronor for an order in euro): counted on the running total, so the shares add up to all it holds.
 */
export function providerShare(
  held: number,
  orderTotal: number,
  before: number,
  amount: number,
): number {
  if (held === orderTotal) return amount;
  return partShare(held, before, amount, orderTotal);
}

/**
 * The order number a payment reference for `order` names, read in the scheme the order's transfer
 * asks for (or as an RF reference, which Nordic banks all take); null when no check digit fits.
 */
export function orderNumberOfPayment(order: BankTransferOrder, input: string): string | null {
  const own = bankTransferFor(order, SHOP_BANK).reference.scheme;
  const schemes: ReferenceScheme[] = own === 'rf' ? ['rf'] : [own, 'rf'];
  for (const scheme of schemes) {
    const number = orderNumberFromReference(scheme, input);
    if (number !== null) return number;
  }
  return null;
}
