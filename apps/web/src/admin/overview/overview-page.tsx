// The overview: orders and revenue per day for the last 30 days, what waits to be shipped, what
// is flagged, and the items running out, each a link to the list that acts on it.
import { useTranslation } from '../../lib/translate';
import { Link } from 'react-router';
import { WAITING_TO_SHIP } from '@shop/domain';
import { HttpError } from '../lib/console-http';
import { useStaff } from '../layout/staff-context';
import { useConsoleTitle } from '../layout/use-console-title';
import { useOverview } from '../orders/orders-api';
import { OrdersChart } from './orders-chart';
import './overview.css';

/** The list of orders whose goods wait for staff, as the count counts them. */
const TO_SHIP = WAITING_TO_SHIP.join(',');

export function OverviewPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const title = t('nav.overview');
  useConsoleTitle(title);
  const overview = useOverview();

  let body;
  if (overview.isPending) body = <p role="status">{t('loading')}</p>;
  else if (overview.isError)
    body = (
      <div role="alert">
        <p>
          {overview.error instanceof HttpError && overview.error.status === 0
            ? t('loadError')
            : t('overview.loadError')}
        </p>
        <button type="button" className="console-button" onClick={() => void overview.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  else {
    const { toShip, flagged, lowStock, days } = overview.data;
    body = (
      <>
        <ul className="overview-tiles">
          <li>
            <Link to={`/orders?state=${TO_SHIP}`}>
              <strong>{toShip}</strong> {t('overview.toShip', { count: toShip })}
            </Link>
          </li>
          <li>
            <Link to="/orders?flagged=true">
              <strong>{flagged}</strong> {t('overview.flagged', { count: flagged })}
            </Link>
          </li>
        </ul>
        <OrdersChart days={days} />
        <section aria-labelledby="overview-stock">
          <h2 id="overview-stock">{t('overview.lowStock')}</h2>
          {lowStock.items.length === 0 ? (
            <p>{t('overview.noLowStock')}</p>
          ) : (
            <ul className="overview-stock">
              {lowStock.items.map((item) => (
                <li key={item.id}>
                  <Link to={`/items/${encodeURIComponent(item.id)}`}>{item.name}</Link> ({item.id}):{' '}
                  {t('overview.inStock', { count: item.stock })}
                </li>
              ))}
            </ul>
          )}
          {lowStock.more ? <p>{t('overview.moreLowStock')}</p> : null}
        </section>
      </>
    );
  }

  return (
    <>
      <h1>{title}</h1>
      <p>{t('overview.welcome', { name: staff.name })}</p>
      {body}
    </>
  );
}
