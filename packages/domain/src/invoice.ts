// What an invoice for an order says, as data: its number and dates, one row per charge (each part,
// its small-order fee, shipping, handling, a discount), the VAT of each rate, the total and how to
// pay it. The server renders it to a PDF in the customer's language; the figures are the order's.
import { addCalendarDays, toIsoDate } from './calendar-days.js';
import { shopCalendarDate } from './calendar.js';
import { bankTransferFor } from './payment-reference.js';
import type { BankTransfer, ShopBank } from './payment-reference.js';
import type { OrderView } from './schemas/order-responses.schema.js';

/** Days from the invoice date to its due date: the shop's terms, 14 days net. */
export const INVOICE_TERMS_DAYS = 14;

export type InvoiceRowKind = 'part' | 'fee' | 'shipping' | 'handling' | 'campaign';

/** One charge; money in the order currency's minor units, VAT included; a discount is negative. */
export interface InvoiceRow {
  kind: InvoiceRowKind;
  /** The part's name, or the transport's or payment's for shipping and handling; '' for a fee. */
  name: string;
  /** The part's number; '' otherwise. */
  reference: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  /** Basis points. */
  vatRate: number;
}

/** The charges at one VAT rate: what they total, and its VAT part and net. */
export interface InvoiceVat {
  /** Basis points. */
  rate: number;
  net: number;
  vat: number;
  gross: number;
}

export interface Invoice {
  /** The order's number: both run in one series, so every invoice number is unique and in order. */
  number: string;
  /** 'YYYY-MM-DD', the day the order was placed in the shop's time zone. */
  date: string;
  /** 'YYYY-MM-DD', INVOICE_TERMS_DAYS after the invoice date. */
  dueDate: string;
  rows: InvoiceRow[];
  vat: InvoiceVat[];
  total: number;
  /** Where to pay it, with the reference that names the order in the customer's country. */
  transfer: BankTransfer;
}

function rowsOf(order: OrderView): InvoiceRow[] {
  const rate = order.vatRate;
  const f = order.figures;
  const one = (kind: InvoiceRowKind, name: string, amount: number): InvoiceRow => ({
    kind,
    name,
    reference: '',
    quantity: 1,
    unitPrice: amount,
    amount,
    vatRate: rate,
  });
  const parts = order.lines.flatMap((line) => {
    const goods = line.total - line.fee;
    const part: InvoiceRow = {
      kind: 'part',
      name: line.name,
      reference: line.reference,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: goods,
      vatRate: rate,
    };
    return line.fee > 0 ? [part, one('fee', '', line.fee)] : [part];
  });
  return [
    ...parts,
    ...(f.shipping > 0 ? [one('shipping', order.transport.name, f.shipping)] : []),
    ...(f.handling > 0 ? [one('handling', order.payment.name, f.handling)] : []),
    ...(f.campaign > 0 ? [one('campaign', '', -f.campaign)] : []),
  ];
}

/** The invoice of `order`, paid to `bank`'s account for the order's currency and country. */
export function invoiceOf(order: OrderView, bank: ShopBank): Invoice {
  const day = shopCalendarDate(order.createdAt);
  const f = order.figures;
  return {
    number: order.number,
    date: toIsoDate(day),
    dueDate: toIsoDate(addCalendarDays(day, INVOICE_TERMS_DAYS)),
    rows: rowsOf(order),
    // One destination, one rate: every charge of an order carries its destination's VAT.
    vat: [{ rate: order.vatRate, net: f.exVat, vat: f.vat, gross: f.total }],
    total: f.total,
    transfer: bankTransferFor(
      { number: order.number, currency: order.currency.code, country: order.country.slug },
      bank,
    ),
  };
}
