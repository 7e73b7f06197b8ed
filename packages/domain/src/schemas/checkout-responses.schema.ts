// The checkout calls' answers (SPEC §7 GET /api/checkout/, POST /api/bulk) as zod schemas, each
// checked against its type in api.ts, like responses.schema.ts.
import { z } from 'zod';
import type { BulkResponse, CheckoutData, CheckoutOption, Payment, Transport } from '../api.js';
import { countrySchema } from './responses.schema.js';

const checkoutOptionSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  icon_uri: z.string(),
  price: z.number(),
  disabled: z.boolean(),
}) satisfies z.ZodType<CheckoutOption>;

export const transportSchema = checkoutOptionSchema
  .extend({
    weight: z.object({ min: z.number(), max: z.number() }),
    payments: z.array(z.string()),
  })
  .meta({ id: 'Transport' }) satisfies z.ZodType<Transport>;

export const paymentSchema = checkoutOptionSchema
  .extend({ external: z.boolean() })
  .meta({ id: 'Payment' }) satisfies z.ZodType<Payment>;

export const checkoutDataResponseSchema = z.object({
  countries: z.array(countrySchema),
  payments: z.array(paymentSchema),
  transports: z.array(transportSchema),
}) satisfies z.ZodType<CheckoutData>;

export const bulkResponseSchema = z.object({
  country: countrySchema,
  transport: transportSchema,
  payment: paymentSchema,
}) satisfies z.ZodType<BulkResponse>;
