// A logged-in customer's checkout: the email defaults to the account's and the billing address to
// the first saved address while they are empty (never over what was typed), and a choice of saved
// addresses fills the billing or shipping address on request.
import { useEffect, useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Country, SavedAddress } from '@shop/domain';
import { savedAddressesQuery } from '../../../lib/account-queries';
import { addressSummary, isBlankAddress, toAddressDraft } from '../../../lib/address-draft';
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

/** Prefills the empty draft once the account is known; answers the saved addresses. */
export function useAccountPrefill(countries: readonly Country[]): SavedAddress[] {
  const { user, authenticated } = useSession();
  const addresses = useQuery(savedAddressesQuery(authenticated));
  const filled = useRef(false);
  const email = user?.email;
  useEffect(() => {
    if (email && !draftStore.get().email.trim()) draftActions.setEmail(email);
  }, [email]);
  const first = addresses.data?.[0];
  useEffect(() => {
    if (!first || filled.current) return;
    filled.current = true;
    const draft = draftStore.get();
    if (!isBlankAddress(draft.billingAddress)) return;
    draftActions.setAddress('billingAddress', toAddressDraft(first.address));
    const country = countries.find((c) => c.slug === first.address.country);
    if (draft.countryId === null && country) draftActions.choose({ countryId: country._id });
  }, [first, countries]);
  return authenticated ? (addresses.data ?? []) : [];
}

export interface SavedAddressSelectProps {
  addresses: readonly SavedAddress[];
  onPick(saved: SavedAddress): void;
}

/** "Fill in a saved address": picking one fills the fields, and the choice resets. */
export function SavedAddressSelect({ addresses, onPick }: SavedAddressSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  if (addresses.length === 0) return null;
  return (
    <div className="field form-field checkout-saved-address">
      <label htmlFor={id}>{t('checkout.details.savedAddress')}</label>
      <select
        id={id}
        value=""
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
