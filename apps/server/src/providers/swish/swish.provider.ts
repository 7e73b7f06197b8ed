// The Swish adapter: the Commerce API's payment requests, cancel, refunds and callbacks in the
// shape of the shop's PaymentProvider.
import { SWISH_CURRENCY } from '@shop/domain';
import type {
  CreatedPayment,
  CreatePaymentInput,
  MobilePaymentProvider,
  PaymentEvent,
  ProviderCallback,
  RefundInput,
  RefundResult,
} from '../payment-provider.js';
import { CallbackRejected, PaymentRejected } from '../payment-provider.js';
import { apiErrors, createSwishClient, failureOf, type SwishAnswer } from './swish.client.js';
import { swishErrorMessage, toPayerAlias } from './swish-messages.js';
import {
  callbackIdentifierOf,
  isCallbackIdentifierOf,
  readSwishPayment,
  SWISH_ID,
  toPaymentEvent,
  toRefundResult,
  toSwishAmount,
  toSwishMessage,
  type SwishPayment,
} from './swish.mapping.js';

export interface SwishConfig {
  /** e.g. https://cpc.getswish.net/swish-cpcapi, or the simulator's url. */
  baseUrl: string;
  /** The merchant's Swish number (10 digits starting 123); the certificate's CN. */
  payeeAlias: string;
  /** PEM contents: the merchant certificate, its key, and the CA that issued Swish's server certificate. */
  cert: string;
  key: string;
  ca: string;
  passphrase?: string;
  /** Where Swish posts payment callbacks. */
  callbackUrl: string;
  /** Where Swish posts refund callbacks; unset: callbackUrl (parseCallback refuses them, see below). */
  refundCallbackUrl?: string;
  /** Keys the callbackIdentifier (an HMAC of the request id), so a callback proves it answers our request. */
  callbackSecret: string;
  timeoutMs: number;
}

/** The PaymentProvider, plus what only Swish has: refund status and refund callbacks. */
export interface SwishProvider extends MobilePaymentProvider {
  readonly name: 'swish';
  refundStatus(refundId: string): Promise<RefundResult>;
  /** True when the callback's body is a refund (it names an originalPaymentReference). */
  isRefundCallback(callback: ProviderCallback): boolean;
  parseRefundCallback(callback: ProviderCallback): Promise<RefundResult>;
  /** Closes the kept-alive connections. */
  close(): void;
}

const CANCEL_PATCH = [{ op: 'replace', path: '/status', value: 'cancelled' }];

function assertRequest(attemptId: string, currency: string): void {
  // Both are the caller's promises, not the customer's input: breaking them is a bug.
  if (!SWISH_ID.test(attemptId))
    throw new Error(`Swish attemptId must be 32 upper-case hex: ${attemptId}`);
  if (currency !== SWISH_CURRENCY) throw new Error(`Swish takes SEK only, not ${currency}`);
}

const isReused = (answer: SwishAnswer) =>
  answer.status === 422 && apiErrors(answer.json).some((e) => e.errorCode === 'RP09');

/** The id Swish gives in Location (…/paymentrequests/{id}), else the instructionUUID it was given. */
function idOf(answer: SwishAnswer, fallback: string): string {
  const location = answer.headers.location;
  const last = typeof location === 'string' ? location.split('/').pop() : undefined;
  return last && SWISH_ID.test(last) ? last : fallback;
}

/** The callback body's id when it is one of Swish's, else null. */
function callbackId(body: unknown): { id: string; refund: boolean } | null {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, originalPaymentReference } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !SWISH_ID.test(id)) return null;
  return { id, refund: originalPaymentReference !== undefined };
}

export function createSwishProvider(config: SwishConfig): SwishProvider {
  const client = createSwishClient(config);
  const identifier = (id: string) => callbackIdentifierOf(config.callbackSecret, id);

  async function fetchPayment(id: string): Promise<SwishPayment> {
    const path = `/api/v1/paymentrequests/${encodeURIComponent(id)}`;
    const answer = await client.send({ method: 'GET', path });
    if (answer.status === 200) return readSwishPayment(answer.json);
    // 404: Swish knows no such payment, so nothing (a callback or a stored ref) may claim it exists.
    if (answer.status === 404) throw new CallbackRejected(`Swish knows no payment request ${id}`);
    throw failureOf(answer, `swish status ${id}`);
  }

  async function refundStatus(refundId: string): Promise<RefundResult> {
    const path = `/api/v1/refunds/${encodeURIComponent(refundId)}`;
    const answer = await client.send({ method: 'GET', path });
    if (answer.status === 200) return toRefundResult(answer.json);
    if (answer.status === 404) throw new CallbackRejected(`Swish knows no refund ${refundId}`);
    throw failureOf(answer, `swish refund status ${refundId}`);
  }

  async function status(providerRef: string): Promise<PaymentEvent> {
    return toPaymentEvent(await fetchPayment(providerRef));
  }

  async function create(input: CreatePaymentInput): Promise<CreatedPayment> {
    assertRequest(input.attemptId, input.currency);
    const amount = toSwishAmount(input.amount);
    const body = {
      payeePaymentReference: input.order.number,
      callbackUrl: config.callbackUrl,
      payeeAlias: config.payeeAlias,
      currency: SWISH_CURRENCY,
      amount,
      ...(input.payerAlias !== null ? { payerAlias: input.payerAlias } : {}),
      message: toSwishMessage(input.message),
      callbackIdentifier: identifier(input.attemptId),
    };
    const path = `/api/v2/paymentrequests/${input.attemptId}`;
    const answer = await client.send({ method: 'PUT', path, body });
    if (answer.status === 201) {
      const token = answer.headers.paymentrequesttoken;
      return {
        providerRef: idOf(answer, input.attemptId),
        token: typeof token === 'string' && token !== '' ? token : null,
        snippet: null,
      };
    }
    if (isReused(answer)) {
      // An earlier call with this attempt reached Swish though its answer was lost: it is created.
      // Swish never repeats the token, so an m-commerce retry has none (the caller may start anew).
      const existing = await fetchPayment(input.attemptId);
      if (
        existing.amount !== input.amount ||
        existing.payeePaymentReference !== input.order.number
      ) {
        throw new Error(`Swish attempt ${input.attemptId} was used for another payment`);
      }
      return { providerRef: existing.id, token: null, snippet: null };
    }
    throw failureOf(answer, `swish create ${input.attemptId}`);
  }

  async function cancel(providerRef: string): Promise<void> {
    const path = `/api/v1/paymentrequests/${encodeURIComponent(providerRef)}`;
    const answer = await client.send({
      method: 'PATCH',
      path,
      body: CANCEL_PATCH,
      contentType: 'application/json-patch+json',
    });
    if (answer.status === 200) return;
    // Not CREATED any more (paid, failed or already cancelled): nothing left to withdraw.
    if (answer.status === 422 && apiErrors(answer.json).some((e) => e.errorCode === 'RP07')) return;
    // Swish never got the request (its create was lost on the way): nothing to withdraw either.
    if (answer.status === 404) return;
    throw failureOf(answer, `swish cancel ${providerRef}`);
  }

  async function refund(input: RefundInput): Promise<RefundResult> {
    assertRequest(input.attemptId, input.currency);
    // The original gives the order number (the refund's reference) and, when not stored, its paymentReference.
    const original = await fetchPayment(input.providerRef);
    const originalPaymentReference = input.paymentReference ?? original.paymentReference;
    if (!originalPaymentReference) {
      throw new PaymentRejected('swish', 'RF02', `Swish payment ${input.providerRef} is not paid`);
    }
    const body = {
      originalPaymentReference,
      ...(original.payeePaymentReference
        ? { payerPaymentReference: original.payeePaymentReference }
        : {}),
      callbackUrl: config.refundCallbackUrl ?? config.callbackUrl,
      payerAlias: config.payeeAlias,
      amount: toSwishAmount(input.amount),
      currency: SWISH_CURRENCY,
      message: toSwishMessage(input.message),
      callbackIdentifier: identifier(input.attemptId),
    };
    const answer = await client.send({
      method: 'PUT',
      path: `/api/v2/refunds/${input.attemptId}`,
      body,
    });
    if (answer.status === 201)
      return { providerRef: idOf(answer, input.attemptId), state: 'created' };
    // As for payments: an earlier call with this attempt was made; read where it stands.
    if (isReused(answer)) return refundStatus(input.attemptId);
    throw failureOf(answer, `swish refund ${input.attemptId}`);
  }

  /** The callback's id, once its identifier header proves it answers a request of ours. */
  function verifiedId(callback: ProviderCallback): { id: string; refund: boolean } {
    const parsed = callbackId(callback.body);
    if (!parsed) throw new CallbackRejected('Not a Swish callback: no payment request id');
    const header = callback.headers.callbackidentifier;
    if (!isCallbackIdentifierOf(config.callbackSecret, parsed.id, header)) {
      throw new CallbackRejected(`Swish callback for ${parsed.id} has a wrong callbackIdentifier`);
    }
    return parsed;
  }

  return {
    name: 'swish',
    namedByShop: true,
    payerAliasOf: toPayerAlias,
    errorMessage: swishErrorMessage,
    invalidPayerCode: 'BE18',
    create,
    status,
    cancel,
    refund,
    refundStatus,
    isRefundCallback: (callback) => callbackId(callback.body)?.refund ?? false,
    async parseCallback(callback) {
      const { id, refund: isRefund } = verifiedId(callback);
      if (isRefund)
        throw new CallbackRejected(`Swish refund callback ${id}: use parseRefundCallback`);
      // Never trust the body: the payment as Swish holds it now.
      return status(id);
    },
    async parseRefundCallback(callback) {
      const { id, refund: isRefund } = verifiedId(callback);
      if (!isRefund) throw new CallbackRejected(`Swish callback ${id} is not a refund`);
      return refundStatus(id);
    },
    close: () => client.close(),
  };
}
