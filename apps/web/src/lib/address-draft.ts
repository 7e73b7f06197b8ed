// An address as a form holds it (SPEC §3): every field a string, the country a slug ('' until
// chosen). The checkout's draft and the account's saved addresses both edit this shape.
import type { Address } from '@shop/domain';

export const ADDRESS_FIELDS = [
  'given_name',
  'family_name',
  'care_of',
  'street_address',
  'postal_code',
  'city',
  'phone',
  'country',
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address as typed; `country` is a country slug, '' until chosen. */
export type AddressDraft = Record<AddressField, string>;

export function emptyAddress(): AddressDraft {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as AddressDraft;
}

/** A stored address as form fields (a missing company is ''). */
export function toAddressDraft(address: Address): AddressDraft {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, address[field] ?? '']),
  ) as AddressDraft;
}

/** True while no field, the country included, holds anything: only then may a prefill fill it. */
export function isEmptyAddress(address: AddressDraft): boolean {
  return ADDRESS_FIELDS.every((field) => address[field].trim() === '');
}

/** True when two addresses hold the same text in every field (a form filled from a saved one). */
export function isSameAddress(a: AddressDraft, b: AddressDraft): boolean {
  return ADDRESS_FIELDS.every((field) => a[field].trim() === b[field].trim());
}

/** One line to tell saved addresses apart: "Anna Berg, Storgatan 1, Malmö". */
export function addressSummary(
  address: Pick<Address, 'given_name' | 'family_name' | 'street_address' | 'city'>,
): string {
  const name = `${address.given_name} ${address.family_name}`.trim();
  return [name, address.street_address, address.city].filter(Boolean).join(', ');
}
