// What a logout wipes from this browser besides the token and the cart: the local storage that holds
// a customer's personal data (the checkout's draft with addresses, the finished orders' drafts).
import { storageRemove } from './browser';
import { refreshStoredValues } from './stored-value';

/** Local storage keys holding personal data; their features' stores read and write them. */
export const PERSONAL_STORAGE_KEYS = {
  /** The checkout's draft: email, addresses, choices. */
  draft: 'draft',
  /** Finished orders with their drafts and keys. */
  orders: 'orders',
  /** The cart as the account last saved it (tells an unsaved change from a saved one). */
  savedCart: 'savedCart',
  /** The proof that this browser placed its orders (payment status calls show their details). */
  orderOwner: 'orderOwner',
} as const;

/** Removes every personal key, and makes the stores already loaded in this tab notice. */
export function clearPersonalData(): void {
  for (const key of Object.values(PERSONAL_STORAGE_KEYS)) storageRemove(key);
  refreshStoredValues();
}
