// The simulator's payments and refunds and their lifecycle: CREATED turns PAID (or ERROR) after a
// while and the outcome is called back; a cancelled request is never called back.
import { randomBytes } from 'node:crypto';
import { errorMessageOf, FAIL_BY_MESSAGE, swishError } from './swish.errors.js';
import type { CallbackSender } from './swish.callbacks.js';
import type { PaymentRequestInput, RefundRequestInput } from './swish.validation.js';
import type { SimPayment, SimRefund, SwishError } from './swish.types.js';

/** A store operation's outcome: the object, or a 422 with the real API's codes. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: SwishError[] };

interface Stored<T> {
  object: T;
  callbackIdentifier: string | null;
}

/** Swish's code for a declined transaction, given to a refund that fails. */
const REFUND_REFUSED = 'RF07';
const upperHex = () => randomBytes(16).toString('hex').toUpperCase();
const now = () => new Date().toISOString();
const cents = (amount: number) => Math.round(amount * 100);

export class SwishStore {
  private readonly paymentsById = new Map<string, Stored<SimPayment>>();
  private readonly refundsById = new Map<string, Stored<SimRefund>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Refunds settled from now on end ERROR (the payer's bank refused them). */
  refundsFail = false;

  constructor(
    private readonly paidAfterMs: number,
    private readonly callbacks: CallbackSender,
    private readonly log: (msg: string) => void,
  ) {}

  payments(): readonly SimPayment[] {
    return [...this.paymentsById.values()].map((stored) => ({ ...stored.object }));
  }

  refunds(): readonly SimRefund[] {
    return [...this.refundsById.values()].map((stored) => ({ ...stored.object }));
  }

  payment(id: string): SimPayment | null {
    const stored = this.paymentsById.get(id);
    return stored ? { ...stored.object } : null;
  }

  refund(id: string): SimRefund | null {
    const stored = this.refundsById.get(id);
    return stored ? { ...stored.object } : null;
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** A new request, settled after paidAfterMs unless `settleLater` is false (the caller settles it). */
  createPayment(id: string, input: PaymentRequestInput, settleLater = true): Outcome<SimPayment> {
    if (this.paymentsById.has(id)) return { ok: false, errors: [swishError('RP09')] };
    const { payerAlias } = input;
    const waiting = [...this.paymentsById.values()].some(
      ({ object }) =>
        payerAlias !== null && object.payerAlias === payerAlias && object.status === 'CREATED',
    );
    if (waiting) return { ok: false, errors: [swishError('RP06')] };
    const payment: SimPayment = {
      id,
      payeePaymentReference: input.payeePaymentReference,
      paymentReference: null,
      callbackUrl: input.callbackUrl,
      payerAlias,
      payeeAlias: input.payeeAlias,
      amount: input.amount,
      currency: input.currency,
      message: input.message,
      status: 'CREATED',
      dateCreated: now(),
      datePaid: null,
      errorCode: null,
      errorMessage: null,
    };
    this.paymentsById.set(id, { object: payment, callbackIdentifier: input.callbackIdentifier });
    this.log(`swish payment ${id} CREATED ${input.amount} SEK`);
    if (settleLater) this.later(this.paidAfterMs, () => void this.settlePayment(id));
    return { ok: true, value: { ...payment } };
  }

  /** PATCH status=cancelled: only while CREATED (else RP07); no callback follows. */
  cancelPayment(id: string): Outcome<SimPayment> | null {
    const stored = this.paymentsById.get(id);
    if (!stored) return null;
    if (stored.object.status !== 'CREATED') return { ok: false, errors: [swishError('RP07')] };
    stored.object.status = 'CANCELLED';
    this.log(`swish payment ${id} CANCELLED`);
    return { ok: true, value: { ...stored.object } };
  }

  createRefund(id: string, input: RefundRequestInput): Outcome<SimRefund> {
    if (this.refundsById.has(id)) return { ok: false, errors: [swishError('RP09')] };
    const original = [...this.paymentsById.values()].find(
      ({ object }) =>
        object.status === 'PAID' && object.paymentReference === input.originalPaymentReference,
    )?.object;
    if (!original) return { ok: false, errors: [swishError('RF02')] };
    if (original.payeeAlias !== input.payerAlias)
      return { ok: false, errors: [swishError('RF03')] };
    const refunded = [...this.refundsById.values()]
      .filter(({ object }) => object.originalPaymentReference === input.originalPaymentReference)
      .filter(({ object }) => object.status !== 'ERROR')
      .reduce((sum, { object }) => sum + cents(object.amount), 0);
    if (refunded + cents(input.amount) > cents(original.amount)) {
      return { ok: false, errors: [swishError('RF08')] };
    }
    const refund: SimRefund = {
      id,
      paymentReference: null,
      payerPaymentReference: input.payerPaymentReference,
      originalPaymentReference: input.originalPaymentReference,
      callbackUrl: input.callbackUrl,
      payerAlias: input.payerAlias,
      payeeAlias: input.payeeAlias,
      amount: input.amount,
      currency: input.currency,
      message: input.message,
      status: 'CREATED',
      dateCreated: now(),
      datePaid: null,
      errorCode: null,
      errorMessage: null,
      additionalInformation: null,
    };
    this.refundsById.set(id, { object: refund, callbackIdentifier: input.callbackIdentifier });
    this.log(`swish refund ${id} CREATED ${input.amount} SEK`);
    this.later(Math.floor(this.paidAfterMs / 2), () => {
      if (refund.status === 'CREATED') refund.status = 'DEBITED';
    });
    this.later(this.paidAfterMs, () => this.settleRefund(id));
    return { ok: true, value: { ...refund } };
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  /**
   * The payer's answer: PAID, or ERROR when the message names a test error code. Resolves once
   * the callback's first attempt has been answered or has failed.
   */
  settlePayment(id: string): Promise<void> {
    const stored = this.paymentsById.get(id);
    if (stored && stored.object.status === 'CREATED') return this.settle('payment', id, stored);
    return Promise.resolve();
  }

  private settleRefund(id: string): void {
    const stored = this.refundsById.get(id);
    if (stored) void this.settle('refund', id, stored);
  }

  /** Settles a payment or refund the same way, and calls its outcome back. */
  private settle(
    kind: 'payment' | 'refund',
    id: string,
    stored: Stored<SimPayment> | Stored<SimRefund>,
  ): Promise<void> {
    const object = stored.object;
    const failure =
      kind === 'refund' && this.refundsFail
        ? REFUND_REFUSED
        : object.message !== null && FAIL_BY_MESSAGE.has(object.message)
          ? object.message
          : null;
    if (failure) {
      Object.assign(object, {
        status: 'ERROR',
        errorCode: failure,
        errorMessage: errorMessageOf(failure),
      });
    } else {
      Object.assign(object, { status: 'PAID', paymentReference: upperHex(), datePaid: now() });
    }
    this.log(`swish ${kind} ${id} ${object.status}`);
    return this.callbacks.send({
      kind,
      id,
      status: object.status,
      url: object.callbackUrl,
      callbackIdentifier: stored.callbackIdentifier,
      body: { ...object },
    });
  }
}
