// What the payment calls answer the customer's browser (the pay-by-mobile modal, /complete after
// an embedded checkout).
import type { OrderView } from './order-view.js';

/** Where the latest payment attempt of an order stands; 'none' before the first attempt. */
export type PaymentAttemptState = 'none' | 'created' | 'paid' | 'declined' | 'error' | 'cancelled';

export const PAYMENT_ATTEMPT_STATES: readonly PaymentAttemptState[] = [
  'none',
  'created',
  'paid',
  'declined',
  'error',
  'cancelled',
];

/** POST /api/swish/request, once the payment is PAID (SPEC §7 `result`). */
export interface MobilePaymentResponse {
  result: OrderView;
}

/** GET /api/swish/request/:id: the attempt as it stands, for the modal on a phone and on return. */
export interface MobilePaymentStatus {
  state: PaymentAttemptState;
  /** swish://paymentrequest?token=…: opens the Swish app on this phone; null with a payer number. */
  appUrl: string | null;
  /** Why the attempt failed, in the asked language; null unless declined or error. */
  message: string | null;
  /** The order once paid, else null. */
  order: OrderView | null;
}

/** GET /api/payments/checkout/:ref: the order behind a completed embedded checkout. */
export interface CheckoutConfirmation {
  order: OrderView;
}
