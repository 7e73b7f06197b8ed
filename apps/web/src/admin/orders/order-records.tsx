// What happened to an order, as tables: parcels, refunds, payment attempts and the provider's
// messages, the lifecycle, the mails sent, and the console's changes.
import { useTranslation } from '../../lib/translate';
import type { AdminOrderDetail } from '@shop/domain';
import { AuditChange } from '../audit/audit-change';
import { STATUS_LABELS, carrierName } from './order-labels';
import { RecordTable } from './record-table';
import { useMoney } from './use-money';

export function OrderRecords({ detail }: { detail: AdminOrderDetail }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const at = (iso: string | null) =>
    iso ? <time dateTime={iso}>{when.format(new Date(iso))}</time> : '';
  const currency = detail.order.currency;
  const byCode = (code: string) => (code === currency.code ? currency : { ...currency, code });
  const linesText = (lines: readonly { itemId: string; quantity: number }[]) =>
    lines.map((l) => `${l.quantity} × ${l.itemId}`).join(', ');
  const { payments } = detail;
  return (
    <>
      <RecordTable
        title={t('orders.detail.shipments')}
        empty={t('orders.detail.noShipments')}
        columns={[
          t('orders.records.at'),
          t('orders.records.carrier'),
          t('orders.records.tracking'),
          t('orders.records.contents'),
          t('orders.records.amount'),
          t('orders.records.capture'),
        ]}
        rows={detail.shipments.map((s) => [
          at(s.createdAt),
          carrierName(s.carrier) ?? t('orders.carrier.other'),
          s.trackingUrl ? (
            <a href={s.trackingUrl} target="_blank" rel="noreferrer">
              {s.trackingNumber}
            </a>
          ) : (
            s.trackingNumber
          ),
          linesText(s.lines),
          money(s.amount, currency),
          s.capture,
        ])}
      />
      <RecordTable
        title={t('orders.detail.refunds')}
        empty={t('orders.detail.noRefunds')}
        columns={[
          t('orders.records.at'),
          t('orders.records.amount'),
          t('orders.records.contents'),
          t('orders.records.method'),
          t('orders.records.state'),
        ]}
        rows={detail.refunds.map((r) => [
          at(r.createdAt),
          `${money(r.amount, byCode(r.currency))} (${t('orders.records.vatPart', { vat: money(r.vat, byCode(r.currency)) })})`,
          [
            linesText(r.lines),
            r.shipping ? t('orders.records.shipping') : '',
            r.restock ? t('orders.records.restocked') : '',
          ]
            .filter(Boolean)
            .join(', '),
          r.method,
          r.state,
        ])}
      />
      <RecordTable
        title={t('orders.detail.payments')}
        empty={t('orders.detail.noPayments')}
        columns={[
          t('orders.records.at'),
          t('orders.records.provider'),
          t('orders.records.state'),
          t('orders.records.amount'),
          t('orders.records.reference'),
        ]}
        rows={payments.attempts.map((a) => [
          at(a.createdAt),
          a.provider,
          a.errorCode ? `${a.state} (${a.errorCode})` : a.state,
          money(a.amount, byCode(a.currency)),
          [a.providerRef, a.payerAlias].filter(Boolean).join(' · '),
        ])}
      />
      <RecordTable
        title={t('orders.detail.providerEvents')}
        empty={t('orders.detail.noProviderEvents')}
        columns={[
          t('orders.records.at'),
          t('orders.records.provider'),
          t('orders.records.state'),
          t('orders.records.amount'),
          t('orders.records.outcome'),
        ]}
        rows={payments.events.map((e) => [
          at(e.receivedAt),
          e.provider,
          e.state,
          money(e.amount, byCode(e.currency)),
          e.outcome,
        ])}
      />
      <RecordTable
        title={t('orders.detail.lifecycle')}
        empty={t('orders.detail.noEvents')}
        columns={[t('orders.records.at'), t('orders.records.state'), t('orders.records.by')]}
        rows={detail.events.map((e) => [
          at(e.at),
          [t(STATUS_LABELS[e.status]), e.note].filter(Boolean).join(' · '),
          e.actor,
        ])}
      />
      <RecordTable
        title={t('orders.detail.mails')}
        empty={t('orders.detail.noMails')}
        columns={[
          t('orders.records.at'),
          t('orders.records.to'),
          t('orders.records.subject'),
          t('orders.records.state'),
        ]}
        rows={detail.mails.map((m) => [at(m.sentAt ?? m.createdAt), m.to, m.subject, m.status])}
      />
      <RecordTable
        title={t('orders.detail.history')}
        empty={t('orders.detail.noHistory')}
        columns={[
          t('orders.records.at'),
          t('orders.records.by'),
          t('orders.records.action'),
          t('orders.records.change'),
          t('orders.records.reason'),
        ]}
        rows={detail.history.map((h) => [
          at(h.at),
          h.actor.email,
          <code key="action">{h.action}</code>,
          <AuditChange key="change" before={h.before} after={h.after} />,
          h.reason ?? '',
        ])}
      />
    </>
  );
}
