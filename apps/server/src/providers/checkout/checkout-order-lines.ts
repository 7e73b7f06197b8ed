// An order in the embedded checkout's words (Klarna Checkout v3 order lines): pure, so its sums
// can be checked against the provider's rules without a network.
import { splitVat, vatPart, type OrderView } from '@shop/domain';
import { textsIn } from '../../i18n/index.js';
import type { ServerT } from '../../i18n/index.js';

export type CheckoutLineType = 'physical' | 'shipping_fee' | 'surcharge' | 'discount';

export interface CheckoutOrderLine {
  type: CheckoutLineType;
  reference?: string;
  name: string;
  quantity: number;
  /** Minor units of the purchase currency, VAT included. */
  unit_price: number;
  /** Basis points: 2500 = 25 %. */
  tax_rate: number;
  total_amount: number;
  total_discount_amount: number;
  total_tax_amount: number;
}

/** The body fields that describe the purchase (the adapter adds merchant_urls and reference2). */
export interface CheckoutOrder {
  purchase_country: string;
  purchase_currency: string;
  locale: string;
  order_amount: number;
  order_tax_amount: number;
  order_lines: CheckoutOrderLine[];
  merchant_reference1: string;
}

// Klarna's field limits: longer texts are refused, so the shop's are cut to fit.
const MAX_NAME = 255;
const MAX_REFERENCE = 64;

/** The texts of Klarna's locale ('sv-SE' -> sv); the lines' words are src/i18n/checkout's. */
function labels(locale: string): ServerT {
  return textsIn(locale.slice(0, 2).toLowerCase());
}

/** A line before the order's VAT is spread over all of them. */
type UntaxedLine = Omit<CheckoutOrderLine, 'total_tax_amount'>;

const clip = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

function line(
  type: CheckoutLineType,
  name: string,
  quantity: number,
  unitPrice: number,
  taxRate: number,
  reference?: string,
): UntaxedLine {
  const total = quantity * unitPrice;
  return {
    type,
    ...(reference ? { reference: clip(reference, MAX_REFERENCE) } : {}),
    name: clip(name.trim() || type, MAX_NAME),
    quantity,
    unit_price: unitPrice,
    tax_rate: taxRate,
    total_amount: total,
    total_discount_amount: 0,
  };
}

/** The destination as ISO 3166 alpha-2: the order's country slug ('se' -> 'SE'). */
function purchaseCountry(order: OrderView): string {
  return order.country.slug.toUpperCase();
}

/** The order as Klarna Checkout v3 body fields, in the order currency's minor units incl. VAT. */
export function toCheckoutOrder(order: OrderView, locale: string): CheckoutOrder {
  const rate = order.vatRate;
  const t = labels(locale);
  const lines: UntaxedLine[] = [];
  for (const item of order.lines) {
    if (item.quantity > 0)
      lines.push(line('physical', item.name, item.quantity, item.unitPrice, rate, item.reference));
    // The fee is charged only on a line not wholly stocked; what was charged is what the total holds.
    const fee = item.total - item.unitPrice * item.quantity;
    if (fee > 0)
      lines.push(line('surcharge', `${t('checkout.lines.fee')}: ${item.name}`, 1, fee, rate));
  }
  const { shipping, handling, campaign, total } = order.figures;
  // Each charge beside the goods is a line of its own when there is something to charge.
  if (shipping > 0)
    lines.push(line('shipping_fee', order.transport.name, 1, shipping, rate, order.transport.id));
  const handlingName = `${t('checkout.lines.handling')}: ${order.payment.name}`;
  if (handling > 0) lines.push(line('surcharge', handlingName, 1, handling, rate));
  if (campaign > 0) lines.push(line('discount', t('checkout.lines.campaign'), 1, -campaign, rate));
  const orderAmount = lines.reduce((sum, l) => sum + l.total_amount, 0);
  // No rounding gap to reconcile: the order's figures are sums of these same integers (each rounded
  // once before adding), so a difference means a corrupt order, which is refused, never charged.
  if (orderAmount !== total)
    throw new RangeError(
      `toCheckoutOrder: order ${order.number} lines add up to ${orderAmount}, its total is ${total}`,
    );
  // The provider's receipt shows the shop's VAT: the order's own, spread over the lines.
  const { vat } = order.figures;
  if (vat !== vatPart(total, rate))
    throw new RangeError(
      `toCheckoutOrder: order ${order.number} holds VAT ${vat}, not its total's`,
    );
  const taxes = splitVat(
    lines.map((l) => l.total_amount),
    rate,
  );
  return {
    purchase_country: purchaseCountry(order),
    purchase_currency: order.currency.code.toUpperCase(),
    locale,
    order_amount: orderAmount,
    order_tax_amount: vat,
    order_lines: lines.map((l, i) => ({ ...l, total_tax_amount: taxes[i] ?? 0 })),
    merchant_reference1: order.number,
  };
}
