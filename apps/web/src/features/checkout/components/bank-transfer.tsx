// How to pay an order placed for bank transfer, while its money is awaited: the account and the
// reference its currency and country take (the same rule and details as the confirmation mail).
import { useTranslation } from '../../../lib/translate';
import { BANK_TRANSFER_SLUG, formatMoney, transferWording } from '@shop/domain';
import type { OrderView, ReferenceScheme } from '@shop/domain';
import { usePreferences } from '../../../lib/preferences';

/** The sentence for each reference scheme: it names the account kind and the reference alike. */
const SENTENCES: Readonly<Record<ReferenceScheme, string>> = {
  ocr: 'checkout.bankTransfer.ocr',
  fi: 'checkout.bankTransfer.fi',
  rf: 'checkout.bankTransfer.rf',
};

export function BankTransferInstructions({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  if (order.payment.slug !== BANK_TRANSFER_SLUG || order.status !== 'pending_payment') return null;
  const { scheme, values } = transferWording({
    number: order.number,
    currency: order.currency.code,
    country: order.country.slug,
  });
  const total = formatMoney(order.figures.total, order.currency, language);
  return (
    <p className="notice bank-transfer" role="note">
      {t(SENTENCES[scheme], { total, ...values })}
    </p>
  );
}
