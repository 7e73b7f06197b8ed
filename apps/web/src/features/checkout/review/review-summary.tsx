// The review's summary card (SPEC §2, §9): parts, shipping, handling, campaign, total, and the VAT
// at the destination's rate, with the submit button (with the mobile payment it opens the
// pay-by-mobile modal, and the card says what Swish charges in kronor) and what went wrong.
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { formatMoney, swishAmount } from '@shop/domain';
import type { Country, OrderDraftInput, OrderFigures } from '@shop/domain';
import { Spinner } from '../../../components/ui/spinner';
import { usePreferences } from '../../../lib/preferences';
import { countryName } from '../../../components/form/country-select';
import { OrderSumsList } from '../components/order-sums';
import { VatNote } from '../components/vat-note';
import { useMobilePaymentModal } from '../payment/use-mobile-payment-modal';
import { PlaceError } from '../placing/place-error';
import { usePlaceOrder } from '../placing/use-place-order';

export interface ReviewSummaryProps {
  country: Country;
  figures: OrderFigures | null;
  /** The order to place; null while it cannot be placed (empty cart, figures loading). */
  order: OrderDraftInput | null;
  /** Paid by mobile: submit opens the pay-by-mobile modal instead of placing the order. */
  mobile: boolean;
  /** A Swish payment of this draft sent earlier still awaits approval in the app. */
  swishPending?: boolean;
}

export function ReviewSummary(props: ReviewSummaryProps) {
  const { country, figures, order, mobile, swishPending = false } = props;
  const { t } = useTranslation();
  const { currency, currencies, language } = usePreferences();
  const place = usePlaceOrder();
  const payByMobile = useMobilePaymentModal();
  const titleId = useId();
  // The earlier attempt's notice goes once the customer starts another.
  const [pressed, setPressed] = useState(false);
  // The kronor the server will ask Swish for, by the same rule (the order's total at the SEK rate).
  const charge = mobile && figures ? swishAmount(figures.total, currency, currencies) : null;
  const chargeText = charge ? formatMoney(charge.amount, charge.currency, language) : null;
  return (
    <section className="review-summary card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('checkout.sums.title')}</h2>
      {figures ? (
        <OrderSumsList sums={figures} currency={currency} vatRate={figures.vatRate} showVat />
      ) : (
        <Spinner />
      )}
      {charge?.converted ? (
        <p className="review-summary__charge">
          {t('checkout.review.swishCharge', { amount: chargeText })}
        </p>
      ) : null}
      <VatNote vatRate={country.vat} countryName={countryName(country, language)} />
      {place.isError ? <PlaceError className="review-summary__error" error={place.error} /> : null}
      {swishPending && !pressed ? (
        <p className="notice review-summary__pending" role="status">
          {t('checkout.review.swishPending')}
        </p>
      ) : null}
      <button
        type="button"
        className="button review-summary__submit"
        disabled={order === null || place.isPending}
        onClick={() => {
          if (!order) return;
          setPressed(true);
          if (mobile) payByMobile(order, chargeText);
          else place.place(order);
        }}
      >
        {place.isPending ? t('checkout.review.placing') : t('checkout.review.submit')}
      </button>
    </section>
  );
}
