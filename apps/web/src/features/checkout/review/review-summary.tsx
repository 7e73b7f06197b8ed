// The review's summary card (SPEC §2, §9): parts, shipping, handling, campaign, total, and the VAT
// at the destination's rate, with the submit button and what went wrong placing the order.
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Country, OrderDraftInput, OrderFigures } from '@shop/domain';
import { Spinner } from '../../../components/ui/spinner';
import { usePreferences } from '../../../lib/preferences';
import { countryName } from '../components/country-select';
import { OrderSumsList } from '../components/order-sums';
import { VatNote } from '../components/vat-note';
import { placeErrorKind, usePlaceOrder } from './use-place-order';

/** Errors the checkout page fixes: they link back to it. */
const FIXED_IN_CHECKOUT = new Set([
  'transport_not_allowed',
  'payment_not_allowed',
  'invalid_request',
]);

export interface ReviewSummaryProps {
  country: Country;
  figures: OrderFigures | null;
  /** The order to place; null while it cannot be placed (empty cart, figures loading). */
  order: OrderDraftInput | null;
}

export function ReviewSummary({ country, figures, order }: ReviewSummaryProps) {
  const { t } = useTranslation();
  const { currency, language } = usePreferences();
  const place = usePlaceOrder();
  const titleId = useId();
  const kind = place.isError ? placeErrorKind(place.error) : null;
  return (
    <section className="review-summary card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('checkout.sums.title')}</h2>
      {figures ? (
        <OrderSumsList sums={figures} currency={currency} vatRate={figures.vatRate} showVat />
      ) : (
        <Spinner />
      )}
      <VatNote vatRate={country.vat} countryName={countryName(country, language)} />
      {kind ? (
        <div className="review-summary__error" role="alert">
          <p>
            {t(`checkout.review.errors.${kind}`, {
              message: place.error instanceof Error ? place.error.message : '',
            })}
          </p>
          {FIXED_IN_CHECKOUT.has(kind) ? (
            <Link to="/checkout">{t('checkout.backToCheckout')}</Link>
          ) : null}
        </div>
      ) : null}
      <button
        type="button"
        className="button review-summary__submit"
        disabled={order === null || place.isPending}
        onClick={() => order && place.place(order)}
      >
        {place.isPending ? t('checkout.review.placing') : t('checkout.review.submit')}
      </button>
    </section>
  );
}
