// This browser's proof that it placed its orders: a random secret made when it places its first
// order and kept in local storage, then sent with every API call. The payment status calls show an order's details only to the
// browser (or account) that placed it; a logout forgets it with the other personal data.
import { isOrderOwnerProof } from '@shop/domain';
import { storageGet, storageSet } from './browser';
import { PERSONAL_STORAGE_KEYS } from './personal-data';

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** Without local storage (disabled in some private modes), one proof for the visit. */
let forTheVisit: string | null = null;

/** The proof, made now when this browser has none (its first order, or after a logout). */
export function orderOwnerProof(): string {
  const stored = storageGet(PERSONAL_STORAGE_KEYS.orderOwner);
  if (isOrderOwnerProof(stored)) return stored;
  const made = hex(crypto.getRandomValues(new Uint8Array(32)));
  storageSet(PERSONAL_STORAGE_KEYS.orderOwner, made);
  if (storageGet(PERSONAL_STORAGE_KEYS.orderOwner) === made) return made;
  forTheVisit ??= made;
  return forTheVisit;
}

/** The proof this browser holds, if it placed an order; null before its first. */
export function heldOrderOwnerProof(): string | null {
  const stored = storageGet(PERSONAL_STORAGE_KEYS.orderOwner);
  return isOrderOwnerProof(stored) ? stored : forTheVisit;
}
