// Orders: draft + figures -> rows, rows -> the API's OrderView. The only place that knows both.
import type {
  CartLine,
  OrderAddress,
  OrderCreateRequest,
  OrderDraft,
  OrderFigures,
  OrderStatus,
  OrderView,
} from '@shop/domain';
import { customerNameKeys, languageOr, toOrderLineInput } from '@shop/domain';
import type { OrderChoice } from './order-choice.js';
import type {
  CustomerColumns,
  FigureColumns,
  OrderEventRow,
  OrderLineRow,
  OrderRow,
} from './orders.repository.js';

export interface SoldLine {
  line: CartLine;
  /** Units taken from stock. */
  taken: number;
  backorderArrival: string | null;
}

function addressOf(address: OrderDraft['billingAddress']): OrderAddress {
  const { given_name, family_name, care_of, street_address, postal_code, city, phone, country } =
    address;
  return { given_name, family_name, care_of, street_address, postal_code, city, phone, country };
}

/** The address an embedded checkout fills in later: empty, in the order's country. */
export function addressToCome(country: string): OrderAddress {
  return {
    given_name: '',
    family_name: '',
    care_of: '',
    street_address: '',
    postal_code: '',
    city: '',
    phone: '',
    country,
  };
}

/** The customer's details as stored on the order. */
export function toCustomerColumns(customer: {
  email: string;
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress | null;
}): CustomerColumns {
  return {
    email: customer.email,
    billing_address: JSON.stringify(customer.billingAddress),
    shipping_address:
      customer.shippingAddress === null ? null : JSON.stringify(customer.shippingAddress),
  };
}

/** The order row before its lines are sold (figures follow once they are), as it will read back. */
export function toNewOrder(
  draft: OrderCreateRequest,
  hash: string,
  choice: OrderChoice,
  figures: OrderFigures,
  at: string,
  start: { status: OrderStatus; expiresAt: string | null; confirmedAt: string | null },
): Omit<OrderRow, 'number'> {
  const shipping = draft.shippingAddress?.enabled ? addressOf(draft.shippingAddress) : null;
  const billing = draft.billingAddress
    ? addressOf(draft.billingAddress)
    : addressToCome(choice.country.slug);
  const language = languageOr(draft.language);
  return {
    id: draft.id,
    draft_hash: hash,
    status: start.status,
    email: draft.email ?? '',
    language,
    user_id: null,
    country_id: choice.country._id,
    country_name: choice.country.name,
    currency: choice.currency.code,
    currency_symbol: choice.currency.symbol,
    euro_rate: choice.currency.euro_rate,
    exponent: choice.currency.exponent,
    vat_rate: choice.country.vat,
    transport_id: choice.transport._id,
    transport_name: choice.transport.name,
    payment_id: choice.payment._id,
    payment_slug: choice.payment.slug,
    payment_name: choice.payment.name,
    ...toFigureColumns(figures),
    billing_address: JSON.stringify(billing),
    shipping_address: shipping === null ? null : JSON.stringify(shipping),
    created_at: at,
    updated_at: at,
    country_slug: choice.country.slug,
    expires_at: start.expiresAt,
    paid_at: null,
    flag: null,
    cancel_reason: null,
    confirmed_at: start.confirmedAt,
    owner_hash: null,
    refunded_amount: 0,
    captured_amount: 0,
    shipping_refunded: 0,
    payment_reference: null,
    ...customerNameKeys(billing),
  };
}

/** The line rows, as they will read back. */
export function toNewLines(
  orderId: string,
  sold: readonly SoldLine[],
  figures: OrderFigures,
): OrderLineRow[] {
  return sold.map(({ line, taken, backorderArrival }, position) => {
    const figure = figures.lines[position];
    if (!figure) throw new Error(`no figures for line ${position}`);
    const input = toOrderLineInput(line);
    return {
      order_id: orderId,
      position,
      item_id: input.itemId,
      name: input.name,
      reference: input.reference,
      brand: input.brand,
      quantity: input.quantity,
      unit_price: figure.unitPrice,
      fee: figure.fee,
      total: figure.total,
      stocked_quantity: taken,
      backorder_quantity: line.quantity - taken,
      arrival: line.arrival,
      backorder_arrival: backorderArrival,
      shipped_quantity: 0,
      refunded_quantity: 0,
    };
  });
}

export function toFigureColumns(figures: OrderFigures): FigureColumns {
  return {
    items_total: figures.items,
    shipping: figures.shipping,
    handling: figures.handling,
    campaign: figures.campaign,
    total: figures.total,
    vat: figures.vat,
  };
}

export function toOrderView(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  events: readonly OrderEventRow[],
  key: string,
): OrderView {
  return {
    id: row.id,
    number: row.number,
    status: row.status as OrderStatus,
    createdAt: row.created_at,
    email: row.email,
    language: row.language,
    currency: {
      code: row.currency,
      symbol: row.currency_symbol,
      exponent: row.exponent,
      euro_rate: row.euro_rate,
    },
    vatRate: row.vat_rate,
    country: { id: row.country_id, slug: row.country_slug, name: row.country_name },
    transport: { id: row.transport_id, name: row.transport_name },
    payment: { id: row.payment_id, slug: row.payment_slug, name: row.payment_name },
    lines: lines.map((l) => ({
      itemId: l.item_id,
      name: l.name,
      reference: l.reference,
      brand: l.brand,
      quantity: l.quantity,
      unitPrice: l.unit_price,
      fee: l.fee,
      total: l.total,
      stockedQuantity: l.stocked_quantity,
      backorderQuantity: l.backorder_quantity,
      arrival: l.arrival,
      backorderArrival: l.backorder_arrival,
    })),
    figures: {
      items: row.items_total,
      shipping: row.shipping,
      handling: row.handling,
      campaign: row.campaign,
      total: row.total,
      vat: row.vat,
      exVat: row.total - row.vat,
    },
    billingAddress: JSON.parse(row.billing_address) as OrderAddress,
    shippingAddress:
      row.shipping_address === null ? null : (JSON.parse(row.shipping_address) as OrderAddress),
    events: events.map((e) => ({ status: e.status as OrderStatus, at: e.created_at })),
    key,
  };
}
