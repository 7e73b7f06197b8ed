// The order confirmation: to the customer in the order's language, and a copy to the shop, as
// plain text and simple HTML with the lines, totals, VAT, addresses, how to pay and the 14-day
// return right.
import type { Language, OrderAddress, OrderView } from '@shop/domain';
import { DEFAULT_LANGUAGE, formatMoney, isLanguage } from '@shop/domain';
import { escapeHtml } from '../../lib/html.js';
import type { OrderMailTexts } from './order-mail.texts.js';
import { ORDER_MAIL_TEXTS } from './order-mail.texts.js';

export interface OrderMail {
  kind: 'order_confirmation' | 'order_confirmation_copy';
  ref: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

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

/** The country's name in the mail's language ('se' -> 'Sverige'), as a postal address ends. */
function countryName(slug: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(slug.toUpperCase()) ?? slug;
  } catch {
    return slug.toUpperCase();
  }
}

function addressLines(a: OrderAddress, lang: Language): string[] {
  return [
    `${a.given_name} ${a.family_name}`,
    ...(a.care_of ? [a.care_of] : []),
    a.street_address,
    `${a.postal_code} ${a.city}`,
    countryName(a.country, lang),
    a.phone,
  ];
}

interface Block {
  heading?: string;
  lines: string[];
}

/** The mail's content as headed blocks of lines, rendered to text and to HTML alike. */
function blocks(order: OrderView, t: OrderMailTexts, lang: Language, url: string): Block[] {
  const money = (minor: number) => formatMoney(minor, order.currency, lang);
  // A date before the order's day is the rule's "unknown" (SPEC §9), never a promise.
  const known = (date: string | null): date is string =>
    date !== null && date >= order.createdAt.slice(0, 10);
  const lines = order.lines.flatMap((l) => {
    const stocked = l.stockedQuantity > 0 || l.backorderQuantity === 0;
    return [
      `${t.line(l.quantity, l.name, l.reference)}: ${money(l.total)}`,
      ...(l.fee > 0 && l.backorderQuantity > 0 ? [`  ${t.fee(money(l.fee))}`] : []),
      ...(stocked ? [`  ${known(l.arrival) ? t.arrival(l.arrival) : t.unknownArrival}`] : []),
      ...(l.backorderQuantity > 0
        ? [
            `  ${
              known(l.backorderArrival)
                ? t.backorder(l.backorderQuantity, l.backorderArrival)
                : t.backorderUnknown(l.backorderQuantity)
            }`,
          ]
        : []),
    ];
  });
  const f = order.figures;
  const totals = [
    `${t.items}: ${money(f.items)}`,
    `${t.shipping}: ${money(f.shipping)}`,
    ...(f.handling > 0 ? [`${t.handling}: ${money(f.handling)}`] : []),
    ...(f.campaign > 0 ? [`${t.campaign}: −${money(f.campaign)}`] : []),
    `${t.total}: ${money(f.total)}`,
    order.vatRate > 0 ? `${t.vat(String(order.vatRate / 100))}: ${money(f.vat)}` : t.noVat,
  ];
  const pay =
    order.status === 'paid'
      ? t.paid(money(f.total))
      : t.instructions[order.payment.slug]?.(money(f.total), order.number);
  return [
    { lines: [t.greeting(order.billingAddress.given_name), t.intro] },
    { heading: `${t.orderNumber}: ${order.number}`, lines },
    { lines: totals },
    { heading: t.billing, lines: addressLines(order.billingAddress, lang) },
    {
      heading: t.delivery,
      lines: order.shippingAddress ? addressLines(order.shippingAddress, lang) : [t.sameAddress],
    },
    { heading: `${t.transport}: ${order.transport.name}`, lines: [] },
    { heading: `${t.payment}: ${order.payment.name}`, lines: pay ? [pay] : [] },
    { heading: t.follow, lines: [url] },
    { lines: [t.returns, ...t.signature.split('\n')] },
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

/** The confirmation for the customer and the shop's copy (in English for the staff). */
export function orderConfirmationMails(order: OrderView, settings: OrderMailSettings): OrderMail[] {
  const lang: Language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
  const url = orderPageUrl(settings.publicUrl, order);
  const t = ORDER_MAIL_TEXTS[lang];
  const content = blocks(order, t, lang, url);
  const staff = ORDER_MAIL_TEXTS[DEFAULT_LANGUAGE];
  const staffContent = blocks(order, staff, DEFAULT_LANGUAGE, url);
  return [
    {
      kind: 'order_confirmation',
      ref: order.id,
      to: order.email,
      subject: t.subject(order.number),
      text: toText(content),
      html: toHtml(content, lang, url),
    },
    {
      kind: 'order_confirmation_copy',
      ref: order.id,
      to: settings.shopEmail,
      subject: staff.shopCopy(order.number, order.email),
      text: toText(staffContent),
      html: toHtml(staffContent, DEFAULT_LANGUAGE, url),
    },
  ];
}
