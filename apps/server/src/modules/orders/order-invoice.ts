// An order's invoice as a PDF in the customer's language: the shop's details, invoice number and
// dates, the lines with their fees, VAT per rate, the total and how to pay it with the reference
// of the customer's country. The content is the domain's invoiceOf; this file only lays it out.
import type { Invoice, InvoiceRow, Language, OrderView, ReferenceScheme } from '@shop/domain';
import {
  INVOICE_PAYMENT_SLUG,
  INVOICE_TERMS_DAYS,
  SHOP_BANK,
  SHOP_DETAILS,
  formatDate,
  formatMoney,
  invoiceOf,
  languageOr,
  vatPercent,
} from '@shop/domain';
import { textsIn } from '../../i18n/index.js';
import type { ServerT } from '../../i18n/index.js';
import { addressLines, countryName } from './order-address.js';
import { MARGIN, PdfSheet, RIGHT } from './pdf-sheet.js';

/** Whether the order is paid by the shop's own invoice, and so has one. */
export const hasInvoice = (order: Pick<OrderView, 'payment'>): boolean =>
  order.payment.slug === INVOICE_PAYMENT_SLUG;

/** The invoice file's name in the customer's language ('lasku-1000428.pdf'). */
export function invoiceFilename(order: Pick<OrderView, 'number' | 'language'>): string {
  return textsIn(languageOr(order.language))('orders.invoice.filename', { number: order.number });
}

/** The right edges of the figures' columns, and where the text columns start. */
const COLUMNS = { part: 250, quantity: 370, unitPrice: 440, vat: 485, amount: RIGHT };
/** The right edges of the VAT summary's figures. */
const VAT_COLUMNS = { net: 400, vat: 470, gross: RIGHT };
const ROW = 14;

interface Writer {
  sheet: PdfSheet;
  t: ServerT;
  lang: Language;
  money: (minor: number) => string;
  order: OrderView;
  invoice: Invoice;
}

function heading({ sheet, t, order, invoice, lang }: Writer): void {
  sheet.text(SHOP_DETAILS.brand, MARGIN, { size: 20, bold: true });
  sheet.text(t('orders.invoice.title'), RIGHT, { size: 20, bold: true, alignRight: true });
  sheet.down(32);
  const top = sheet.y;
  const seller = [
    SHOP_DETAILS.name,
    SHOP_DETAILS.address.street,
    `${SHOP_DETAILS.address.postalCode} ${SHOP_DETAILS.address.city}`,
    countryName(SHOP_DETAILS.address.country, lang),
    SHOP_DETAILS.phone.international,
    SHOP_DETAILS.email,
  ];
  for (const line of seller) {
    sheet.text(line, MARGIN);
    sheet.down(12);
  }
  const bottom = sheet.y;
  sheet.y = top;
  const facts: [string, string][] = [
    [t('orders.invoice.number'), invoice.number],
    [t('orders.invoice.date'), formatDate(invoice.date, lang)],
    [t('orders.invoice.dueDate'), formatDate(invoice.dueDate, lang)],
    [t('orders.invoice.orderNumber'), order.number],
  ];
  for (const [label, value] of facts) {
    sheet.text(label, 330, { grey: true });
    sheet.text(value, RIGHT, { bold: true, alignRight: true });
    sheet.down(12);
  }
  sheet.text(t('orders.invoice.terms', { days: INVOICE_TERMS_DAYS }), 330, { grey: true });
  sheet.y = Math.min(bottom, sheet.y) - 16;
}

function addresses({ sheet, t, order, lang }: Writer): void {
  const top = sheet.y;
  const column = (x: number, title: string, lines: string[]) => {
    sheet.y = top;
    sheet.text(title, x, { bold: true });
    sheet.down(13);
    for (const line of lines) {
      sheet.text(line, x, { maxWidth: 230 });
      sheet.down(12);
    }
    return sheet.y;
  };
  const billing = addressLines(order.billingAddress, lang);
  const shipping = order.shippingAddress ? addressLines(order.shippingAddress, lang) : billing;
  const left = column(MARGIN, t('orders.invoice.billTo'), [...billing, order.email]);
  const right = column(300, t('orders.invoice.shipTo'), shipping);
  sheet.y = Math.min(left, right) - 16;
}

function tableHeader({ sheet, t }: Writer): void {
  const style = { bold: true, alignRight: true };
  sheet.text(t('orders.invoice.description'), MARGIN, { bold: true });
  sheet.text(t('orders.invoice.partNumber'), COLUMNS.part, { bold: true });
  sheet.text(t('orders.invoice.quantity'), COLUMNS.quantity, style);
  sheet.text(t('orders.invoice.unitPrice'), COLUMNS.unitPrice, style);
  sheet.text(t('orders.invoice.vat'), COLUMNS.vat, style);
  sheet.text(t('orders.invoice.amount'), COLUMNS.amount, style);
  sheet.rule();
  sheet.down(ROW + 2);
}

/** The words of the rows that name a charge rather than a part. */
const CHARGE_KEYS = {
  fee: 'orders.invoice.fee',
  handling: 'orders.invoice.handling',
  campaign: 'orders.invoice.campaign',
} as const;

/** What a payer's bank calls each kind of reference. */
const REFERENCE_KEYS: Readonly<Record<ReferenceScheme, string>> = {
  ocr: 'orders.invoice.reference.ocr',
  fi: 'orders.invoice.reference.fi',
  rf: 'orders.invoice.reference.rf',
};

function describe(row: InvoiceRow, t: ServerT): string {
  if (row.kind === 'part') return row.name;
  if (row.kind === 'shipping') return t('orders.invoice.shipping', { name: row.name });
  return t(CHARGE_KEYS[row.kind]);
}

function rows(w: Writer): void {
  const { sheet, t, money, invoice, lang } = w;
  tableHeader(w);
  for (const row of invoice.rows) {
    if (sheet.ensure(ROW)) tableHeader(w);
    sheet.text(describe(row, t), MARGIN, { maxWidth: COLUMNS.part - MARGIN - 8 });
    sheet.text(row.reference, COLUMNS.part, { maxWidth: COLUMNS.quantity - COLUMNS.part - 30 });
    sheet.text(String(row.quantity), COLUMNS.quantity, { alignRight: true });
    sheet.text(money(row.unitPrice), COLUMNS.unitPrice, { alignRight: true });
    sheet.text(`${vatPercent(row.vatRate, lang)} %`, COLUMNS.vat, { alignRight: true });
    sheet.text(money(row.amount), COLUMNS.amount, { alignRight: true });
    sheet.down(ROW);
  }
  sheet.rule();
  sheet.down(ROW + 8);
}

function totals({ sheet, t, money, invoice, order, lang }: Writer): void {
  sheet.ensure(ROW * (invoice.vat.length + 5));
  const style = { alignRight: true };
  sheet.text(t('orders.invoice.vatHeading'), MARGIN, { bold: true });
  sheet.text(t('orders.invoice.net'), VAT_COLUMNS.net, { ...style, grey: true });
  sheet.text(t('orders.invoice.vatAmount'), VAT_COLUMNS.vat, { ...style, grey: true });
  sheet.text(t('orders.invoice.gross'), VAT_COLUMNS.gross, { ...style, grey: true });
  sheet.down(ROW);
  for (const rate of invoice.vat) {
    sheet.text(`${t('orders.invoice.vat')} ${vatPercent(rate.rate, lang)} %`, MARGIN);
    sheet.text(money(rate.net), VAT_COLUMNS.net, style);
    sheet.text(money(rate.vat), VAT_COLUMNS.vat, style);
    sheet.text(money(rate.gross), VAT_COLUMNS.gross, style);
    sheet.down(ROW);
  }
  if (order.vatRate === 0) {
    sheet.text(
      t('orders.invoice.noVat', { country: countryName(order.country.slug, lang) }),
      MARGIN,
      {
        grey: true,
      },
    );
    sheet.down(ROW);
  }
  sheet.down(6);
  sheet.text(t('orders.invoice.total'), COLUMNS.unitPrice, {
    size: 12,
    bold: true,
    alignRight: true,
  });
  sheet.text(money(invoice.total), COLUMNS.amount, { size: 12, bold: true, alignRight: true });
  sheet.down(ROW + 16);
}

function payment({ sheet, t, money, invoice, lang }: Writer): void {
  sheet.ensure(ROW * 9);
  const { transfer } = invoice;
  sheet.text(t('orders.invoice.payHeading'), MARGIN, { bold: true, size: 11 });
  sheet.down(ROW + 2);
  const account: [string, string][] =
    transfer.method === 'bankgiro'
      ? [['Bankgiro', transfer.bankgiro]]
      : [
          ['IBAN', transfer.iban],
          ['BIC', transfer.bic],
        ];
  const facts: [string, string][] = [
    ...account,
    [t(REFERENCE_KEYS[transfer.reference.scheme]), transfer.reference.printed],
    [t('orders.invoice.total'), money(invoice.total)],
    [t('orders.invoice.dueDate'), formatDate(invoice.dueDate, lang)],
  ];
  for (const [label, value] of facts) {
    sheet.text(label, MARGIN, { grey: true });
    sheet.text(value, 200, { bold: true });
    sheet.down(ROW);
  }
  sheet.down(4);
  sheet.paragraph(t('orders.invoice.referenceNote'), MARGIN, RIGHT - MARGIN, { size: 8.5 });
}

function footer(t: ServerT, page: number, pages: number): string[] {
  const d = SHOP_DETAILS;
  const address = `${d.address.street}, ${d.address.postalCode} ${d.address.city}`;
  return [
    [d.name, address, d.phone.international, d.email].join(' · '),
    [
      t('orders.invoice.seller.organisationNumber', { value: d.organisationNumber }),
      t('orders.invoice.seller.vatId', { value: d.vatId }),
    ].join(' · '),
    [
      t('orders.invoice.seller.fTax'),
      t('orders.invoice.seller.seat', { city: d.address.city }),
      t('orders.invoice.page', { page, pages }),
    ].join(' · '),
  ];
}

/** What the invoice prints that the customer or the catalog wrote. */
const customerTexts = (order: OrderView): string[] => [
  order.email,
  ...Object.values(order.billingAddress),
  ...Object.values(order.shippingAddress ?? {}),
  ...order.lines.flatMap((line) => [line.name, line.reference]),
  order.transport.name,
  order.payment.name,
];

/** The order's invoice as PDF bytes, in the order's language. */
export async function invoicePdf(order: OrderView): Promise<Uint8Array> {
  const lang = languageOr(order.language);
  const t = textsIn(lang);
  const invoice = invoiceOf(order, SHOP_BANK);
  const sheet = await PdfSheet.create(
    {
      title: `${t('orders.invoice.title')} ${invoice.number}`,
      author: SHOP_DETAILS.name,
      date: new Date(order.createdAt),
    },
    customerTexts(order),
  );
  const money = (minor: number) => formatMoney(minor, order.currency, lang);
  const writer: Writer = { sheet, t, lang, money, order, invoice };
  heading(writer);
  addresses(writer);
  rows(writer);
  totals(writer);
  payment(writer);
  return sheet.save((page, pages) => footer(t, page, pages));
}
