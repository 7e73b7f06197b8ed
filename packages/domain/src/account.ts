// Accounts as the API shows them (SPEC §3 user/session, §7 /api/user): the customer, their sessions,
// orders, saved addresses and cart. No password, hash or token other than the login's own token.

import type { StoredCart } from './cart.js';
import type { Address } from './schemas/checkout.schema.js';
import type { OrderStatus } from './order-view.js';

/** SPEC §5: a name and a password have at least this many characters. */
export const NAME_MIN_LENGTH = 5;
export const PASSWORD_MIN_LENGTH = 5;
/** Long enough for any passphrase; bounds what the server hashes. */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;

/** The current user (GET /api/user). */
export interface AccountUser {
  name: string;
  email: string;
  /** True once the address was confirmed through a mailed link. */
  emailConfirmed: boolean;
  /** A new address waiting for its confirmation link, or null. */
  pendingEmail: string | null;
}

/** POST /api/user/login and /api/user/create (SPEC §7): the bearer token and the user. */
export interface LoginResponse {
  token: string;
  user: AccountUser;
}

/** An answer that only says what happened, in the request's language (a mail was sent, say). */
export interface NoticeResponse {
  message: string;
}

/** One logged-in device: what the customer needs to recognise it and end it. */
export interface SessionView {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  /** The browser's User-Agent as it logged in, cut to 200 characters. */
  userAgent: string;
  /** True for the session making this call. */
  current: boolean;
}

export interface SessionsResponse {
  sessions: SessionView[];
}

/** One of the customer's orders on the account page. */
export interface AccountOrder {
  number: string;
  status: OrderStatus;
  createdAt: string;
  /** In the order currency's minor units. */
  total: number;
  currency: { code: string; symbol: string; exponent: number };
  /** The order page, with its signed key: /order/<number>?key=… */
  path: string;
}

export interface AccountOrdersResponse {
  orders: AccountOrder[];
}

/** A saved address; it prefills the checkout. */
export interface SavedAddress {
  id: string;
  address: Address;
  updatedAt: string;
}

export interface SavedAddressesResponse {
  addresses: SavedAddress[];
}

/** The account's cart (GET, PUT /api/user/cart, POST /api/user/cart/merge). */
export interface AccountCartResponse {
  cart: StoredCart;
}
