// The checkout form under the cart (SPEC §2, §4): destination, shipping and payment methods,
// customer details, the estimated sums with the VAT note, and Next, which saves the draft with
// its choices and goes to the review once the domain's schema accepts the order. With an external
// payment Next posts the order instead: its embedded checkout snippet runs, else /complete.
import { useEffect, useId, useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { sortCountries } from '@shop/domain';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { usePreferences } from '../../../lib/preferences';
import { CountrySelect, countryName } from '../../../components/form/country-select';
import { OrderSumsList } from '../components/order-sums';
import { useShownErrors } from '../../../components/form/text-field';
import { VatNote } from '../components/vat-note';
import { draftActions, draftStore } from '../model/draft-store';
import { toExternalOrder } from '../model/order-draft';
import { PlaceError } from '../placing/place-error';
import { useFinishOrder } from '../placing/use-finish-order';
import { usePlaceOrder } from '../placing/use-place-order';
import { useAccountPrefill } from './account-prefill';
import { CustomerDetails } from './customer-details';
import { PaymentSection } from './payment-section';
import { ShippingSection } from './shipping-section';
import { useCheckout } from './use-checkout';

const NO_ERRORS = new Map();

export interface CheckoutFormProps {
  /** Shows the provider's embedded checkout for the posted order. */
  onEmbedded(snippet: string): void;
  /** Back from the embedded checkout to change the payment: the focus goes to the payments. */
  focusPayment?: boolean;
  /** A "Log in" line for a visitor with an account (the route composes it). */
  login?: ReactNode;
}

const NO_COUNTRIES: never[] = [];

export function CheckoutForm({ onEmbedded, focusPayment = false, login }: CheckoutFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { currency, language } = usePreferences();
  const state = useCheckout();
  const errors = useShownErrors(state.check?.errors ?? NO_ERRORS);
  const hintId = useId();
  const sumsId = useId();
  const { options, figures, blocker, checkoutData } = state;
  const payments = useRef<HTMLFieldSetElement>(null);
  const shown = options !== null;
  const savedAddresses = useAccountPrefill(checkoutData.data?.countries ?? NO_COUNTRIES);
  // The embedded checkout the focus was in is gone: it moves to what the customer came back for.
  useEffect(() => {
    if (focusPayment && shown) payments.current?.focus();
  }, [focusPayment, shown]);
  const finish = useFinishOrder();
  // The draft stays while the embedded checkout runs: the customer may leave it and come back.
  const external = usePlaceOrder(({ snippet, order }) =>
    snippet ? onEmbedded(snippet) : finish(order),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blocker !== null) return;
    draftStore.set(state.chosen);
    if (options?.payment?.external && state.context) {
      external.place(toExternalOrder(state.chosen, state.context), 'external');
    } else {
      void navigate('/review');
    }
  };

  if (checkoutData.isError) {
    return (
      <LoadError
        className="checkout-form__error"
        message={t('checkout.loadError')}
        retryLabel={t('checkout.retry')}
        onRetry={() => void checkoutData.refetch()}
      />
    );
  }
  if (!options) return checkoutData.isPending ? <Spinner /> : null;

  const countries = sortCountries(checkoutData.data?.countries ?? []);
  const { country, payment } = options;
  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit}>
      <div className="checkout-form__destination">
        <CountrySelect
          label={t('checkout.country.label')}
          countries={countries}
          value={country.slug}
          autoComplete={state.draft.shippingAddress.enabled ? 'shipping country' : 'country'}
          onChange={(chosen) => draftActions.choose({ countryId: chosen._id })}
        />
      </div>
      <ShippingSection options={options} lines={state.lines} />
      <PaymentSection options={options} groupRef={payments} />
      {payment?.external ? null : (
        <CustomerDetails
          draft={state.draft}
          countries={countries}
          destination={country}
          errors={errors}
          savedAddresses={savedAddresses}
          login={login}
        />
      )}
      <section className="checkout-sums card" aria-labelledby={sumsId}>
        <h2 id={sumsId}>{t('checkout.sums.title')}</h2>
        {figures ? (
          <OrderSumsList sums={figures} currency={currency} vatRate={figures.vatRate} />
        ) : (
          <Spinner />
        )}
        <VatNote vatRate={country.vat} countryName={countryName(country, language)} />
        <div className="checkout-form__next">
          {external.isError ? (
            <PlaceError
              className="checkout-form__error"
              error={external.error}
              linkBack={false}
              button={t('checkout.next')}
            />
          ) : null}
          <button
            type="submit"
            className="button"
            disabled={blocker !== null || external.isPending}
            aria-describedby={blocker ? hintId : undefined}
          >
            {external.isPending ? t('checkout.embedded.starting') : t('checkout.next')}
          </button>
          {blocker ? (
            <p id={hintId} className="checkout-form__hint">
              {t(`checkout.blocked.${blocker}`, {
                country: countryName(country, language),
                payment: payment?.name ?? '',
              })}
            </p>
          ) : null}
        </div>
      </section>
    </form>
  );
}
