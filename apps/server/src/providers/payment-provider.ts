// The one interface every payment provider's adapter implements (Medusa's shape): the payments
// module speaks only this, and each adapter turns its provider's HTTP API and callbacks into it.
import type { Language, OrderView } from '@shop/domain';

export type PaymentProviderName = 'swish' | 'checkout';

/** Where a payment stands, in the shop's words (each adapter maps its provider's statuses). */
export type PaymentState = 'created' | 'paid' | 'declined' | 'error' | 'cancelled';

/**
 * One normalised fact about a payment, read from the provider (never trusted from a callback's
 * body). The payments module applies each `eventId` once.
 */
export interface PaymentEvent {
  provider: PaymentProviderName;
  /** The provider's identity of this fact: the same payment reaching the same state gives the same id. */
  eventId: string;
  /** The provider's id of the payment (Swish: the payment request id; checkout: its order_id). */
  providerRef: string;
  /** The shop's attempt id the provider echoes (Swish: the request id; checkout: reference2). */
  attemptId: string | null;
  state: PaymentState;
  /** Minor units of `currency`, as the provider holds it. */
  amount: number;
  currency: string;
  /** The provider's reference of the money movement, once paid (Swish paymentReference). */
  paymentReference: string | null;
  /** The provider's error code (Swish: RF07, BANKIDCL, FF10, TM01, DS24, …), else null. */
  errorCode: string | null;
  errorMessage: string | null;
  /** What the customer gave inside an embedded checkout (email, addresses), once known. */
  customer: PaymentCustomer | null;
}

export interface PaymentCustomerAddress {
  given_name: string;
  family_name: string;
  care_of: string;
  street_address: string;
  postal_code: string;
  city: string;
  phone: string;
  /** Lower-case country slug, e.g. 'se'. */
  country: string;
}

export interface PaymentCustomer {
  email: string;
  billingAddress: PaymentCustomerAddress;
  /** Null when the goods go to the billing address. */
  shippingAddress: PaymentCustomerAddress | null;
}

export interface CreatePaymentInput {
  /**
   * This attempt's identity, made once and stored before the call, so a retried call reuses it:
   * 32 upper-case hex characters (Swish's instructionUUID; the checkout's merchant_reference2).
   */
  attemptId: string;
  order: OrderView;
  /** What to charge, in minor units of `currency` (Swish: SEK only). */
  amount: number;
  currency: string;
  /** Swish: the payer's number in 46… form; null asks for a token the Swish app opens. */
  payerAlias: string | null;
  /** Swish's message to the payer (the adapter makes it fit the allowed characters and length). */
  message: string;
  /** BCP 47 locale of the customer's language, e.g. 'sv-SE'. */
  locale: string;
}

export interface CreatedPayment {
  /** The provider's id of the payment. */
  providerRef: string;
  /** Swish m-commerce: the PaymentRequestToken the app opens; else null. */
  token: string | null;
  /** Embedded checkout: the html_snippet to run in the page; else null. */
  snippet: string | null;
}

export interface RefundInput {
  /** 32 upper-case hex characters, made once and stored before the call. */
  attemptId: string;
  providerRef: string;
  /** Swish: the paid payment's paymentReference. */
  paymentReference: string | null;
  amount: number;
  currency: string;
  message: string;
}

/** Money taken from an authorisation for goods shipped (Klarna's capture). */
export interface CaptureInput {
  /** The capture's idempotency key: the same capture sent again is done once. */
  captureId: string;
  providerRef: string;
  /** Minor units of the payment's currency. */
  amount: number;
  shipping: { company: string; trackingNumber: string; trackingUrl: string | null } | null;
}

export interface RefundResult {
  providerRef: string;
  state: 'created' | 'paid' | 'error';
}

/** A provider's callback as the route received it: the adapter decides what it says. */
export interface ProviderCallback {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The payment's id at the provider is the attempt id the shop gives it (Swish), so it is known before the call. */
  readonly namedByShop: boolean;
  create(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The payment as the provider holds it now. */
  status(providerRef: string): Promise<PaymentEvent>;
  /** Withdraws a payment not yet paid (Swish: only while CREATED). */
  cancel(providerRef: string): Promise<void>;
  refund(input: RefundInput): Promise<RefundResult>;
  /** Captures shipped goods' worth where the provider only authorised the money (checkout). */
  capture?(input: CaptureInput): Promise<{ captureRef: string }>;
  /**
   * A callback -> the event it stands for, re-read from the provider. Throws CallbackRejected
   * when the callback is not the provider's (wrong identifier, unknown payment).
   */
  parseCallback(callback: ProviderCallback): Promise<PaymentEvent>;
  /** Tells the provider the event is stored, where it asks for that (checkout: acknowledge). */
  acknowledge?(event: PaymentEvent): Promise<void>;
  /** True when the callback reports a refund rather than a payment (Swish calls both back). */
  isRefundCallback?(callback: ProviderCallback): boolean;
  /** A refund's callback -> its state, re-read from the provider; CallbackRejected when not ours. */
  parseRefundCallback?(callback: ProviderCallback): Promise<RefundResult>;
}

/** A provider the customer pays from a phone (Swish): it knows its payers' numbers and its codes. */
export interface MobilePaymentProvider extends PaymentProvider {
  /** The payer's number as the provider takes it, from an E.164 phone; null when it cannot pay. */
  payerAliasOf(phone: string): string | null;
  /** What the customer reads for one of the provider's error codes (a general text if unknown). */
  errorMessage(code: string | null, language: Language): string;
  /** The code for a phone number that cannot pay (Swish: BE18). */
  readonly invalidPayerCode: string;
}

/** The provider refused the request for a reason the customer can act on (Swish 422, checkout 400). */
export class PaymentRejected extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    /** The provider's code, e.g. 'BE18' or 'BAD_VALUE'. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentRejected';
  }
}

/** The provider could not be reached, timed out, or answered 5xx / 401 / 403 / 429. */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderUnavailable';
  }
}

/** A callback that does not come from the provider or names nothing it knows. */
export class CallbackRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CallbackRejected';
  }
}
