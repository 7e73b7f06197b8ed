// The Swish Commerce API's objects as the simulator holds and answers them (field names as published).

export type SimPaymentStatus = 'CREATED' | 'PAID' | 'DECLINED' | 'ERROR' | 'CANCELLED';
export type SimRefundStatus = 'CREATED' | 'DEBITED' | 'PAID' | 'ERROR';

/** A payment request: the GET answer and the callback body. */
export interface SimPayment {
  id: string;
  payeePaymentReference: string | null;
  paymentReference: string | null;
  callbackUrl: string;
  payerAlias: string | null;
  payeeAlias: string;
  /** A JSON number, as the real API answers it (100, 100.5). */
  amount: number;
  currency: string;
  message: string | null;
  status: SimPaymentStatus;
  dateCreated: string;
  datePaid: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

/** A refund: the GET answer and the callback body. */
export interface SimRefund {
  id: string;
  paymentReference: string | null;
  payerPaymentReference: string | null;
  originalPaymentReference: string;
  callbackUrl: string;
  /** The merchant's number: the refund is paid from it. */
  payerAlias: string;
  /** The original payer, when given. */
  payeeAlias: string | null;
  amount: number;
  currency: string;
  message: string | null;
  status: SimRefundStatus;
  dateCreated: string;
  datePaid: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  additionalInformation: string | null;
}

/** One entry of a 422 answer's array. */
export interface SwishError {
  errorCode: string;
  errorMessage: string;
  additionalInformation: string | null;
}

/** One callback attempt, for tests: `answered` is the HTTP status, null on a network error. */
export interface SentCallback {
  kind: 'payment' | 'refund';
  id: string;
  status: string;
  attempt: number;
  answered: number | null;
}

export interface SwishSimulatorOptions {
  /** Where the certificates live (made on first start). */
  dir: string;
  host?: string;
  port?: number;
  /** How long a request stays CREATED before it is PAID (or ERROR); the test environment takes 4-5 s. */
  paidAfterMs?: number;
  /** Waits between callback attempts; the last repeats until 10 attempts. */
  retryDelaysMs?: number[];
  payeeAlias?: string;
  /**
   * A request that would succeed is settled at once (PAID, or ERROR for a test error message) and
   * its callback sent; the create's 201 follows only once that callback was answered or failed.
   * Default false. setCallbackBeforeAnswer switches it while the simulator runs.
   */
  callbackBeforeAnswer?: boolean;
  log?: (msg: string) => void;
}

export interface SwishSimulator {
  /** The API base, e.g. https://127.0.0.1:PORT/swish-cpcapi. */
  url: string;
  origin: string;
  /** The CA that issued the server certificate: what the shop trusts. */
  ca: string;
  /** The merchant's client certificate and key (PEM) and the CA, for the shop's mutual TLS. */
  clientCert: { cert: string; key: string; ca: string };
  payeeAlias: string;
  close(): Promise<void>;
  payments(): readonly SimPayment[];
  refunds(): readonly SimRefund[];
  callbacksSent(): readonly SentCallback[];
  /** Switches callbackBeforeAnswer for the requests created from now on. */
  setCallbackBeforeAnswer(on: boolean): void;
  /**
   * Switches holding for the requests created from now on: a held request stays CREATED until
   * settlePayment, so a test orders the payer's answer after its own steps without a race.
   */
  setHoldPayments(on: boolean): void;
  /** The payer's answer to a CREATED request now; resolves once its callback's first attempt ends. */
  settlePayment(id: string): Promise<void>;
  /**
   * From now on, refunds end ERROR instead of PAID (the payer's bank refused the money): what a
   * shop must notice from the refund's callback. Default off.
   */
  setRefundsFail(on: boolean): void;
}
