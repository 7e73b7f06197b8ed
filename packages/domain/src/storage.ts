// Local storage keys (SPEC §9), shared so every reader and writer agrees.

export const STORAGE_KEYS = {
  cart: 'cart',
  currency: 'currency',
  vat: 'vat',
  token: 'token',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The display choices also kept in cookies, so the server renders the prices the visitor chose. */
export const CHOICE_COOKIES = [STORAGE_KEYS.currency, STORAGE_KEYS.vat] as const;
