// The locked grid of an order's lines (SPEC §2 complete), from the order as the server placed it:
// part, reference, brand, quantity, delivery, unit price (with the line's fee) and line total in the
// order's currency;
// under it the order's sums with the VAT of its destination.
import { useTranslation } from '../../../lib/translate';
import { formatDate, formatMoney, isKnownArrival } from '@shop/domain';
import type { OrderLineView, OrderView } from '@shop/domain';
import { DataGrid } from '../../../components/ui/data-grid';
import type { DataGridColumn } from '../../../components/ui/data-grid';
import { usePreferences } from '../../../lib/preferences';
import { useCountryNames } from '../../../components/form/country-select';
import { BankTransferInstructions } from './bank-transfer';
import { InvoiceLink } from './invoice-link';
import { OrderSumsList } from './order-sums';
import { VatNote } from './vat-note';

/**
 * When the line's parts come. A date before the order's own day is the catalog's "unknown" (the
 * cart shows it as such), so it is not promised.
 */
function Delivery({ line, placedAt }: { line: OrderLineView; placedAt: string }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const known = (date: string | null): date is string => isKnownArrival(date, placedAt);
  const when = (date: string | null) =>
    known(date)
      ? t('checkout.lines.around', { date: formatDate(date, language) })
      : t('checkout.lines.unknownDate');
  if (line.backorderQuantity === 0) {
    return (
      <>
        {known(line.arrival)
          ? t('checkout.lines.arrives', { date: formatDate(line.arrival, language) })
          : t('checkout.lines.arrivesUnknown')}
      </>
    );
  }
  const parts = [
    line.stockedQuantity > 0
      ? `${t('checkout.lines.fromStock', { count: line.stockedQuantity })}, ${when(line.arrival)}`
      : null,
    `${t('checkout.lines.backorder', { count: line.backorderQuantity })}, ${when(line.backorderArrival)}`,
  ];
  return <>{parts.filter(Boolean).join('; ')}</>;
}

export function OrderLines({
  order,
}: {
  order: Pick<OrderView, 'lines' | 'currency' | 'createdAt'>;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const money = (minor: number) => formatMoney(minor, order.currency, language);
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
      cell: (line) => <Delivery line={line} placedAt={order.createdAt} />,
    },
    {
      id: 'unitPrice',
      header: t('checkout.lines.unitPrice'),
      cell: (line) => {
        // The small-order fee, as the cart showed it: whatever the line adds to its units.
        const fee = line.total - line.unitPrice * line.quantity;
        return (
          <>
            {money(line.unitPrice)}
            {fee > 0 ? (
              <span className="order-line-fee">
                {' '}
                {t('checkout.lines.fee', { amount: money(fee) })}
              </span>
            ) : null}
          </>
        );
      },
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
      <BankTransferInstructions order={order} />
      <InvoiceLink order={order} />
    </>
  );
}
