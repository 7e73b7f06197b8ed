// The customer's orders: number, date, status, total in the order's currency, and a link to each
// order's page (its `path` carries the order's key).
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { formatDate, formatMoney, sameOriginPath } from '@shop/domain';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { usePreferences } from '../../../lib/preferences';
import { useAccountOrders } from '../api';

export function OrdersSection() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const titleId = useId();
  const orders = useAccountOrders();
  return (
    <section className="account-section card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.orders.title')}</h2>
      {orders.isError ? (
        <LoadError
          message={t('account.orders.loadError')}
          retryLabel={t('account.retry')}
          onRetry={() => void orders.refetch()}
        />
      ) : !orders.data ? (
        <Spinner />
      ) : orders.data.length === 0 ? (
        <p>{t('account.orders.none')}</p>
      ) : (
        // Under a phone's width each order stacks its cells, each labelled by its column.
        <table className="account-table account-orders">
          <thead>
            <tr>
              <th scope="col">{t('account.orders.number')}</th>
              <th scope="col">{t('account.orders.date')}</th>
              <th scope="col">{t('account.orders.status')}</th>
              <th scope="col" className="account-table__amount">
                {t('account.orders.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.data.map((order) => {
              // The path comes from the server; a link only ever stays on this site.
              const path = sameOriginPath(order.path);
              return (
                <tr key={order.number}>
                  <th scope="row">{path ? <Link to={path}>{order.number}</Link> : order.number}</th>
                  <td data-label={t('account.orders.date')}>
                    {formatDate(order.createdAt, language)}
                  </td>
                  <td data-label={t('account.orders.status')}>
                    {t(`checkout.order.statuses.${order.status}`)}
                  </td>
                  <td className="account-table__amount" data-label={t('account.orders.total')}>
                    {formatMoney(order.total, { ...order.currency, euro_rate: 1 }, language)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
