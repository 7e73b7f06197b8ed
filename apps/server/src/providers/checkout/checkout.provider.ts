// The embedded checkout (Klarna Checkout v3 shape) as a PaymentProvider: the checkout API makes the
// order and its snippet, order management says what became of it, the push says when to look.
import {
  CallbackRejected,
  PaymentRejected,
  type PaymentEvent,
  type PaymentProvider,
} from '../payment-provider.js';
import { incompleteEvent, managedOrderEvent } from './checkout-event.mapper.js';
import { toCheckoutOrder } from './checkout-order-lines.js';
import {
  CheckoutOrderNotFound,
  createCheckoutClient,
  parseAnswer,
  type CheckoutClient,
} from './checkout.client.js';
import { checkoutOrderSchema, createdOrderSchema, managedOrderSchema } from './checkout.schemas.js';

export interface CheckoutConfig {
  /** e.g. https://api.playground.klarna.com, or the simulator's url. */
  baseUrl: string;
  username: string;
  password: string;
  /** Passed to the provider as they are; each may hold the literal `{checkout.order.id}`. */
  merchantUrls: {
    terms: string;
    checkout: string;
    confirmation: string;
    push: string;
    /** Asked before a purchase completes; a refusal stops it. */
    validation?: string;
  };
  /** Each call gives up after this long. */
  timeoutMs: number;
}

/** Klarna's order ids are UUIDs; anything else in a push is not Klarna's. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_DESCRIPTION = 255;

const orderPath = (ref: string): string => `/checkout/v3/orders/${encodeURIComponent(ref)}`;
const omPath = (ref: string, action = ''): string =>
  `/ordermanagement/v1/orders/${encodeURIComponent(ref)}${action}`;

async function readManaged(client: CheckoutClient, ref: string) {
  const answer = await client({ method: 'GET', path: omPath(ref) });
  return parseAnswer(managedOrderSchema, answer, 'checkout order management');
}

/** The payment as the provider holds it: still in checkout, or what order management says. */
async function readStatus(client: CheckoutClient, ref: string): Promise<PaymentEvent> {
  const answer = await client({ method: 'GET', path: orderPath(ref) });
  const order = parseAnswer(checkoutOrderSchema, answer, 'checkout order');
  if (order.status === 'checkout_incomplete') return incompleteEvent(ref, order);
  return managedOrderEvent(ref, await readManaged(client, ref));
}

export function createCheckoutProvider(config: CheckoutConfig): PaymentProvider {
  const client = createCheckoutClient(config);
  return {
    name: 'checkout',
    namedByShop: false,

    async create(input) {
      const body = {
        ...toCheckoutOrder(input.order, input.locale),
        merchant_reference2: input.attemptId,
        merchant_urls: config.merchantUrls,
        // Without the shop's approval no purchase completes (Klarna waits 10 s for it, then refuses).
        ...(config.merchantUrls.validation
          ? { options: { require_validate_callback_success: true } }
          : {}),
      };
      // The charge is the order's own figures; a caller asking another amount has a bug.
      if (body.order_amount !== input.amount || body.purchase_currency !== input.currency)
        throw new Error(
          `checkout: order ${input.order.number} totals ${body.order_amount} ${body.purchase_currency}, asked ${input.amount} ${input.currency}`,
        );
      const answer = await client({ method: 'POST', path: '/checkout/v3/orders', body });
      const created = parseAnswer(createdOrderSchema, answer, 'checkout create');
      return { providerRef: created.order_id, token: null, snippet: created.html_snippet };
    },

    status: (ref) => readStatus(client, ref),

    async cancel(ref) {
      const answer = await client({ method: 'GET', path: orderPath(ref) });
      const checkout = parseAnswer(checkoutOrderSchema, answer, 'checkout order');
      // An unfinished checkout cannot be withdrawn at the provider: it expires unpaid by itself.
      if (checkout.status === 'checkout_incomplete') return;
      const order = await readManaged(client, ref);
      if (order.status === 'CANCELLED' || order.status === 'EXPIRED') return;
      if (order.status !== 'AUTHORIZED' || (order.captured_amount ?? 0) > 0)
        throw new PaymentRejected(
          'checkout',
          'NOT_ALLOWED',
          `order ${ref} is ${order.status}: refund it instead`,
        );
      await client({ method: 'POST', path: omPath(ref, '/cancel') });
    },

    async refund(input) {
      const order = await readManaged(client, input.providerRef);
      // Money only authorised, none captured: releasing the authorisation gives it all back.
      if (order.status === 'AUTHORIZED' && (order.captured_amount ?? 0) === 0) {
        if (input.amount !== order.order_amount)
          throw new PaymentRejected('checkout', 'NOT_ALLOWED', 'a part of uncaptured money');
        await client({
          method: 'POST',
          path: omPath(input.providerRef, '/cancel'),
          idempotencyKey: input.attemptId,
        });
        return { providerRef: input.providerRef, state: 'paid' };
      }
      if (order.status === 'CANCELLED' || order.status === 'EXPIRED')
        return { providerRef: input.providerRef, state: 'paid' };
      const answer = await client({
        method: 'POST',
        path: omPath(input.providerRef, '/refunds'),
        body: {
          refunded_amount: input.amount,
          description: input.message.slice(0, MAX_DESCRIPTION),
        },
        idempotencyKey: input.attemptId,
      });
      const id =
        answer.headers.get('refund-id') ??
        answer.headers.get('location')?.split('/').pop() ??
        input.attemptId;
      // Klarna refunds at once: a 201 means the money is on its way back.
      return { providerRef: id, state: 'paid' };
    },

    async capture(input) {
      const shipping = input.shipping && {
        shipping_company: input.shipping.company,
        tracking_number: input.shipping.trackingNumber,
        ...(input.shipping.trackingUrl ? { tracking_uri: input.shipping.trackingUrl } : {}),
      };
      const answer = await client({
        method: 'POST',
        path: omPath(input.providerRef, '/captures'),
        body: { captured_amount: input.amount, ...(shipping ? { shipping_info: [shipping] } : {}) },
        idempotencyKey: input.captureId,
      });
      const ref =
        answer.headers.get('capture-id') ??
        answer.headers.get('location')?.split('/').pop() ??
        input.captureId;
      return { captureRef: ref };
    },

    async parseCallback({ query }) {
      const ref = query.checkout_order_id;
      if (typeof ref !== 'string' || !ORDER_ID.test(ref))
        throw new CallbackRejected('checkout push without a valid checkout_order_id');
      try {
        return await readStatus(client, ref);
      } catch (error) {
        if (error instanceof CheckoutOrderNotFound)
          throw new CallbackRejected(`checkout push for an unknown order ${ref}`);
        throw error;
      }
    },

    async acknowledge(event) {
      // Only a completed purchase is in order management, and only it is pushed.
      if (event.state === 'created' && event.customer === null) return;
      await client({ method: 'POST', path: omPath(event.providerRef, '/acknowledge') });
    },
  };
}
