// Catalog calls and their TanStack Query hooks (SPEC §7); retries follow the app's QueryClient
// (never on a 4xx). Keys are exported so other views can prefetch or invalidate the same entries.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ItemSort } from '@shop/domain';
import { api } from '../../lib/api-calls';
import { apiGet } from '../../lib/http';

export const catalogKeys = {
  car: (carSlug: string) => ['catalog', 'car', carSlug] as const,
  items: (carSlug: string, groupSlug: string | null, page: number, sort: ItemSort | null) =>
    ['catalog', 'items', carSlug, groupSlug, page, sort] as const,
  itemDiagrams: (itemId: string, carSlug: string | null, groupSlug: string | null) =>
    ['catalog', 'item', itemId, carSlug, groupSlug] as const,
  countries: () => ['countries'] as const,
};

export function useCar(carSlug: string | undefined) {
  return useQuery({
    queryKey: catalogKeys.car(carSlug ?? ''),
    queryFn: ({ signal }) => apiGet(api.car(carSlug ?? ''), { signal }),
    enabled: Boolean(carSlug),
    staleTime: 5 * 60_000,
  });
}

export function useItems(
  carSlug: string,
  groupSlug: string | null,
  page: number,
  sort: ItemSort | null,
  enabled = true,
) {
  return useQuery({
    queryKey: catalogKeys.items(carSlug, groupSlug, page, sort),
    queryFn: ({ signal }) => apiGet(api.items(carSlug, groupSlug, page, sort), { signal }),
    // Keep the previous page on screen while the next one loads (paging, re-sorting).
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}

export function useItemDiagrams(
  itemId: string,
  carSlug: string | null,
  groupSlug: string | null,
  enabled = true,
) {
  return useQuery({
    queryKey: catalogKeys.itemDiagrams(itemId, carSlug, groupSlug),
    queryFn: ({ signal }) => apiGet(api.itemDiagrams(itemId, carSlug, groupSlug), { signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** Countries for the free-shipping thresholds on the item page. */
export function useCountries() {
  return useQuery({
    queryKey: catalogKeys.countries(),
    queryFn: ({ signal }) => apiGet(api.countries, { signal }),
    staleTime: 30 * 60_000,
  });
}
