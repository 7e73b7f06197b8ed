// An order's lines with what each has shipped and given back, and its figures down to the VAT.
import { useTranslation } from '../../lib/translate';
import type { AdminOrderDetail } from '@shop/domain';
import { languageOr, vatPercent } from '@shop/domain';
import { useMoney } from './use-money';

export function OrderLines({ detail }: { detail: AdminOrderDetail }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { order } = detail;
  const currency = order.currency;
  const progressOf = (itemId: string) =>
    detail.progress.find((p) => p.itemId === itemId) ?? { shipped: 0, refunded: 0 };
  const figures = order.figures;
  const rows: [string, number][] = [
    [t('orders.figures.items'), figures.items],
    [t('orders.figures.shipping'), figures.shipping],
    [t('orders.figures.handling'), figures.handling],
  ];
  if (figures.campaign) rows.push([t('orders.figures.campaign'), -figures.campaign]);
  return (
    <section aria-labelledby="order-lines">
      <h2 id="order-lines">{t('orders.detail.lines')}</h2>
      <div className="audit-scroll">
        <table className="audit-table">
          <caption className="visually-hidden">{t('orders.detail.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.lines.item')}</th>
              <th scope="col">{t('orders.lines.reference')}</th>
              <th scope="col" className="orders-money">
                {t('orders.lines.quantity')}
              </th>
              <th scope="col" className="orders-money">
                {t('orders.lines.shipped')}
              </th>
              <th scope="col" className="orders-money">
                {t('orders.lines.refunded')}
              </th>
              <th scope="col" className="orders-money">
                {t('orders.lines.unitPrice')}
              </th>
              <th scope="col" className="orders-money">
                {t('orders.lines.fee')}
              </th>
              <th scope="col" className="orders-money">
                {t('orders.lines.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => {
              const progress = progressOf(line.itemId);
              return (
                <tr key={line.itemId}>
                  <th scope="row">
                    {line.name}
                    <br />
                    <span className="console-hint">{line.itemId}</span>
                  </th>
                  <td>{line.reference}</td>
                  <td className="orders-money">{line.quantity}</td>
                  <td className="orders-money">{progress.shipped}</td>
                  <td className="orders-money">{progress.refunded}</td>
                  <td className="orders-money">{money(line.unitPrice, currency)}</td>
                  <td className="orders-money">{money(line.fee, currency)}</td>
                  <td className="orders-money">{money(line.total, currency)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className="orders-figures">
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{money(amount, currency)}</dd>
          </div>
        ))}
        <div className="orders-figures__total">
          <dt>{t('orders.figures.total')}</dt>
          <dd>{money(figures.total, currency)}</dd>
        </div>
        <div>
          <dt>
            {order.vatRate === 0
              ? t('orders.figures.noVat')
              : t('orders.figures.vat', {
                  rate: vatPercent(order.vatRate, languageOr(i18n.language)),
                })}
          </dt>
          <dd>{money(figures.vat, currency)}</dd>
        </div>
        <div>
          <dt>{t('orders.figures.refunded')}</dt>
          <dd>{money(detail.refunded, currency)}</dd>
        </div>
      </dl>
    </section>
  );
}
