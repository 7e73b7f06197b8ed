// The order confirmation: to the customer in the order's language, and a copy to the shop, as
// plain text and simple HTML with the lines, totals, VAT, addresses, how to pay and the 14-day
// return right. The words are src/i18n/orders/<lang>.json's `mail`.
import type { Language, OrderView, ReferenceScheme } from '@shop/domain';
import {
  BANK_TRANSFER_SLUG,
  SHOP_BANK,
  SHOP_LANGUAGE,
  formatDate,
  formatMoney,
  invoiceOf,
  isKnownArrival,
  languageOr,
  transferWording,
  vatPercent,
} from '@shop/domain';
import { hasText, textsIn } from '../../i18n/index.js';
import type { ServerT } from '../../i18n/index.js';
import { escapeHtml } from '../../lib/html.js';
import type { AttachmentRef } from '../mail/mail.service.js';
import { addressLines } from './order-address.js';
import { hasInvoice, invoiceFilename } from './order-invoice.js';

/** The attachment source name an order confirmation's invoice is made by. */
export const INVOICE_SOURCE = 'invoice';

export interface OrderMail {
  kind: 'order_confirmation' | 'order_confirmation_copy';
  ref: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The invoice PDF, for an order paid by invoice: made by the mail worker when it sends. */
  attachmentRefs?: AttachmentRef[];
}

/** The sentence for each reference scheme: it names the account kind and the reference alike. */
const TRANSFER_KEYS: Readonly<Record<ReferenceScheme, string>> = {
  ocr: 'orders.mail.bankTransfer.ocr',
  fi: 'orders.mail.bankTransfer.fi',
  rf: 'orders.mail.bankTransfer.rf',
};

export interface OrderMailSettings {
  publicUrl: string;
  shopEmail: string;
}

/** The address of the order's page, with the key that opens it without an account. */
export function orderPageUrl(publicUrl: string, order: Pick<OrderView, 'number' | 'key'>): string {
  return `${publicUrl}${orderPagePath(order)}`;
}

/** The order page's path and query, with the key that opens it. */
export function orderPagePath(order: Pick<OrderView, 'number' | 'key'>): string {
  return `/order/${encodeURIComponent(order.number)}?key=${encodeURIComponent(order.key)}`;
}

interface Block {
  heading?: string;
  lines: string[];
}

/** How to pay by bank transfer: the account and reference the currency and country take. */
function transferLine(order: OrderView, t: ServerT, total: string): string {
  const { scheme, values } = transferWording({
    number: order.number,
    currency: order.currency.code,
    country: order.country.slug,
  });
  return t(TRANSFER_KEYS[scheme], { total, ...values });
}

/** How to pay, or that it is paid; nothing for a payment without instructions (Swish unpaid). */
function payLine(order: OrderView, t: ServerT, lang: Language, total: string): string | null {
  if (order.status === 'paid') return t('orders.mail.paid', { total });
  if (order.payment.slug === BANK_TRANSFER_SLUG) return transferLine(order, t, total);
  if (hasInvoice(order)) {
    const due = formatDate(invoiceOf(order, SHOP_BANK).dueDate, lang);
    return t('orders.mail.instructions.invoice', { total, due });
  }
  // Instructions exist for some payment slugs only: the key is built from the slug.
  const key = `orders.mail.instructions.${order.payment.slug}`;
  return hasText(key) ? t(key, { total }) : null;
}

/** One ordered line as it reads in every language: quantity, name and the reference if any. */
const lineText = (quantity: number, name: string, reference: string) =>
  `${quantity} × ${name}${reference ? ` (${reference})` : ''}`;

/** The mail's content as headed blocks of lines, rendered to text and to HTML alike. */
function blocks(order: OrderView, t: ServerT, lang: Language, url: string): Block[] {
  const money = (minor: number) => formatMoney(minor, order.currency, lang);
  // A date before the order's day is the rule's "unknown" (SPEC §9), never a promise.
  const known = (date: string | null): date is string => isKnownArrival(date, order.createdAt);
  const lines = order.lines.flatMap((l) => {
    const stocked = l.stockedQuantity > 0 || l.backorderQuantity === 0;
    const waiting = l.backorderQuantity;
    const fee = t('orders.mail.fee', { amount: money(l.fee) });
    const arrival = known(l.arrival)
      ? t('orders.mail.arrival', { date: formatDate(l.arrival, lang) })
      : t('orders.mail.unknownArrival');
    const backorder = known(l.backorderArrival)
      ? t('orders.mail.backorder', {
          quantity: waiting,
          date: formatDate(l.backorderArrival, lang),
        })
      : t('orders.mail.backorderUnknown', { quantity: waiting });
    return [
      `${lineText(l.quantity, l.name, l.reference)}: ${money(l.total)}`,
      ...(l.fee > 0 && waiting > 0 ? [`  ${fee}`] : []),
      ...(stocked ? [`  ${arrival}`] : []),
      ...(waiting > 0 ? [`  ${backorder}`] : []),
    ];
  });
  const f = order.figures;
  const totals = [
    `${t('orders.mail.items')}: ${money(f.items)}`,
    `${t('orders.mail.shipping')}: ${money(f.shipping)}`,
    ...(f.handling > 0 ? [`${t('orders.mail.handling')}: ${money(f.handling)}`] : []),
    ...(f.campaign > 0 ? [`${t('orders.mail.campaign')}: −${money(f.campaign)}`] : []),
    `${t('orders.mail.total')}: ${money(f.total)}`,
    order.vatRate > 0
      ? `${t('orders.mail.vat', { rate: vatPercent(order.vatRate, lang) })}: ${money(f.vat)}`
      : t('orders.mail.noVat'),
  ];
  const pay = payLine(order, t, lang, money(f.total));
  const name = order.billingAddress.given_name;
  return [
    { lines: [t('orders.mail.greeting', { name }), t('orders.mail.intro')] },
    { heading: `${t('orders.mail.orderNumber')}: ${order.number}`, lines },
    { lines: totals },
    { heading: t('orders.mail.billing'), lines: addressLines(order.billingAddress, lang) },
    {
      heading: t('orders.mail.delivery'),
      lines: order.shippingAddress
        ? addressLines(order.shippingAddress, lang)
        : [t('orders.mail.sameAddress')],
    },
    { heading: `${t('orders.mail.transport')}: ${order.transport.name}`, lines: [] },
    { heading: `${t('orders.mail.payment')}: ${order.payment.name}`, lines: pay ? [pay] : [] },
    { heading: t('orders.mail.follow'), lines: [url] },
    { lines: [t('orders.mail.returns'), ...t('orders.mail.signature').split('\n')] },
  ];
}

function toText(content: readonly Block[]): string {
  return content
    .map((b) => [...(b.heading ? [b.heading] : []), ...b.lines].join('\n'))
    .join('\n\n')
    .concat('\n');
}

function toHtml(content: readonly Block[], lang: Language, url: string): string {
  const body = content
    .map((b) => {
      const heading = b.heading ? `<h3>${escapeHtml(b.heading)}</h3>` : '';
      const lines = b.lines
        .map((line) =>
          line === url
            ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`
            : escapeHtml(line.trim()),
        )
        .join('<br>');
      return b.lines.length > 0 ? `${heading}<p>${lines}</p>` : heading;
    })
    .join('\n');
  return `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif">\n${body}\n</body></html>`;
}

/** The confirmation for the customer, and the shop's copy in the shop's own language. */
export function orderConfirmationMails(order: OrderView, settings: OrderMailSettings): OrderMail[] {
  const lang = languageOr(order.language);
  const url = orderPageUrl(settings.publicUrl, order);
  const t = textsIn(lang);
  const content = blocks(order, t, lang, url);
  const staff = textsIn(SHOP_LANGUAGE);
  const staffContent = blocks(order, staff, SHOP_LANGUAGE, url);
  const attachmentRefs = hasInvoice(order)
    ? [{ source: INVOICE_SOURCE, ref: order.id, filename: invoiceFilename(order) }]
    : undefined;
  return [
    {
      kind: 'order_confirmation',
      ref: order.id,
      to: order.email,
      subject: t('orders.mail.subject', { number: order.number }),
      text: toText(content),
      html: toHtml(content, lang, url),
      ...(attachmentRefs && { attachmentRefs }),
    },
    {
      kind: 'order_confirmation_copy',
      ref: order.id,
      to: settings.shopEmail,
      subject: staff('orders.mail.shopCopy', { number: order.number, email: order.email }),
      text: toText(staffContent),
      html: toHtml(staffContent, SHOP_LANGUAGE, url),
      ...(attachmentRefs && { attachmentRefs }),
    },
  ];
}
