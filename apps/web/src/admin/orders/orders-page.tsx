// The order list: filters in the address, the orders newest first, "load more" by the server's
// cursor. A page may come back short when filters are rare; the cursor still leads on.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link, useSearchParams } from 'react-router';
import type { AdminOrderRow } from '@shop/domain';
import { HttpError } from '../lib/console-http';
import { useConsoleTitle } from '../layout/use-console-title';
import { OrderFiltersForm, orderFiltersOf } from './order-filters';
import { STATUS_LABELS, countryName, flagLabel } from './order-labels';
import { useOrderList } from './orders-api';
import { useMoney } from './use-money';
import type { OrderFilters } from './orders-api';
import './orders.css';

export function OrdersPage() {
  const { t } = useTranslation();
  const title = t('nav.orders');
  useConsoleTitle(title);
  const [params, setParams] = useSearchParams();
  const filters = orderFiltersOf(params);
  const list = useOrderList(filters);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const focused = useCallback(() => setFocusRow(null), []);
  const orders = list.data?.pages.flatMap((page) => page.orders) ?? [];

  const onFilters = (next: OrderFilters) => setParams(next as Record<string, string>);
  const loadMore = () => {
    setFocusRow(orders.length);
    void list.fetchNextPage();
  };

  let body;
  if (list.isPending) body = <p role="status">{t('loading')}</p>;
  else if (list.isError && orders.length === 0) {
    const refused = list.error instanceof HttpError && list.error.status === 400;
    body = (
      <div role="alert">
        <p>{refused ? t('orders.badFilter') : t('orders.loadError')}</p>
        {refused ? null : (
          <button type="button" className="console-button" onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  } else
    body = (
      <>
        {orders.length === 0 && !list.hasNextPage ? (
          <p role="status">{t('orders.none')}</p>
        ) : (
          <OrderTable orders={orders} focusRow={focusRow} onFocused={focused} />
        )}
        <p className="audit-count" role="status">
          {t('orders.count', { count: orders.length })}
        </p>
        {list.hasNextPage ? (
          <button
            type="button"
            className="console-button"
            disabled={list.isFetchingNextPage}
            onClick={loadMore}
          >
            {list.isFetchingNextPage ? t('orders.loadingMore') : t('orders.loadMore')}
          </button>
        ) : orders.length > 0 ? (
          <p>{t('orders.end')}</p>
        ) : null}
      </>
    );

  return (
    <>
      <h1>{title}</h1>
      <OrderFiltersForm filters={filters} onChange={onFilters} />
      {body}
    </>
  );
}

interface TableProps {
  orders: readonly AdminOrderRow[];
  focusRow: number | null;
  onFocused(): void;
}

function OrderTable({ orders, focusRow, onFocused }: TableProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  useEffect(() => {
    if (focusRow === null || focusRow >= orders.length) return;
    rows.current[focusRow]?.focus();
    onFocused();
  }, [focusRow, orders.length, onFocused]);

  return (
    <div className="audit-scroll">
      <table className="audit-table orders-table">
        <caption>{t('orders.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.columns.number')}</th>
            <th scope="col">{t('orders.columns.placed')}</th>
            <th scope="col">{t('orders.columns.customer')}</th>
            <th scope="col">{t('orders.columns.country')}</th>
            <th scope="col">{t('orders.columns.payment')}</th>
            <th scope="col">{t('orders.columns.state')}</th>
            <th scope="col" className="orders-money">
              {t('orders.columns.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order, index) => {
            const flag = order.flag ? (flagLabel(order.flag) ?? null) : null;
            return (
              <tr
                key={order.number}
                tabIndex={-1}
                ref={(row) => {
                  rows.current[index] = row;
                }}
              >
                <th scope="row">
                  <Link to={`/orders/${order.number}`}>{order.number}</Link>
                </th>
                <td>
                  <time dateTime={order.createdAt}>{when.format(new Date(order.createdAt))}</time>
                </td>
                <td>
                  {order.customerName}
                  <br />
                  <span className="console-hint">{order.email}</span>
                </td>
                <td>{countryName(order.country, i18n.language)}</td>
                <td>{order.payment.name}</td>
                <td>
                  {t(STATUS_LABELS[order.status])}
                  {order.flag ? (
                    <span className="orders-flag">
                      {' '}
                      {t('orders.flagged', { flag: flag ? t(flag) : order.flag })}
                    </span>
                  ) : null}
                </td>
                <td className="orders-money">
                  {money(order.total.amount, { ...order.total, code: order.total.currency })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
