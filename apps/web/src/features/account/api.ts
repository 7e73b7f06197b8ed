// The account page's calls as TanStack Query hooks: reads under the shared account keys, and
// changes that refresh what they touched.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressInput, SavedAddress } from '@shop/domain';
import { accountKeys, savedAddressesQuery } from '../../lib/account-queries';
import { api } from '../../lib/api-calls';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/http';
import { useSession } from '../../lib/use-session';

export function useAccountOrders() {
  const { authenticated } = useSession();
  return useQuery({
    queryKey: accountKeys.orders,
    queryFn: ({ signal }) => apiGet(api.accountOrders, { signal }),
    enabled: authenticated,
    select: (answer) => answer.orders,
  });
}

export function useSavedAddresses() {
  const { authenticated } = useSession();
  return useQuery(savedAddressesQuery(authenticated));
}

export function useSessions() {
  const { authenticated } = useSession();
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => apiGet(api.sessions, { signal }),
    enabled: authenticated,
    select: (answer) => answer.sessions,
  });
}

/** Adds (no id) or changes a saved address. */
export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      address,
    }: {
      id: string | null;
      address: AddressInput;
    }): Promise<SavedAddress> =>
      id === null
        ? apiPost(api.addAddress, { address })
        : apiPut(api.updateAddress(id), { address }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(api.deleteAddress(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

/** Ends one other session, or (id null) every session but this one. */
export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      apiDelete(id === null ? api.revokeOtherSessions : api.revokeSession(id)),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** The shop's countries, for the address form's country choice. */
export function useCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: ({ signal }) => apiGet(api.countries, { signal }),
    staleTime: Infinity,
  });
}
