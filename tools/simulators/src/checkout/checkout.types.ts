// The shapes the embedded-checkout simulator holds and answers, in Klarna Checkout v3's field names.

/** The URLs the merchant gives; each may hold the `{checkout.order.id}` placeholder. */
export interface MerchantUrls {
  terms: string;
  checkout: string;
  confirmation: string;
  push: string;
  /** Asked to approve the purchase when the customer presses buy, before the order is placed. */
  validation?: string | undefined;
}

/** The part of Klarna's `options` object the simulator acts on. */
export interface CheckoutOptions {
  /** Klarna places an unanswered validation's order unless this is true (then it refuses). */
  require_validate_callback_success?: boolean | undefined;
}

export interface CheckoutOrderLine {
  type: string;
  reference?: string | undefined;
  name: string;
  quantity: number;
  quantity_unit?: string | undefined;
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_discount_amount: number;
  total_tax_amount: number;
}

/** A create or update body after validation. */
export interface CheckoutOrderInput {
  purchase_country: string;
  purchase_currency: string;
  locale: string;
  order_amount: number;
  order_tax_amount: number;
  order_lines: CheckoutOrderLine[];
  merchant_urls: MerchantUrls;
  options?: CheckoutOptions | undefined;
  merchant_reference1?: string | undefined;
  merchant_reference2?: string | undefined;
}

/** An address as the checkout collects it (Klarna's address object). */
export interface CheckoutAddress {
  given_name: string;
  family_name: string;
  care_of: string;
  street_address: string;
  postal_code: string;
  city: string;
  phone: string;
  email: string;
  /** Lower-case alpha-2, as Klarna's checkout answers it. */
  country: string;
}

export type CheckoutStatus = 'checkout_incomplete' | 'checkout_complete';

/** Order-management statuses (providers.md). */
export type OmStatus =
  'AUTHORIZED' | 'PART_CAPTURED' | 'CAPTURED' | 'CANCELLED' | 'EXPIRED' | 'CLOSED';

export interface SimMoneyMove {
  id: string;
  amount: number;
  /** Klarna-Idempotency-Key of the call that made it, if any. */
  idempotencyKey: string | null;
  at: string;
}

/** One order as the simulator holds it. */
export interface SimOrder extends CheckoutOrderInput {
  order_id: string;
  status: CheckoutStatus;
  /** Null until the purchase is completed (order management knows the order only then). */
  omStatus: OmStatus | null;
  started_at: string;
  last_modified_at: string;
  completed_at: string | null;
  billing_address: CheckoutAddress | null;
  shipping_address: CheckoutAddress | null;
  acknowledged: boolean;
  captures: SimMoneyMove[];
  refunds: SimMoneyMove[];
  /** Klarna-Idempotency-Key of the cancel that cancelled the order, so its repeat answers the same. */
  cancelKey: string | null;
}

export interface PushRecord {
  orderId: string;
  /** 1 for the first push of the order. */
  attempt: number;
  /** The merchant's HTTP status, or null when it could not be reached. */
  status: number | null;
}

export interface CheckoutSimulatorOptions {
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  username: string;
  password: string;
  /** Time from purchase to the first push; Klarna waits about 2 minutes. Default 2000. */
  pushDelayMs?: number;
  /** Time between pushes until acknowledged. Default 10000. */
  pushRetryMs?: number;
  /**
   * How long the validation callback may take before it counts as unanswered. Default as Klarna:
   * 10 s when the order sets options.require_validate_callback_success, else 3 s.
   */
  validationTimeoutMs?: number;
  /**
   * Klarna's documented default: an unanswered validation (timeout, no connection) places the order
   * unless it set options.require_validate_callback_success. Off by default: the simulator then
   * never places an order the merchant did not approve.
   */
  approveUnansweredValidation?: boolean;
  /**
   * Order management as Klarna answers it: refunds only on captured money, and its 403 codes
   * (CAPTURE_NOT_ALLOWED, REFUND_NOT_ALLOWED, CANCEL_NOT_ALLOWED). Off by default, where a refund
   * may return authorised money not captured yet and an amount too large is a 400 BAD_VALUE.
   */
  strictOrderManagement?: boolean;
  log?: (message: string) => void;
}

/** The customer's details as the hosted page's form takes them; unset ones are the test customer's. */
export type PurchaseCustomer = Partial<
  Record<
    'email' | 'given_name' | 'family_name' | 'street_address' | 'postal_code' | 'city' | 'phone',
    string
  >
>;

/** What became of the customer's press on buy. */
export type PurchaseOutcome =
  /** The order is placed (AUTHORIZED); the customer is sent to the confirmation URL. */
  | { outcome: 'placed'; location: string }
  /** The merchant's validation answered 303: no order; the customer is sent to its Location. */
  | { outcome: 'redirected'; location: string }
  /**
   * No order: the merchant's validation answered 400 (its error_text is the message), another
   * status, or nothing at all (`merchantStatus` null). The customer stays in the checkout.
   */
  | {
      outcome: 'refused';
      message: string;
      errorType: string | null;
      merchantStatus: number | null;
    };

/** One validation callback as the simulator sent it, for tests. */
export interface ValidationRecord {
  orderId: string;
  url: string;
  /** The merchant's HTTP status, or null when it did not answer in time or could not be reached. */
  status: number | null;
}

export interface CheckoutSimulator {
  /** Base URL of the API and the hosted pages, e.g. http://127.0.0.1:PORT (no trailing slash). */
  readonly url: string;
  /** The origin the snippet's script and iframe come from (for the shop's CSP). */
  readonly origin: string;
  close(): Promise<void>;
  orders(): readonly SimOrder[];
  pushesSent(): readonly PushRecord[];
  validationsSent(): readonly ValidationRecord[];
  /**
   * The customer presses buy, as the hosted page's "Complete purchase" does: the merchant's
   * validation is asked first, and only its 200 places the order. Throws for an unknown order.
   */
  purchase(orderId: string, customer?: PurchaseCustomer): Promise<PurchaseOutcome>;
}

/** The placeholder Klarna substitutes in merchant URLs. */
export const ORDER_ID_PLACEHOLDER = '{checkout.order.id}';
