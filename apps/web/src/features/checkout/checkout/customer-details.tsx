// Customer details (SPEC §2): email, the billing address, and the optional shipping address the
// button toggles. With a shipping address the billing address gets a country of its own; the
// shipping address goes to the destination.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translate';
import type { Country, SavedAddress } from '@shop/domain';
import { usePreferences } from '../../../lib/preferences';
import { AddressFields } from '../../../components/form/address-fields';
import { CountrySelect, countryName } from '../../../components/form/country-select';
import { TextField } from '../../../components/form/text-field';
import type { ShownErrors } from '../../../components/form/text-field';
import { draftActions } from '../model/draft-store';
import { SavedAddressSelect, fillFromSaved } from './account-prefill';
import type { CheckoutDraft } from '../model/draft-store';

export interface CustomerDetailsProps {
  draft: CheckoutDraft;
  countries: readonly Country[];
  destination: Country;
  errors: ShownErrors;
  /** The account's saved addresses (none for a visitor). */
  savedAddresses?: readonly SavedAddress[];
  /** A "Log in" line for a visitor who has an account. */
  login?: ReactNode;
}

export function CustomerDetails({
  draft,
  countries,
  destination,
  errors,
  savedAddresses = [],
  login,
}: CustomerDetailsProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const shippingId = useId();
  const titleId = useId();
  const shipping = draft.shippingAddress;
  const emailLabel = t('address.email');
  const billingCountry = draft.billingAddress.country || destination.slug;
  const destinationRow = (
    <p className="checkout-address__country">
      {t('checkout.details.countryIs', { country: countryName(destination, language) })}
    </p>
  );
  return (
    <section className="checkout-details" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('checkout.details.title')}</h2>
      {login}
      <TextField
        label={emailLabel}
        type="email"
        autoComplete="email"
        value={draft.email}
        error={errors.errorOf('email', emailLabel)}
        onChange={(value) => {
          errors.input('email');
          draftActions.setEmail(value);
        }}
        onBlur={() => errors.blur('email')}
      />
      <SavedAddressSelect
        addresses={savedAddresses}
        current={draft.billingAddress}
        onPick={(saved) => fillFromSaved('billingAddress', saved, countries)}
      />
      <AddressFields
        kind="billingAddress"
        legend={t('checkout.details.billing')}
        address={draft.billingAddress}
        errors={errors}
        onChange={(field, value) => draftActions.setAddressField('billingAddress', field, value)}
        postalCountry={shipping.enabled ? billingCountry : destination.slug}
        country={
          shipping.enabled ? (
            <CountrySelect
              label={t('address.country')}
              countries={countries}
              value={billingCountry}
              autoComplete="country"
              onChange={(country) =>
                draftActions.setAddressField('billingAddress', 'country', country.slug)
              }
            />
          ) : (
            destinationRow
          )
        }
      />
      <button
        type="button"
        className="button button--secondary checkout-details__toggle"
        aria-expanded={shipping.enabled}
        aria-controls={shippingId}
        onClick={() => draftActions.setShippingEnabled(!shipping.enabled)}
      >
        {t('checkout.details.separateShipping')}
      </button>
      <div id={shippingId} hidden={!shipping.enabled}>
        {shipping.enabled ? (
          <>
            <SavedAddressSelect
              addresses={savedAddresses}
              current={shipping}
              onPick={(saved) => fillFromSaved('shippingAddress', saved, countries)}
            />
            <AddressFields
              kind="shippingAddress"
              legend={t('checkout.details.shipping')}
              address={shipping}
              errors={errors}
              autofillSection="shipping"
              onChange={(field, value) =>
                draftActions.setAddressField('shippingAddress', field, value)
              }
              postalCountry={destination.slug}
              country={destinationRow}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
