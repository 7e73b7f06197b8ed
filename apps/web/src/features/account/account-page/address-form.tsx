// One saved address added or changed: the checkout's address fields and a country choice, checked by
// the domain's address schema (the server parses with the same one).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { addressSchema, sortCountries } from '@shop/domain';
import type { SavedAddress } from '@shop/domain';
import { AddressFields } from '../../../components/form/address-fields';
import { CountrySelect } from '../../../components/form/country-select';
import { useShownErrors } from '../../../components/form/text-field';
import type { FieldErrors } from '../../../components/form/text-field';
import { emptyAddress, toAddressDraft } from '../../../lib/address-draft';
import type { AddressDraft } from '../../../lib/address-draft';
import { useCountries, useSaveAddress } from '../api';
import { FormError } from '../forms/form-error';
import { errorText, parseForm } from '../forms/form-state';

export interface AddressFormProps {
  /** The address changed, or null for a new one. */
  saved: SavedAddress | null;
  onDone(): void;
}

const prefixed = (errors: FieldErrors | null): FieldErrors =>
  new Map([...(errors ?? [])].map(([path, key]) => [`address.${path}`, key]));

export function AddressForm({ saved, onDone }: AddressFormProps) {
  const { t } = useTranslation();
  const countries = sortCountries(useCountries().data ?? []);
  const [address, setAddress] = useState<AddressDraft>(() =>
    saved ? toAddressDraft(saved.address) : emptyAddress(),
  );
  const country = address.country || countries[0]?.slug || '';
  const parsed = parseForm(addressSchema, { ...address, country });
  const errors = useShownErrors(prefixed(parsed.errors));
  const save = useSaveAddress();
  const formRef = useRef<HTMLFormElement>(null);
  // The form replaced the button that opened it: its first field takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);

  return (
    <form
      ref={formRef}
      className="account-form account-address-form"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        errors.showAll(event.currentTarget);
        if (!parsed.data || save.isPending) return;
        save.mutate({ id: saved?.id ?? null, address: parsed.data }, { onSuccess: onDone });
      }}
    >
      <AddressFields
        kind="address"
        legend={saved ? t('account.addresses.editTitle') : t('account.addresses.addTitle')}
        address={address}
        errors={errors}
        onChange={(field, value) => setAddress((current) => ({ ...current, [field]: value }))}
        postalCountry={country}
        country={
          <CountrySelect
            label={t('address.country')}
            countries={countries}
            value={country}
            autoComplete="country"
            onChange={(chosen) => setAddress((current) => ({ ...current, country: chosen.slug }))}
          />
        }
      />
      <FormError text={save.isError ? errorText(save.error, t) : null} />
      <div className="button-row">
        <button type="submit" className="button" disabled={save.isPending}>
          {t('account.addresses.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('account.cancel')}
        </button>
      </div>
    </form>
  );
}
