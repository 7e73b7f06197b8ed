// An order's page: who bought what and where it goes, its state and flag, the actions its state
// allows, its lines and figures, what happened to it, and the staff's notes.
import { useTranslation } from '../../lib/translate';
import { Link, useParams } from 'react-router';
import type { AdminOrderDetail } from '@shop/domain';
import { HttpError } from '../lib/console-http';
import { useConsoleTitle } from '../layout/use-console-title';
import { OrderActionsPanel } from './order-actions-panel';
import { STATUS_LABELS, countryName, flagLabel } from './order-labels';
import { OrderLines } from './order-lines';
import { OrderNotes } from './order-notes';
import { OrderRecords } from './order-records';
import { useOrderDetail } from './orders-api';
import './orders.css';

export function OrderPage() {
  const { t } = useTranslation();
  const { number = '' } = useParams();
  const detail = useOrderDetail(number);
  const title = t('orders.detail.title', { number });
  useConsoleTitle(title);

  let body;
  if (detail.isPending) body = <p role="status">{t('loading')}</p>;
  else if (detail.isError) {
    const missing = detail.error instanceof HttpError && detail.error.status === 404;
    body = (
      <div role="alert">
        <p>{missing ? t('orders.detail.missing', { number }) : t('orders.detail.loadError')}</p>
        {missing ? null : (
          <button type="button" className="console-button" onClick={() => void detail.refetch()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  } else body = <OrderBody detail={detail.data} />;

  return (
    <>
      <p>
        <Link to="/orders">{t('orders.detail.back')}</Link>
      </p>
      <h1>{title}</h1>
      {body}
    </>
  );
}

function OrderBody({ detail }: { detail: AdminOrderDetail }) {
  const { t, i18n } = useTranslation();
  const { order } = detail;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const flag = detail.flag ? flagLabel(detail.flag) : null;
  const address = order.shippingAddress ?? order.billingAddress;
  const facts: [string, string][] = [
    [t('orders.detail.state'), t(STATUS_LABELS[order.status])],
    [t('orders.detail.placed'), when.format(new Date(order.createdAt))],
    [t('orders.detail.email'), order.email],
    [t('orders.detail.payment'), order.payment.name],
    [t('orders.detail.transport'), order.transport.name],
    [t('orders.detail.country'), countryName(order.country.slug, i18n.language)],
    [
      t('orders.detail.paid'),
      detail.paidAt ? when.format(new Date(detail.paidAt)) : t('orders.detail.notPaid'),
    ],
  ];
  if (detail.paymentReference) facts.push([t('orders.detail.reference'), detail.paymentReference]);
  if (detail.cancelReason) facts.push([t('orders.detail.cancelReason'), detail.cancelReason]);
  return (
    <>
      {detail.flag ? (
        <p className="orders-flag-banner" role="note">
          {t('orders.flagged', { flag: flag ? t(flag) : detail.flag })}
        </p>
      ) : null}
      <dl className="orders-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <OrderActionsPanel detail={detail} />
      <OrderLines detail={detail} />
      <section aria-labelledby="order-addresses" className="orders-addresses">
        <h2 id="order-addresses">{t('orders.detail.addresses')}</h2>
        <AddressBlock title={t('orders.detail.billing')} address={order.billingAddress} />
        <AddressBlock
          title={t('orders.detail.shippingTo')}
          address={address}
          same={order.shippingAddress === null ? t('orders.detail.sameAddress') : null}
        />
      </section>
      <OrderRecords detail={detail} />
      <OrderNotes number={order.number} notes={detail.notes} />
    </>
  );
}

type Address = AdminOrderDetail['order']['billingAddress'];

function AddressBlock(props: { title: string; address: Address; same?: string | null }) {
  const { i18n } = useTranslation();
  const { address } = props;
  return (
    <div>
      <h3>{props.title}</h3>
      {props.same ? <p className="console-hint">{props.same}</p> : null}
      <address>
        {address.given_name} {address.family_name}
        <br />
        {address.care_of ? (
          <>
            {address.care_of}
            <br />
          </>
        ) : null}
        {address.street_address}
        <br />
        {address.postal_code} {address.city}
        <br />
        {countryName(address.country, i18n.language)}
        {address.phone ? (
          <>
            <br />
            {address.phone}
          </>
        ) : null}
      </address>
    </div>
  );
}
