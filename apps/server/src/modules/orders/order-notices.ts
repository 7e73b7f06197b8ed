// Short mails that tell a customer what happened to their order or money after they placed it:
// an unpaid order cancelled, a payment given back. Plain text in the order's language.
import type { OrderView } from '@shop/domain';
import { formatMoney, languageOr } from '@shop/domain';
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
