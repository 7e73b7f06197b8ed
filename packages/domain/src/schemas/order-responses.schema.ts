// An order as the API shows it to its customer (the /complete page, the order page, the mail),
// declared once: the server serialises through these schemas, /api/docs shows them, and the types
// are inferred from them. Money in the order currency's minor units; `currency` says which.
import { z } from 'zod';

export const ORDER_STATUSES = [
  'pending_payment',
  'awaiting_shipment',
  'paid',
  'partially_shipped',
  'shipped',
  'partially_refunded',
  'refunded',
  'cancelled',
] as const;

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

const orderAddressSchema = z.object({
  given_name: z.string(),
  family_name: z.string(),
  care_of: z.string().optional(),
  street_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  phone: z.string(),
  country: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

const orderLineViewSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  reference: z.string(),
  brand: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  fee: z.number(),
  total: z.number(),
  /** Units taken from stock when the order was placed. */
  stockedQuantity: z.number(),
  /** Units the supplier delivers later, by `backorderArrival`. */
  backorderQuantity: z.number(),
  arrival: z.string(),
  backorderArrival: z.string().nullable(),
});
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

/** An order's sums, each an integer in the order currency's minor units (order-figures.ts). */
const orderSumsSchema = z.object({
  /** Sum of the line totals. */
  items: z.number(),
  shipping: z.number(),
  handling: z.number(),
  campaign: z.number(),
  /** items + shipping + handling − campaign. */
  total: z.number(),
  /** The VAT part of the total. */
  vat: z.number(),
  /** total − vat. */
  exVat: z.number(),
});
export type OrderSums = z.infer<typeof orderSumsSchema>;

const idName = z.object({ id: z.string(), name: z.string() });

export const orderViewSchema = z
  .object({
    id: z.string(),
    /** What the customer reads to staff on the phone. */
    number: z.string(),
    status: orderStatusSchema,
    createdAt: z.string(),
    email: z.string(),
    language: z.string(),
    currency: z.object({
      code: z.string(),
      symbol: z.string(),
      exponent: z.number(),
      euro_rate: z.number(),
    }),
    /** Basis points of the destination's VAT; 0 = no VAT. */
    vatRate: z.number(),
    /** The destination country; slug as in addresses ('se'). */
    country: idName.extend({ slug: z.string() }),
    transport: idName,
    payment: idName.extend({ slug: z.string() }),
    lines: z.array(orderLineViewSchema),
    figures: orderSumsSchema,
    billingAddress: orderAddressSchema,
    /** Null when the goods go to the billing address. */
    shippingAddress: orderAddressSchema.nullable(),
    events: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
    /** Opens /order/{number}?key=… without an account. */
    key: z.string(),
  })
  .meta({ id: 'Order' });
export type OrderView = z.infer<typeof orderViewSchema>;

/** POST /api/legacy/order/create answer: SPEC §7's id and snippet (null without an embedded checkout). */
export const orderCreateResponseSchema = z.object({
  id: z.string(),
  snippet: z.string().nullable(),
  order: orderViewSchema,
});
export type OrderCreateResponse = z.infer<typeof orderCreateResponseSchema>;
