// /order/:number?key=… : an order for whoever holds the key from its confirmation mail, without an
// account: status, lines, sums, addresses, methods.
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { formatDate } from '@shop/domain';
import type { OrderView } from '@shop/domain';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { isNotFound } from '../../../lib/http';
import { usePreferences } from '../../../lib/preferences';
import { useOrder } from '../api';
import { useCountryNames } from '../../../components/form/country-select';
import { OrderCards } from '../components/order-cards';
import { OrderContents } from '../components/order-lines';
import { SimplePage } from '../simple-page';

function OrderDetails({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const countryOf = useCountryNames();
  const delivery = order.shippingAddress ?? order.billingAddress;
  return (
    <>
      <dl className="order-facts">
        <div>
          <dt>{t('checkout.order.status')}</dt>
          <dd>{t(`checkout.order.statuses.${order.status}`)}</dd>
        </div>
        <div>
          <dt>{t('checkout.order.placed')}</dt>
          <dd>{formatDate(order.createdAt, language)}</dd>
        </div>
      </dl>
      <OrderContents order={order} />
      <OrderCards
        delivery={delivery}
        billing={order.billingAddress}
        countryOf={countryOf}
        transport={order.transport.name}
        payment={order.payment.name}
        email={order.email}
        sameAsBilling={order.shippingAddress === null}
      />
    </>
  );
}

export function OrderPage() {
  const { t } = useTranslation();
  const { number = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  const order = useOrder(number, key);
  const missing = key === '' || isNotFound(order.error);
  return (
    <SimplePage title={t('checkout.order.title', { number })}>
      {missing ? (
        <div role="alert">
          <p>{t('checkout.order.notFound')}</p>
          <Link to="/">{t('checkout.complete.shop')}</Link>
        </div>
      ) : null}
      {!missing && order.isError ? (
        <LoadError
          message={t('checkout.order.loadError')}
          retryLabel={t('checkout.retry')}
          onRetry={() => void order.refetch()}
        />
      ) : null}
      {!missing && order.isPending ? <Spinner /> : null}
      {order.data ? <OrderDetails order={order.data} /> : null}
    </SimplePage>
  );
}
