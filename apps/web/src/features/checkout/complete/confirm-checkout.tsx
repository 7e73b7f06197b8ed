// /complete?checkout_order_id=… (the provider's way back after its embedded checkout): asks the
// server for the order the provider confirmed (again for a while, as long as it has not), then
// finishes it like any placed order (history, draft and cart emptied) and shows /complete.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import type { OrderView } from '@shop/domain';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { HttpError, isNotFound } from '../../../lib/http';
import { usePreferences } from '../../../lib/preferences';
import { checkoutKeys, useCheckoutConfirmation } from '../api';
import { draftStore, emptyDraft } from '../model/draft-store';
import { finishOrder, orderHistory } from '../model/order-history';
import { SimplePage } from '../simple-page';

/** The draft this order came from: this browser's draft when it is the one, else a bare one. */
function draftOf(order: OrderView) {
  const draft = draftStore.get();
  return draft.id === order.id ? draft : { ...emptyDraft(), id: order.id };
}

function Problem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const retry = (
    <button type="button" className="button" onClick={onRetry}>
      {t('checkout.retry')}
    </button>
  );
  if (isNotFound(error)) {
    return (
      <div role="alert">
        <p>{t('checkout.confirm.notFound')}</p>
        <Link to="/">{t('checkout.complete.shop')}</Link>
      </div>
    );
  }
  if (error instanceof HttpError && (error.code === 'checkout_incomplete' || error.explained)) {
    const text =
      error.code === 'checkout_incomplete' ? t('checkout.confirm.incomplete') : error.message;
    return (
      <div role="alert">
        <p>{text}</p>
        <p className="button-row">
          {retry}
          <Link className="button button--secondary" to="/checkout">
            {t('checkout.backToCheckout')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <LoadError
      message={t('checkout.order.loadError')}
      retryLabel={t('checkout.retry')}
      onRetry={onRetry}
    />
  );
}

export function ConfirmCheckout({ checkoutOrderId }: { checkoutOrderId: string }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmation = useCheckoutConfirmation(checkoutOrderId, language);
  const order = confirmation.data?.order;

  useEffect(() => {
    if (!order) return;
    queryClient.setQueryData(checkoutKeys.order(order.number, order.key), order);
    // A reload of this address finds the order in the history: the cart is emptied only once.
    if (!orderHistory.get().some((entry) => entry.number === order.number)) {
      finishOrder(draftOf(order), order);
    }
    void navigate('/complete', { replace: true });
  }, [order, queryClient, navigate]);

  return (
    <SimplePage title={t('checkout.completeTitle')}>
      {confirmation.isError ? (
        <Problem error={confirmation.error} onRetry={() => void confirmation.refetch()} />
      ) : confirmation.data?.order === null ? (
        // Paid, but this browser did not place it: its details stay with the customer's mail.
        <p role="status">{t('checkout.confirm.paidElsewhere')}</p>
      ) : (
        <Spinner label={t('checkout.confirm.checking')} />
      )}
    </SimplePage>
  );
}
