// The checkout's one schema set (SPEC §5, §7): the web's forms and the server's routes parse with
// these. Messages are the VALIDATION_ERRORS keys; validation-text.ts words them.
import { z } from 'zod';
import type { AddressField } from '../address.js';
import {
  ADDRESS_BOUNDS,
  isPlainAddressText,
  normalisePhone,
  normalisePostalCode,
} from '../address.js';
import { LANGUAGES } from '../language.js';
import { SLUG_PATTERN } from '../patterns.js';
import { MOBILE_PAYMENT_SLUG } from '../shipping.js';
import { VALIDATION_ERRORS as E } from '../validation-text.js';
import { storedCartInputSchema } from './cart.schema.js';

/** A missing value is required; a value of the wrong type is invalid. */
const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? E.required : E.invalid;
/** An empty (trimmed) text is required; otherwise the check's own key. */
const emptyOr = (key: string) => (issue: { input?: unknown }) =>
  issue.input === '' ? E.required : key;

/** Trimmed text within the field's ADDRESS_BOUNDS: empty is required, then too short, too long. */
function text(field: AddressField) {
  const { min, max } = ADDRESS_BOUNDS[field];
  return z
    .string({ error: typeError })
    .trim()
    .min(Math.max(min, 1), { error: emptyOr(E.too_short) })
    .max(max, E.too_long)
    .refine(isPlainAddressText, E.invalid);
}

/** A trimmed, valid email address of at most 254 characters. */
export const emailSchema = z
  .string({ error: typeError })
  .trim()
  .max(ADDRESS_BOUNDS.email.max, E.too_long)
  .regex(z.regexes.email, { error: emptyOr(E.email) });

/** A country by its slug ('se'), any case. */
export const countrySlugSchema = z
  .string({ error: typeError })
  .trim()
  .toLowerCase()
  .regex(SLUG_PATTERN, { error: emptyOr(E.invalid) });

/** Optional, shown as the company; absent or null is stored as ''. */
const careOfSchema = z
  .string({ error: typeError })
  .trim()
  .max(ADDRESS_BOUNDS.care_of.max, E.too_long)
  .refine(isPlainAddressText, E.invalid)
  .nullish()
  .transform((value) => value ?? '');

const addressFields = {
  given_name: text('given_name'),
  family_name: text('family_name'),
  care_of: careOfSchema,
  street_address: text('street_address'),
  postal_code: text('postal_code'),
  city: text('city'),
  phone: text('phone'),
  country: countrySlugSchema,
};

type Located = { country: string; postal_code: string; phone: string };
const NORMALISE = { postal_code: normalisePostalCode, phone: normalisePhone } as const;

/**
 * Postal code and phone checked for the address's own country, then stored normalised (SE
 * "NNN NN", GB "SW1A 1AA", phones E.164). A refused one is E.invalid with `params.country`, the
 * country whose format was expected. A field that already failed its bounds gets no second message.
 */
function byCountry<S extends z.ZodType<Located>>(schema: S) {
  return schema
    .check(
      z.superRefine(
        (address, ctx) => {
          const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
          if (failed.has('country') || typeof address.country !== 'string') return;
          for (const [field, normalise] of Object.entries(NORMALISE)) {
            const value: unknown = address[field as keyof Located];
            if (failed.has(field) || typeof value !== 'string') continue;
            if (normalise(value, address.country) !== null) continue;
            // The country checked for rides along, so a client can say which format it expects.
            const params = { country: address.country.trim().toLowerCase() };
            ctx.addIssue({
              code: 'custom',
              path: [field],
              message: E.invalid,
              input: value,
              params,
            });
          }
        },
        { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
      ),
    )
    .transform((address) => ({
      ...address,
      postal_code: normalisePostalCode(address.postal_code, address.country) ?? '',
      phone: normalisePhone(address.phone, address.country) ?? '',
    }));
}

/** SPEC §3 address; rules follow its `country`. */
export const addressSchema = byCountry(z.object(addressFields));
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

/** The shipping address: checked only when enabled; a disabled one keeps nothing but the flag. */
export const shippingAddressSchema = z.discriminatedUnion(
  'enabled',
  [
    z.object({ enabled: z.literal(false) }),
    byCountry(z.object({ ...addressFields, enabled: z.literal(true) })),
  ],
  { error: E.invalid },
);
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** An id of a country, transport or payment. */
export const checkoutIdSchema = z
  .string({ error: typeError })
  .trim()
  .min(1, E.required)
  .max(64, E.too_long);

/** ISO 4217, any case: 'sek' -> 'SEK'. */
export const currencyCodeSchema = z
  .string({ error: typeError })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: emptyOr(E.invalid) });

/** The client-made UUID that makes placing an order idempotent, lower-cased. */
export const orderIdSchema = z
  .string({ error: typeError })
  .trim()
  .toLowerCase()
  .pipe(z.uuid({ error: emptyOr(E.invalid) }));

/** POST /api/legacy/order/create body (SPEC §7); unknown fields are ignored. */
export const orderDraftSchema = z.object({
  id: orderIdSchema,
  email: emailSchema,
  currency: currencyCodeSchema,
  countryId: checkoutIdSchema,
  /** The stored cart, item id -> {quantity, brand, car}; its lines are checked by the cart rules. */
  cart: storedCartInputSchema,
  shippingAddress: shippingAddressSchema,
  billingAddress: addressSchema,
  transportId: checkoutIdSchema,
  paymentId: checkoutIdSchema,
  /** The language of the confirmation mail. */
  language: z.enum(LANGUAGES, { error: E.invalid }).optional(),
});
export type OrderDraftInput = z.input<typeof orderDraftSchema>;
export type OrderDraft = z.output<typeof orderDraftSchema>;

/**
 * POST /api/legacy/order/create body: the draft, where a payment through an embedded checkout may
 * leave out the customer's details (the provider's checkout asks for them). The server requires
 * them for every other payment.
 */
export const orderCreateRequestSchema = orderDraftSchema.extend({
  email: emailSchema.optional(),
  billingAddress: addressSchema.optional(),
  shippingAddress: shippingAddressSchema.optional(),
});
export type OrderCreateRequestInput = z.input<typeof orderCreateRequestSchema>;
export type OrderCreateRequest = z.output<typeof orderCreateRequestSchema>;

/**
 * POST /api/swish/request body (SPEC §7): the draft. Its id, when sent, makes a retry pay the same
 * order; the order is in `currency` (SEK when absent) and Swish is asked for its worth in kronor.
 * `openApp` asks for a request without the payer's number, which the Swish app on this phone opens
 * by its token.
 */
export const mobilePaymentRequestSchema = orderDraftSchema.extend({
  id: orderIdSchema.optional(),
  currency: currencyCodeSchema.optional(),
  openApp: z.boolean({ error: E.invalid }).optional(),
  /**
   * Only while the Swish simulator serves (never with a real Swish): the request's message, e.g.
   * RF07, which Swish's test environment answers with that error.
   */
  simulatorMessage: z.string().max(50).optional(),
});
export type MobilePaymentRequestInput = z.input<typeof mobilePaymentRequestSchema>;
export type MobilePaymentRequest = z.output<typeof mobilePaymentRequestSchema>;

/** POST /api/bulk body. */
export const bulkRequestSchema = z.object({
  transportId: checkoutIdSchema,
  paymentId: checkoutIdSchema,
  countryId: checkoutIdSchema,
});
export type BulkRequest = z.output<typeof bulkRequestSchema>;

/** Where the goods go (SPEC §4 review): the shipping address when enabled, else the billing one. */
export function deliveryAddress(
  draft: Pick<OrderDraft, 'billingAddress' | 'shippingAddress'>,
): Address {
  const shipping = draft.shippingAddress;
  if (!shipping.enabled) return draft.billingAddress;
  const { enabled: _enabled, ...address } = shipping;
  return address;
}

/**
 * SPEC §5: the Next button is disabled with no items, with a non-external payment and an email
 * shorter than 3, or with the mobile payment and a billing phone shorter than 5. No payment
 * chosen disables it too: there is nothing to pay with.
 */
export function submitDisabled({
  payment,
  email,
  billingPhone,
  lineCount,
}: {
  payment: { external: boolean; slug: string } | null;
  email: string;
  billingPhone: string;
  lineCount: number;
}): boolean {
  if (!(lineCount > 0) || payment === null) return true;
  if (!payment.external && email.trim().length < 3) return true;
  return payment.slug === MOBILE_PAYMENT_SLUG && billingPhone.trim().length < 5;
}
