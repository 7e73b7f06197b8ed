// Checkout and order calls (SPEC §7) and their TanStack Query hooks.
import { useQuery } from '@tanstack/react-query';
import type {
  BulkRequest,
  Language,
  MobilePaymentRequestInput,
  OrderCreateRequestInput,
} from '@shop/domain';
import { api } from '../../lib/api-calls';
import { HttpError, apiGet, apiPost, isNetworkError } from '../../lib/http';
import { orderOwnerProof } from '../../lib/order-owner';
import { shouldRetry } from '../../lib/retry';

export const checkoutKeys = {
  data: ['checkout', 'data'] as const,
  choice: (ids: BulkRequest) => ['checkout', 'choice', ids] as const,
  order: (orderNumber: string, key: string) => ['order', orderNumber, key] as const,
  confirmation: (checkoutOrderId: string) => ['checkout', 'confirmation', checkoutOrderId] as const,
};

/** SPEC §9: the pay-by-mobile request waits up to 240 s for the payer. */
export const MOBILE_PAYMENT_TIMEOUT_MS = 240_000;

/** GET /api/checkout: every country, transport and payment, in the order the checkout shows them. */
export function useCheckoutData() {
  return useQuery({
    queryKey: checkoutKeys.data,
    queryFn: ({ signal }) => apiGet(api.checkoutData, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/bulk: the draft's country, transport and payment by id (the review's names and prices). */
export function useCheckoutChoice(ids: BulkRequest | null) {
  return useQuery({
    queryKey: checkoutKeys.choice(ids ?? { countryId: '', transportId: '', paymentId: '' }),
    queryFn: () => apiPost(api.checkoutChoice, ids!),
    enabled: ids !== null,
    staleTime: 60_000,
  });
}

/** POST /api/legacy/order/create: 201 a new order, 200 the same one again for a retried id. */
export function placeOrder(draft: OrderCreateRequestInput) {
  // The browser that places an order can read its payment's details back.
  orderOwnerProof();
  return apiPost(api.createOrder, draft);
}

/** POST /api/swish/request: held open until the payer answers in the app (or 240 s pass). */
export function requestMobilePayment(body: MobilePaymentRequestInput, signal: AbortSignal) {
  orderOwnerProof();
  return apiPost(api.mobilePayment, body, { signal, timeoutMs: MOBILE_PAYMENT_TIMEOUT_MS });
}

/** GET /api/swish/request/:id: the attempt as it stands (app link, paid order, reason). */
export function mobilePaymentStatus(orderId: string, language: Language, signal?: AbortSignal) {
  return apiGet(api.mobilePaymentStatus(orderId, language), { signal });
}

/** How often /complete asks again while the provider has not confirmed the checkout. */
export const CONFIRMATION_RETRIES = 4;
export const CONFIRMATION_RETRY_MS = 1500;

const incomplete = (error: unknown) =>
  error instanceof HttpError && error.code === 'checkout_incomplete';

/** GET /api/payments/checkout/:id: the order behind a completed embedded checkout. */
export function useCheckoutConfirmation(checkoutOrderId: string, language: Language) {
  return useQuery({
    queryKey: checkoutKeys.confirmation(checkoutOrderId),
    queryFn: ({ signal }) =>
      apiGet(api.checkoutConfirmation(checkoutOrderId, language), { signal }),
    // 409 checkout_incomplete: the provider's confirmation is on its way, ask again shortly.
    retry: (count, error) =>
      incomplete(error) ? count < CONFIRMATION_RETRIES : shouldRetry(count, error),
    retryDelay: (count, error) =>
      incomplete(error) || isNetworkError(error) ? CONFIRMATION_RETRY_MS : 1000 * 2 ** count,
    staleTime: Infinity,
  });
}

/** GET /api/orders/:number?key=…: the order for whoever holds its key (404 for a wrong one). */
export function useOrder(orderNumber: string, key: string) {
  return useQuery({
    queryKey: checkoutKeys.order(orderNumber, key),
    queryFn: ({ signal }) => apiGet(api.order(orderNumber, key), { signal }),
    enabled: orderNumber !== '' && key !== '',
    staleTime: 30_000,
  });
}
