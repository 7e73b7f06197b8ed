// An order's sums (SPEC §9 summary card): parts, shipping, handling, the campaign line and the total,
// with ex-VAT and VAT where asked; amounts in the order currency's minor units.
import { useTranslation } from '../../../lib/translate';
import { formatMoney } from '@shop/domain';
import type { Currency, OrderSums } from '@shop/domain';
import { usePreferences } from '../../../lib/preferences';
import { vatPercent } from '@shop/domain';

export interface OrderSumsListProps {
  sums: OrderSums;
  currency: Currency;
  /** Basis points of the destination's VAT. */
  vatRate: number;
  /** Adds the total without VAT and the VAT in it. */
  showVat?: boolean;
}

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={className ? `order-sums__row ${className}` : 'order-sums__row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function OrderSumsList({ sums, currency, vatRate, showVat = false }: OrderSumsListProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const money = (minor: number) => formatMoney(minor, currency, language);
  return (
    <dl className="order-sums">
      <Row label={t('checkout.sums.items')} value={money(sums.items)} />
      <Row label={t('checkout.sums.shipping')} value={money(sums.shipping)} />
      <Row label={t('checkout.sums.handling')} value={money(sums.handling)} />
      <Row
        label={t('checkout.sums.campaign')}
        value={sums.campaign > 0 ? `−${money(sums.campaign)}` : money(0)}
      />
      <Row
        label={t('checkout.sums.total')}
        value={money(sums.total)}
        className="order-sums__total"
      />
      {showVat ? (
        <>
          <Row label={t('checkout.sums.exVat')} value={money(sums.exVat)} />
          <Row
            label={t('checkout.sums.vat', { rate: vatPercent(vatRate, language) })}
            value={money(sums.vat)}
          />
        </>
      ) : null}
    </dl>
  );
}
