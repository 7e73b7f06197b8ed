// The shapes the embedded-checkout simulator holds and answers, in Klarna Checkout v3's field names.

/** The four URLs the merchant gives; each may hold the `{checkout.order.id}` placeholder. */
export interface MerchantUrls {
  terms: string;
  checkout: string;
  confirmation: string;
  push: string;
  validation?: string | undefined;
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
  log?: (message: string) => void;
}

export interface CheckoutSimulator {
  /** Base URL of the API and the hosted pages, e.g. http://127.0.0.1:PORT (no trailing slash). */
  readonly url: string;
  /** The origin the snippet's script and iframe come from (for the shop's CSP). */
  readonly origin: string;
  close(): Promise<void>;
  orders(): readonly SimOrder[];
  pushesSent(): readonly PushRecord[];
}

/** The placeholder Klarna substitutes in merchant URLs. */
export const ORDER_ID_PLACEHOLDER = '{checkout.order.id}';
