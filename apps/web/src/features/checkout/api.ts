// Checkout and order calls (SPEC §7) and their TanStack Query hooks.
import { useQuery } from '@tanstack/react-query';
import type { BulkRequest, OrderDraftInput } from '@shop/domain';
import { api } from '../../lib/api-calls';
import { apiGet, apiPost } from '../../lib/http';

export const checkoutKeys = {
  data: ['checkout', 'data'] as const,
  choice: (ids: BulkRequest) => ['checkout', 'choice', ids] as const,
  order: (orderNumber: string, key: string) => ['order', orderNumber, key] as const,
};

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
export function placeOrder(draft: OrderDraftInput) {
  return apiPost(api.createOrder, draft);
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
