// The checkout calls' answers (SPEC §7 GET /api/checkout/, POST /api/bulk), declared once: the
// server serialises through them, /api/docs shows them, and the types are inferred from them.
import { z } from 'zod';
import { countrySchema } from './country-responses.schema.js';

/** What a transport and a payment both have; price in euro cents incl. 25 % VAT. */
const checkoutOptionSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  icon_uri: z.string(),
  price: z.number(),
  disabled: z.boolean(),
});
export type CheckoutOption = z.infer<typeof checkoutOptionSchema>;

/** SPEC §3 transport (shipping method); weights in grams. */
export const transportSchema = checkoutOptionSchema
  .extend({
    /** The cart weight it carries, inclusive; 0 = unbounded on that side. */
    weight: z.object({ min: z.number(), max: z.number() }),
    /** Ids of the payments allowed with it. */
    payments: z.array(z.string()),
  })
  .meta({ id: 'Transport' });
export type Transport = z.infer<typeof transportSchema>;

/** SPEC §3 payment method; its price is the order's handling charge. */
export const paymentSchema = checkoutOptionSchema
  .extend({
    /** Paid in a provider's own checkout, which also collects the customer's details. */
    external: z.boolean(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/checkout/ answer. */
export const checkoutDataResponseSchema = z.object({
  countries: z.array(countrySchema),
  payments: z.array(paymentSchema),
  transports: z.array(transportSchema),
});
export type CheckoutData = z.infer<typeof checkoutDataResponseSchema>;

/** POST /api/bulk answer: the chosen country, transport and payment. */
export const bulkResponseSchema = z.object({
  country: countrySchema,
  transport: transportSchema,
  payment: paymentSchema,
});
export type BulkResponse = z.infer<typeof bulkResponseSchema>;
