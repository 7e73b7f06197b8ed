// Short mails that tell a customer what happened to their order or money after they placed it:
// an unpaid order cancelled, a payment given back, a parcel on its way. Plain text in the order's
// language.
import type { ActionLine, OrderView } from '@shop/domain';
import { CARRIER_NAMES, formatMoney, languageOr } from '@shop/domain';
import { textsIn } from '../../i18n/index.js';
import type { OutgoingMail } from '../mail/mail.service.js';

/** Why a payment goes back to the customer, and the words that tell them. */
const REFUND_TEXTS = {
  paid_twice: 'orders.notice.refund.paid_twice',
  paid_after_expiry: 'orders.notice.refund.paid_after_expiry',
  cancelled: 'orders.notice.refund.cancelled',
} as const;
export type RefundReason = keyof typeof REFUND_TEXTS;

function notice(order: OrderView, kind: string, ref: string, subject: string, body: string[]) {
  const t = textsIn(languageOr(order.language));
  const greeting = t('orders.mail.greeting', { name: order.billingAddress.given_name });
  const text = [greeting, ...body, t('orders.mail.signature')].join('\n\n') + '\n';
  return { kind, ref, to: order.email, subject, text } satisfies OutgoingMail;
}

/** The order was cancelled because its payment did not arrive in time. */
export function expiredOrderMail(order: OrderView): OutgoingMail {
  const t = textsIn(languageOr(order.language));
  const vars = { number: order.number };
  return notice(order, 'order_expired', order.id, t('orders.notice.expired.subject', vars), [
    t('orders.notice.expired.body', vars),
  ]);
}

/** A payment (in its own currency, minor units) goes back to the customer, and why. */
export function refundMail(
  order: OrderView,
  refund: { id: string; amount: number; currency: string; reason: RefundReason },
): OutgoingMail {
  const language = languageOr(order.language);
  const t = textsIn(language);
  const amount =
    refund.currency === order.currency.code
      ? formatMoney(refund.amount, order.currency, language)
      : `${(refund.amount / 100).toFixed(2)} ${refund.currency}`;
  const vars = { number: order.number, amount, payment: order.payment.name };
  return notice(order, 'payment_refund', refund.id, t('orders.notice.refund.subject', vars), [
    t(REFUND_TEXTS[refund.reason], vars),
  ]);
}

/** Money staff give back: its amount, what for, and how it returns. */
export interface StaffRefundNotice {
  id: string;
  amount: number;
  /** swish, checkout or manual (staff pay it back by hand). */
  method: string;
  lines: readonly ActionLine[];
  shipping: boolean;
}

/** Staff cancelled the order, or gave money back by lines: what happened and how the money returns. */
export function staffActionMail(
  order: OrderView,
  refund: StaffRefundNotice | null,
  cancelled: boolean,
): OutgoingMail {
  const language = languageOr(order.language);
  const t = textsIn(language);
  const amount = refund ? formatMoney(refund.amount, order.currency, language) : '';
  const vars = { number: order.number, amount, payment: order.payment.name };
  const money = refund
    ? [
        t(
          refund.method === 'manual'
            ? 'orders.notice.money.manual'
            : 'orders.notice.money.provider',
          vars,
        ),
      ]
    : [];
  if (cancelled)
    return notice(
      order,
      'order_cancelled',
      order.id,
      t('orders.notice.staffCancel.subject', vars),
      [t('orders.notice.staffCancel.body', vars), ...money],
    );
  const what = (refund?.lines ?? []).map((line) => {
    const name = order.lines.find((l) => l.itemId === line.itemId)?.name ?? line.itemId;
    return `${line.quantity} × ${name}`;
  });
  if (refund?.shipping) what.push(t('orders.notice.staffRefund.shipping'));
  return notice(
    order,
    'order_refund',
    refund?.id ?? order.id,
    t('orders.notice.refund.subject', vars),
    [
      t('orders.notice.staffRefund.body', vars),
      `${t('orders.notice.staffRefund.contents')}\n${what.join('\n')}`,
      ...money,
    ],
  );
}

/** A parcel left: what is in it, with which carrier, and where to follow it. */
export function shippedMail(
  order: OrderView,
  shipment: { id: string; carrier: string; tracking_number: string; tracking_url: string | null },
  lines: readonly ActionLine[],
): OutgoingMail {
  const t = textsIn(languageOr(order.language));
  const carrier =
    CARRIER_NAMES[shipment.carrier as keyof typeof CARRIER_NAMES] ??
    t('orders.notice.shipped.otherCarrier');
  const vars = { number: order.number, carrier, tracking: shipment.tracking_number };
  const contents = lines.map((line) => {
    const name = order.lines.find((l) => l.itemId === line.itemId)?.name ?? line.itemId;
    return `${line.quantity} × ${name}`;
  });
  const rest =
    order.lines.reduce((n, l) => n + l.quantity, 0) - lines.reduce((n, l) => n + l.quantity, 0);
  return notice(order, 'order_shipped', shipment.id, t('orders.notice.shipped.subject', vars), [
    t('orders.notice.shipped.body', vars),
    `${t('orders.notice.shipped.contents')}\n${contents.join('\n')}`,
    ...(rest > 0 ? [t('orders.notice.shipped.partial')] : []),
    shipment.tracking_url
      ? `${t('orders.notice.shipped.follow')}\n${shipment.tracking_url}`
      : t('orders.notice.shipped.noLink', vars),
  ]);
}
