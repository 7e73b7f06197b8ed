// Accounts as the API shows them (SPEC §3 user/session, §7 /api/user): the customer, their
// sessions, orders, saved addresses and cart, declared once. The server serialises through these
// schemas, so a field not listed here (a password hash, a token hash) can never leave it; swagger
// documents them, and the types are inferred from them.
import { z } from 'zod';
import { storedCartSchema } from './cart-responses.schema.js';
import { orderStatusSchema } from './order-responses.schema.js';

/** The current user (GET /api/user). */
export const accountUserSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    /** True once the address was confirmed through a mailed link. */
    emailConfirmed: z.boolean(),
    /** A new address waiting for its confirmation link, or null. */
    pendingEmail: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type AccountUser = z.infer<typeof accountUserSchema>;

/** POST /api/user/login and /api/user/create (SPEC §7): the bearer token and the user. */
export const loginResponseSchema = z.object({ token: z.string(), user: accountUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** An answer that only says what happened, in the request's language (a mail was sent, say). */
export const noticeResponseSchema = z.object({ message: z.string() });
export type NoticeResponse = z.infer<typeof noticeResponseSchema>;

/** One logged-in device: what the customer needs to recognise it and end it. */
const sessionViewSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** The browser's User-Agent as it logged in, cut to 200 characters. */
  userAgent: z.string(),
  /** True for the session making this call. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const sessionsResponseSchema = z.object({ sessions: z.array(sessionViewSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** One of the customer's orders on the account page. */
const accountOrderSchema = z.object({
  number: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  /** In the order currency's minor units. */
  total: z.number(),
  currency: z.object({ code: z.string(), symbol: z.string(), exponent: z.number() }),
  /** The order page, with its signed key: /order/<number>?key=… */
  path: z.string(),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

export const accountOrdersResponseSchema = z.object({ orders: z.array(accountOrderSchema) });
export type AccountOrdersResponse = z.infer<typeof accountOrdersResponseSchema>;

/** A saved address, as checkout.schema.ts's addressSchema stores it; it prefills the checkout. */
export const savedAddressSchema = z
  .object({
    id: z.string(),
    address: z.object({
      given_name: z.string(),
      family_name: z.string(),
      care_of: z.string(),
      street_address: z.string(),
      postal_code: z.string(),
      city: z.string(),
      phone: z.string(),
      country: z.string(),
    }),
    updatedAt: z.string(),
  })
  .meta({ id: 'SavedAddress' });
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const savedAddressesResponseSchema = z.object({ addresses: z.array(savedAddressSchema) });
export type SavedAddressesResponse = z.infer<typeof savedAddressesResponseSchema>;

/** The account's cart (GET, PUT /api/user/cart, POST /api/user/cart/merge). */
export const accountCartResponseSchema = z.object({ cart: storedCartSchema });
export type AccountCartResponse = z.infer<typeof accountCartResponseSchema>;
