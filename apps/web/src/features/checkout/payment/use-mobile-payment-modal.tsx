// Opens the pay-by-mobile modal for an order draft (SPEC §4 review submit with the mobile
// payment); a paid order closes it and finishes like any placed order.
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/translate';
import type { MobilePaymentRequestInput, OrderDraftInput, OrderView } from '@shop/domain';
import { useModal } from '../../../components/ui/modal';
import { onPhone } from '../../../lib/device';
import { usePreferences } from '../../../lib/preferences';
import { useFinishOrder } from '../placing/use-finish-order';
import { MobilePaymentDialog } from './mobile-payment-dialog';

/** Opens the modal for `order`; `amount` is what Swish charges, formatted (null when unknown). */
export function useMobilePaymentModal(): (order: OrderDraftInput, amount: string | null) => void {
  const { t } = useTranslation();
  const { open, close } = useModal();
  const { language } = usePreferences();
  const finish = useFinishOrder();
  return useCallback(
    (order: OrderDraftInput, amount: string | null) => {
      // On a phone the Swish app opens by a link on this device, not by the payer's number.
      const body: MobilePaymentRequestInput = onPhone() ? { ...order, openApp: true } : order;
      const onPaid = (paid: OrderView) => {
        close();
        finish(paid);
      };
      open(
        <MobilePaymentDialog
          body={body}
          phone={order.billingAddress.phone}
          amount={amount}
          language={language}
          onPaid={onPaid}
        />,
        { label: t('checkout.mobile.title'), locked: true },
      );
    },
    [t, open, close, language, finish],
  );
}
