// An order paid by invoice: when its invoice falls due, and the link that opens it as a PDF (the
// same document its confirmation mail carries). The key in the link is the order page's own.
import { useTranslation } from '../../../lib/translate';
import { SHOP_BANK, formatDate, formatMoney, invoiceOf, INVOICE_PAYMENT_SLUG } from '@shop/domain';
import type { OrderView } from '@shop/domain';
import { usePreferences } from '../../../lib/preferences';

/** The address of the order's invoice PDF, opened with the order's key. */
export const invoiceHref = (order: Pick<OrderView, 'number' | 'key'>): string =>
  `/api/orders/${encodeURIComponent(order.number)}/invoice?key=${encodeURIComponent(order.key)}`;

export function InvoiceLink({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  if (order.payment.slug !== INVOICE_PAYMENT_SLUG) return null;
  const total = formatMoney(order.figures.total, order.currency, language);
  const due = formatDate(invoiceOf(order, SHOP_BANK).dueDate, language);
  return (
    <p className="notice invoice" role="note">
      {t('checkout.invoice.due', { total, due })}{' '}
      <a href={invoiceHref(order)} target="_blank" rel="noopener" type="application/pdf">
        {t('checkout.invoice.open', { number: order.number })}
      </a>
    </p>
  );
}
