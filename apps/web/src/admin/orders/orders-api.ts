// The console's order calls: the list by filters and cursor, an order's page, its notes, the
// actions, and the shop's countries and payments for the filters. An action's answer refreshes the
// order's page and the list, so what staff read is what the server now holds.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrderDetail,
  AdminOrderPage,
  AdminOverview,
  CancelOrderRequest,
  CancelOrderResponse,
  CheckoutData,
  ClearFlagRequest,
  MarkPaidRequest,
  OrderActionResponse,
  OrderNote,
  RefundOrderRequest,
  RefundOrderResponse,
  ShipOrderRequest,
  ShipOrderResponse,
} from '@shop/domain';
import { consoleRequest, retryFailure } from '../lib/console-http';

/** The list's filters as the page's address holds them; empty ones are left out. */
export interface OrderFilters {
  state?: string;
  from?: string;
  to?: string;
  country?: string;
  payment?: string;
  flagged?: string;
  q?: string;
}

export const ORDER_FILTER_NAMES = [
  'q',
  'state',
  'from',
  'to',
  'country',
  'payment',
  'flagged',
] as const satisfies readonly (keyof OrderFilters)[];

export const ORDERS_PAGE_SIZE = 50;

export function ordersPath(filters: OrderFilters, after?: string): string {
  const query = new URLSearchParams();
  for (const name of ORDER_FILTER_NAMES) {
    const value = filters[name]?.trim();
    if (value) query.set(name, value);
  }
  if (after) query.set('after', after);
  query.set('limit', String(ORDERS_PAGE_SIZE));
  return `/api/admin/orders?${query}`;
}

const orderPath = (number: string) => `/api/admin/orders/${encodeURIComponent(number)}`;

export function useOrderList(filters: OrderFilters) {
  return useInfiniteQuery({
    queryKey: ['console', 'orders', filters],
    queryFn: ({ pageParam, signal }) =>
      consoleRequest<AdminOrderPage>({
        method: 'GET',
        path: ordersPath(filters, pageParam),
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AdminOrderPage) => last.next ?? undefined,
    retry: retryFailure,
    staleTime: 5_000,
  });
}

export function useOrderDetail(number: string) {
  return useQuery({
    queryKey: ['console', 'order', number],
    queryFn: ({ signal }) =>
      consoleRequest<AdminOrderDetail>({ method: 'GET', path: orderPath(number), signal }),
    retry: retryFailure,
    staleTime: 0,
  });
}

export function useOverview() {
  return useQuery({
    queryKey: ['console', 'overview'],
    queryFn: ({ signal }) =>
      consoleRequest<AdminOverview>({ method: 'GET', path: '/api/admin/overview', signal }),
    retry: retryFailure,
    staleTime: 10_000,
  });
}

/** The shop's countries and payments, named, for the list's filters (the checkout's public data). */
export function useShopOptions() {
  return useQuery({
    queryKey: ['console', 'shop-options'],
    queryFn: ({ signal }) =>
      consoleRequest<CheckoutData>({ method: 'GET', path: '/api/checkout/', signal }),
    retry: retryFailure,
    staleTime: 5 * 60_000,
  });
}

export interface OrderActions {
  ship: ShipOrderRequest;
  refund: RefundOrderRequest;
  cancel: CancelOrderRequest;
  'mark-paid': MarkPaidRequest;
  'clear-flag': ClearFlagRequest;
}

interface OrderActionAnswers {
  ship: ShipOrderResponse;
  refund: RefundOrderResponse;
  cancel: CancelOrderResponse;
  'mark-paid': OrderActionResponse;
  'clear-flag': OrderActionResponse;
}

/** One of the order's actions; on success the order's page and the lists are read again. */
export function useOrderAction<Name extends keyof OrderActions>(number: string, name: Name) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderActions[Name]) =>
      consoleRequest<OrderActionAnswers[Name]>({
        method: 'POST',
        path: `${orderPath(number)}/${name}`,
        body,
      }),
    onSettled: () => Promise.all(invalidateOrder(client, number)),
  });
}

export function useAddNote(number: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      consoleRequest<OrderNote>({
        method: 'POST',
        path: `${orderPath(number)}/notes`,
        body: { text },
      }),
    onSuccess: () => Promise.all(invalidateOrder(client, number)),
  });
}

function invalidateOrder(client: ReturnType<typeof useQueryClient>, number: string) {
  return [
    client.invalidateQueries({ queryKey: ['console', 'order', number] }),
    client.invalidateQueries({ queryKey: ['console', 'orders'] }),
    client.invalidateQueries({ queryKey: ['console', 'overview'] }),
    client.invalidateQueries({ queryKey: ['console', 'audit'] }),
  ];
}
