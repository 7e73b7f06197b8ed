// Answer schemas of the payment calls: the server serialises with them, swagger documents them.
import { z } from 'zod';
import type {
  CheckoutConfirmation,
  MobilePaymentResponse,
  MobilePaymentStatus,
  PaymentAttemptState,
} from '../payment-view.js';
import { PAYMENT_ATTEMPT_STATES } from '../payment-view.js';
import { orderViewSchema } from './responses.schema.js';

const attemptStateSchema = z.enum(
  PAYMENT_ATTEMPT_STATES as [PaymentAttemptState, ...PaymentAttemptState[]],
);

export const mobilePaymentResponseSchema = z.object({
  result: orderViewSchema,
}) satisfies z.ZodType<MobilePaymentResponse>;

export const mobilePaymentStatusSchema = z.object({
  state: attemptStateSchema,
  appUrl: z.string().nullable(),
  message: z.string().nullable(),
  order: orderViewSchema.nullable(),
}) satisfies z.ZodType<MobilePaymentStatus>;

export const checkoutConfirmationSchema = z.object({
  order: orderViewSchema,
}) satisfies z.ZodType<CheckoutConfirmation>;
