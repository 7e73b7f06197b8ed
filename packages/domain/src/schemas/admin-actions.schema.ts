// The console's order actions (POST /api/admin/orders/:number/…): ship, cancel, refund, mark paid
// and clear a flag. One schema per payload, read by the console's forms and the server's routes.
import { z } from 'zod';
import { orderStatusSchema } from './order-responses.schema.js';

/** The carriers a parcel leaves with; 'other' has no tracking page the shop knows. */
export const CARRIERS = ['postnord', 'dhl', 'bring', 'posti', 'budbee', 'other'] as const;
export const carrierSchema = z.enum(CARRIERS);
export type Carrier = z.infer<typeof carrierSchema>;

/** Made once per form submit by the console, so a double submit is recognised as one. */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/** An order line (by its item id, unique within an order) and how many of its units. */
export const actionLineSchema = z.object({
  itemId: z.string().min(1).max(100),
  quantity: z.number().int().min(1).max(100_000),
});
export type ActionLine = z.infer<typeof actionLineSchema>;

const reasonSchema = z.string().trim().max(500);

/** Ship: every unit not shipped yet when `lines` is left out, else those lines and quantities. */
export const shipOrderRequestSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  carrier: carrierSchema,
  trackingNumber: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9 -]+$/),
  lines: z.array(actionLineSchema).min(1).max(500).optional(),
});
export type ShipOrderRequest = z.infer<typeof shipOrderRequestSchema>;

/** Cancel: only before anything shipped; a paid order's money goes back in full. */
export const cancelOrderRequestSchema = z.object({
  reason: reasonSchema.min(1),
});
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;

/** Refund lines (and shipping), with or without putting the units back in stock. */
export const refundOrderRequestSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    lines: z.array(actionLineSchema).max(500).default([]),
    shipping: z.boolean().default(false),
    restock: z.boolean().default(false),
    reason: reasonSchema.optional(),
  })
  .refine((body) => body.lines.length > 0 || body.shipping, {
    message: 'lines or shipping: something to refund',
    path: ['lines'],
  });
export type RefundOrderRequest = z.infer<typeof refundOrderRequestSchema>;

/** Mark paid: the payment reference as read on the bank statement (spaces allowed). */
export const markPaidRequestSchema = z.object({
  reference: z.string().trim().min(1).max(40),
});
export type MarkPaidRequest = z.infer<typeof markPaidRequestSchema>;

/** Clear a flag: why it needs no more attention. */
export const clearFlagRequestSchema = z.object({
  reason: reasonSchema.min(1),
});
export type ClearFlagRequest = z.infer<typeof clearFlagRequestSchema>;

/** The order after an action: what the console updates in place. Money in minor units. */
export const actionOrderSchema = z.object({
  number: z.string(),
  status: orderStatusSchema,
  flag: z.string().nullable(),
  paidAt: z.string().nullable(),
  currency: z.string(),
  total: z.number(),
  /** What was given back so far. */
  refunded: z.number(),
});
export type ActionOrder = z.infer<typeof actionOrderSchema>;

export const CAPTURE_STATES = ['none', 'pending', 'captured', 'failed'] as const;

export const shipmentSchema = z.object({
  id: z.string(),
  carrier: carrierSchema,
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  lines: z.array(actionLineSchema),
  /** What this shipment is worth, the amount captured for it at an embedded checkout. */
  amount: z.number(),
  /** The embedded checkout's capture of `amount`; 'none' for other payments. */
  capture: z.enum(CAPTURE_STATES),
  createdAt: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const REFUND_METHODS = ['swish', 'checkout', 'manual'] as const;
/** pending: not at the provider yet; created: it has it; paid; error; manual: staff pay it back. */
export const REFUND_STATES = ['pending', 'created', 'paid', 'error', 'manual'] as const;

export const orderRefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  /** The VAT part of `amount`, at the order's rate. */
  vat: z.number(),
  currency: z.string(),
  lines: z.array(actionLineSchema),
  shipping: z.boolean(),
  restock: z.boolean(),
  method: z.enum(REFUND_METHODS),
  state: z.enum(REFUND_STATES),
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const shipOrderResponseSchema = z.object({
  order: actionOrderSchema,
  shipment: shipmentSchema,
});
export type ShipOrderResponse = z.infer<typeof shipOrderResponseSchema>;

export const refundOrderResponseSchema = z.object({
  order: actionOrderSchema,
  refund: orderRefundSchema,
});
export type RefundOrderResponse = z.infer<typeof refundOrderResponseSchema>;

/** Cancel: the order, and the refund of its money when it was paid. */
export const cancelOrderResponseSchema = z.object({
  order: actionOrderSchema,
  refund: orderRefundSchema.nullable(),
});
export type CancelOrderResponse = z.infer<typeof cancelOrderResponseSchema>;

export const orderActionResponseSchema = z.object({ order: actionOrderSchema });
export type OrderActionResponse = z.infer<typeof orderActionResponseSchema>;

/** The order an action is for, by the number staff read. */
export const orderNumberParamsSchema = z.object({ number: z.string().regex(/^[1-9]\d{0,11}$/) });
