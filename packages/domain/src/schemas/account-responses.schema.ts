// Answer schemas of the account calls: the server serialises through them, so a field not listed
// here (a password hash, a token hash) can never leave it; swagger documents them.
import { z } from 'zod';
import type {
  AccountCartResponse,
  AccountOrdersResponse,
  AccountUser,
  LoginResponse,
  NoticeResponse,
  SavedAddress,
  SavedAddressesResponse,
  SessionsResponse,
} from '../account.js';
import { ORDER_STATUSES } from '../order-view.js';

export const accountUserSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    emailConfirmed: z.boolean(),
    pendingEmail: z.string().nullable(),
  })
  .meta({ id: 'User' }) satisfies z.ZodType<AccountUser>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: accountUserSchema,
}) satisfies z.ZodType<LoginResponse>;

export const noticeResponseSchema = z.object({
  message: z.string(),
}) satisfies z.ZodType<NoticeResponse>;

export const sessionsResponseSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string(),
      expiresAt: z.string(),
      userAgent: z.string(),
      current: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<SessionsResponse>;

export const accountOrdersResponseSchema = z.object({
  orders: z.array(
    z.object({
      number: z.string(),
      status: z.enum(ORDER_STATUSES as ['pending_payment', 'paid', 'shipped', 'cancelled']),
      createdAt: z.string(),
      total: z.number(),
      currency: z.object({ code: z.string(), symbol: z.string(), exponent: z.number() }),
      path: z.string(),
    }),
  ),
}) satisfies z.ZodType<AccountOrdersResponse>;

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
  .meta({ id: 'SavedAddress' }) satisfies z.ZodType<SavedAddress>;

export const savedAddressesResponseSchema = z.object({
  addresses: z.array(savedAddressSchema),
}) satisfies z.ZodType<SavedAddressesResponse>;

export const accountCartResponseSchema = z.object({
  cart: z.record(
    z.string(),
    z.object({ quantity: z.number(), brand: z.string(), car: z.string().nullable() }),
  ),
}) satisfies z.ZodType<AccountCartResponse>;
