// /complete (SPEC §2, §4): the confirmation of the latest placed order, its number and the locked
// grid of what was bought (as the server placed it); the first visit empties the cart and starts a
// fresh draft. Back from an embedded checkout (?checkout_order_id=…) its order is confirmed first.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useAnnounce } from '../../../lib/announcer';
import { cartStore } from '../../../lib/cart-store';
import { useOrder } from '../api';
import { OrderContents } from '../components/order-lines';
import { draftActions, draftStore } from '../model/draft-store';
import { markSettled, useOrderHistory } from '../model/order-history';
import { orderPath } from '../order/order-path';
import { SimplePage } from '../simple-page';
import { ConfirmCheckout } from './confirm-checkout';

export function CompletePage() {
  const [search] = useSearchParams();
  const checkoutOrderId = search.get('checkout_order_id');
  return checkoutOrderId ? <ConfirmCheckout checkoutOrderId={checkoutOrderId} /> : <Completed />;
}

function Completed() {
  const { t } = useTranslation();
  const latest = useOrderHistory()[0];
  const order = useOrder(latest?.number ?? '', latest?.key ?? '');
  const announce = useAnnounce();

  useEffect(() => {
    if (!latest || latest.settled) return;
    cartStore.clear();
    if (draftStore.get().id === latest.draft.id) draftActions.reset();
    markSettled(latest.number);
    announce(t('checkout.complete.placed', { number: latest.number }));
  }, [latest, t, announce]);

  // Nothing was ordered in this browser: nothing to thank for.
  if (!latest) {
    return (
      <SimplePage title={t('checkout.complete.noneTitle')}>
        <p>{t('checkout.complete.none')}</p>
        <Link to="/">{t('checkout.complete.shop')}</Link>
      </SimplePage>
    );
  }
  return (
    <SimplePage title={t('checkout.completeTitle')}>
      <p className="complete__text">
        {latest.draft.email
          ? t('checkout.complete.text', { number: latest.number, email: latest.draft.email })
          : t('checkout.complete.number', { number: latest.number })}
      </p>
      {order.isError ? (
        <LoadError
          message={t('checkout.order.loadError')}
          retryLabel={t('checkout.retry')}
          onRetry={() => void order.refetch()}
        />
      ) : null}
      {order.isPending ? <Spinner /> : null}
      {order.data ? <OrderContents order={order.data} /> : null}
      <p className="button-row">
        <Link className="button" to={orderPath(latest.number, latest.key)}>
          {t('checkout.complete.viewOrder')}
        </Link>
        <Link className="button button--secondary" to="/">
          {t('checkout.complete.shop')}
        </Link>
      </p>
    </SimplePage>
  );
}
