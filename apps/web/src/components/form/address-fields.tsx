// The fields of one address (SPEC §3), each with the browser's autofill token, so a saved address
// fills in with one choice; the country comes from the caller (a choice, or the destination).
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translate';
import { postalCodeCountry } from '@shop/domain';
import type { PostalCodeCountry } from '@shop/domain';
import type { AddressDraft } from '../../lib/address-draft';
import { TextField } from './text-field';
import type { ShownErrors } from './text-field';

export type TextAddressField = Exclude<keyof AddressDraft, 'country'>;

/** The fields in the order of a Nordic address label, with their autofill tokens and input types. */
const FIELDS: readonly { field: TextAddressField; token: string; type?: string }[] = [
  { field: 'given_name', token: 'given-name' },
  { field: 'family_name', token: 'family-name' },
  { field: 'care_of', token: 'organization' },
  { field: 'street_address', token: 'address-line1' },
  { field: 'postal_code', token: 'postal-code' },
  { field: 'city', token: 'address-level2' },
  { field: 'phone', token: 'tel', type: 'tel' },
];

/** What a refused postal code is told, per country: the format that country's codes have. */
const EXPECTED_POSTAL_CODE: Readonly<Record<PostalCodeCountry, string>> = {
  se: 'postal.expected.se',
  fi: 'postal.expected.fi',
  no: 'postal.expected.no',
  dk: 'postal.expected.dk',
  de: 'postal.expected.de',
  gb: 'postal.expected.gb',
};

export interface AddressFieldsProps {
  /** The errors' path prefix: `<kind>.<field>` (billingAddress, shippingAddress, address). */
  kind: string;
  legend: string;
  address: AddressDraft;
  onChange(field: TextAddressField, value: string): void;
  errors: ShownErrors;
  /** The shipping address's fields autofill from the browser's shipping section. */
  autofillSection?: 'shipping';
  /** The country row: a choice, or the destination as text. */
  country: ReactNode;
  /** The slug the postal code is checked for, when not the address's own (the destination). */
  postalCountry?: string;
}

export function AddressFields({
  kind,
  legend,
  address,
  onChange,
  errors,
  autofillSection,
  country,
  postalCountry,
}: AddressFieldsProps) {
  const { t } = useTranslation();
  const prefix = autofillSection ? `${autofillSection} ` : '';
  const formatCountry = postalCodeCountry(postalCountry ?? address.country);
  /** A typed code refused for a country of known format is told that format, not just "invalid". */
  const errorOf = (field: TextAddressField, path: string, label: string) => {
    const error = errors.errorOf(path, label);
    const typed = field === 'postal_code' && address.postal_code.trim() !== '';
    return error && typed && formatCountry ? t(EXPECTED_POSTAL_CODE[formatCountry]) : error;
  };
  return (
    <fieldset className="address-fields">
      <legend>{legend}</legend>
      <div className="address-fields__grid">
        {FIELDS.map(({ field, token, type }) => {
          const path = `${kind}.${field}`;
          const label = t(`address.${field}`);
          return (
            <TextField
              key={field}
              label={label}
              value={address[field]}
              type={type}
              autoComplete={prefix + token}
              optional={field === 'care_of'}
              error={errorOf(field, path, label)}
              onChange={(value) => {
                errors.input(path);
                onChange(field, value);
              }}
              onBlur={() => errors.blur(path)}
            />
          );
        })}
        {country}
      </div>
    </fieldset>
  );
}
