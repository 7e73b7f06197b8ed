// The account's data as TanStack Query reads it, shared by the account page and the checkout's
// prefill. Every key starts with ACCOUNT_QUERY_ROOT, so a token change can drop them all.
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-calls';
import { apiGet } from './http';

export const ACCOUNT_QUERY_ROOT = 'account';

export const accountKeys = {
  all: [ACCOUNT_QUERY_ROOT] as const,
  orders: [ACCOUNT_QUERY_ROOT, 'orders'] as const,
  addresses: [ACCOUNT_QUERY_ROOT, 'addresses'] as const,
  sessions: [ACCOUNT_QUERY_ROOT, 'sessions'] as const,
};

/** GET /api/user/addresses; only asked while logged in. */
export const savedAddressesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: accountKeys.addresses,
    queryFn: ({ signal }) => apiGet(api.addresses, { signal }),
    enabled,
    select: (answer) => answer.addresses,
  });
