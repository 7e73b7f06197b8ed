// What the payment calls answer the customer's browser (the pay-by-mobile modal, /complete after
// an embedded checkout), declared once: the server serialises through these schemas, /api/docs
// shows them, and the types are inferred from them.
import { z } from 'zod';
import { orderViewSchema } from './order-responses.schema.js';

export const PAYMENT_ATTEMPT_STATES = [
  'none',
  'created',
  'paid',
  'declined',
  'error',
  'cancelled',
] as const;

/** Where the latest payment attempt of an order stands; 'none' before the first attempt. */
const attemptStateSchema = z.enum(PAYMENT_ATTEMPT_STATES);
export type PaymentAttemptState = z.infer<typeof attemptStateSchema>;

/** POST /api/swish/request, once the payment is PAID (SPEC §7 `result`). */
export const mobilePaymentResponseSchema = z.object({ result: orderViewSchema });
export type MobilePaymentResponse = z.infer<typeof mobilePaymentResponseSchema>;

/** GET /api/swish/request/:id: the attempt as it stands, for the modal on a phone and on return. */
export const mobilePaymentStatusSchema = z.object({
  state: attemptStateSchema,
  /** swish://paymentrequest?token=…: opens the Swish app on this phone; null with a payer number. */
  appUrl: z.string().nullable(),
  /** Why the attempt failed, in the asked language; null unless declined or error. */
  message: z.string().nullable(),
  /** The order once paid, for the browser or account that placed it; else null. */
  order: orderViewSchema.nullable(),
});
export type MobilePaymentStatus = z.infer<typeof mobilePaymentStatusSchema>;

/** GET /api/payments/checkout/:ref: the order behind a completed embedded checkout. */
export const checkoutConfirmationSchema = z.object({
  /** Null for a caller who did not place the order (another browser, no account): paid, no details. */
  order: orderViewSchema.nullable(),
});
export type CheckoutConfirmation = z.infer<typeof checkoutConfirmationSchema>;
