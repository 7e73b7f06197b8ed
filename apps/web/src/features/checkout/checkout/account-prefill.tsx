// A logged-in customer's checkout: the email defaults to the account's while it is empty, and the
// billing address to the first saved address while every one of its fields is empty (never mixed
// with what was typed), also when the customer logs in on the page; a choice of saved addresses
// fills the billing or shipping address on request and shows which one the fields hold.
import { useEffect, useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translate';
import type { Country, SavedAddress } from '@shop/domain';
import { savedAddressesQuery } from '../../../lib/account-queries';
import {
  addressSummary,
  isEmptyAddress,
  isSameAddress,
  toAddressDraft,
} from '../../../lib/address-draft';
import type { AddressDraft } from '../../../lib/address-draft';
import { useSession } from '../../../lib/use-session';
import { draftActions, draftStore } from '../model/draft-store';
import type { AddressKind } from '../model/draft-store';

/** Fills `kind` from a saved address; the delivery address also takes its country as destination. */
export function fillFromSaved(
  kind: AddressKind,
  saved: SavedAddress,
  countries: readonly Country[],
) {
  const address = toAddressDraft(saved.address);
  draftActions.setAddress(kind, address);
  const delivers = kind === 'shippingAddress' || !draftStore.get().shippingAddress.enabled;
  const country = countries.find((c) => c.slug === address.country);
  if (delivers && country) draftActions.choose({ countryId: country._id });
}

/**
 * Prefills an untouched draft once the account is known, at the page's start or after a login on
 * it; answers the saved addresses.
 */
export function useAccountPrefill(countries: readonly Country[]): SavedAddress[] {
  const { user, authenticated } = useSession();
  const addresses = useQuery(savedAddressesQuery(authenticated));
  const email = user?.email;
  // The account whose first address was offered: once each, so a cleared form stays cleared.
  const offeredTo = useRef<string | null>(null);
  useEffect(() => {
    if (email && !draftStore.get().email.trim()) draftActions.setEmail(email);
  }, [email]);
  const first = authenticated ? addresses.data?.[0] : undefined;
  const ready = countries.length > 0;
  useEffect(() => {
    if (!first || !email || !ready || offeredTo.current === email) return;
    offeredTo.current = email;
    const draft = draftStore.get();
    // Typed before the addresses arrived (or before the login): the customer's own, left alone.
    if (!isEmptyAddress(draft.billingAddress)) return;
    draftActions.setAddress('billingAddress', toAddressDraft(first.address));
    const country = countries.find((c) => c.slug === first.address.country);
    if (draft.countryId === null && country) draftActions.choose({ countryId: country._id });
  }, [first, email, ready, countries]);
  return authenticated ? (addresses.data ?? []) : [];
}

export interface SavedAddressSelectProps {
  addresses: readonly SavedAddress[];
  /** The address the fields hold now: the saved one it equals shows as chosen. */
  current: AddressDraft;
  onPick(saved: SavedAddress): void;
}

/**
 * "Fill in a saved address": picking one fills the fields. The choice shows the saved address the
 * fields hold (picked or prefilled) and goes back to "choose" once they are changed.
 */
export function SavedAddressSelect({ addresses, current, onPick }: SavedAddressSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  if (addresses.length === 0) return null;
  const shown = addresses.find((saved) => isSameAddress(toAddressDraft(saved.address), current));
  return (
    <div className="field form-field checkout-saved-address">
      <label htmlFor={id}>{t('checkout.details.savedAddress')}</label>
      <select
        id={id}
        value={shown?.id ?? ''}
        onChange={(event) => {
          const saved = addresses.find((a) => a.id === event.target.value);
          if (saved) onPick(saved);
        }}
      >
        <option value="">{t('checkout.details.savedAddressNone')}</option>
        {addresses.map((saved) => (
          <option key={saved.id} value={saved.id}>
            {addressSummary(saved.address)}
          </option>
        ))}
      </select>
    </div>
  );
}
