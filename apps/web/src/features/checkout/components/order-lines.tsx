// The locked grid of an order's lines (SPEC §2 complete), from the order as the server placed it:
// part, reference, brand, quantity, delivery, unit price and line total in the order's currency;
// under it the order's sums with the VAT of its destination.
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@shop/domain';
import type { OrderLineView, OrderView } from '@shop/domain';
import { DataGrid } from '../../../components/ui/data-grid';
import type { DataGridColumn } from '../../../components/ui/data-grid';
import { usePreferences } from '../../../lib/preferences';
import { useCountryNames } from './country-select';
import { OrderSumsList } from './order-sums';
import { VatNote } from './vat-note';

function Delivery({ line }: { line: OrderLineView }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const date = (value: string | null) => (value ? formatDate(value, language) : '');
  if (line.backorderQuantity === 0) {
    return <>{t('checkout.lines.arrives', { date: date(line.arrival) })}</>;
  }
  return (
    <>
      {line.stockedQuantity > 0
        ? t('checkout.lines.fromStock', { count: line.stockedQuantity, date: date(line.arrival) })
        : null}{' '}
      {t('checkout.lines.backorder', {
        count: line.backorderQuantity,
        date: date(line.backorderArrival ?? line.arrival),
      })}
    </>
  );
}

export function OrderLines({ order }: { order: Pick<OrderView, 'lines' | 'currency'> }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, order.currency);
  const columns: DataGridColumn<OrderLineView>[] = [
    { id: 'name', header: t('checkout.lines.name'), rowHeader: true, cell: (line) => line.name },
    { id: 'reference', header: t('checkout.lines.reference'), cell: (line) => line.reference },
    {
      id: 'brand',
      header: t('checkout.lines.brand'),
      cell: (line) => t(`checkout.brand.${line.brand}`, { defaultValue: line.brand }),
    },
    { id: 'quantity', header: t('checkout.lines.quantity'), cell: (line) => line.quantity },
    {
      id: 'delivery',
      header: t('checkout.lines.delivery'),
      cell: (line) => <Delivery line={line} />,
    },
    {
      id: 'unitPrice',
      header: t('checkout.lines.unitPrice'),
      cell: (line) => money(line.unitPrice),
    },
    { id: 'total', header: t('checkout.lines.total'), cell: (line) => money(line.total) },
  ];
  return (
    <DataGrid
      columns={columns}
      rows={order.lines}
      rowKey={(line) => `${line.itemId}:${line.brand}`}
      caption={t('checkout.lines.caption')}
      className="order-lines"
    />
  );
}

/** The placed order's lines, sums and VAT note. */
export function OrderContents({ order }: { order: OrderView }) {
  const countryOf = useCountryNames();
  const destination = (order.shippingAddress ?? order.billingAddress).country;
  return (
    <>
      <OrderLines order={order} />
      <div className="order-totals">
        <OrderSumsList
          sums={order.figures}
          currency={order.currency}
          vatRate={order.vatRate}
          showVat
        />
        <VatNote vatRate={order.vatRate} countryName={countryOf(destination)} />
      </div>
    </>
  );
}
