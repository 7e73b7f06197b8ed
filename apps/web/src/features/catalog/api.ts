// Catalog calls and their TanStack Query hooks (SPEC §7); retries follow the app's QueryClient
// (never on a 4xx). Keys are exported so other views can prefetch or invalidate the same entries.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CarResponse, Country, ItemDiagramsResponse, ItemSort, ItemsPage } from '@shop/domain';
import { ApiError, apiGet } from '../../lib/http';

const enc = encodeURIComponent;

export const catalogKeys = {
  car: (carSlug: string) => ['catalog', 'car', carSlug] as const,
  items: (carSlug: string, groupSlug: string | null, page: number, sort: ItemSort | null) =>
    ['catalog', 'items', carSlug, groupSlug, page, sort] as const,
  itemDiagrams: (itemId: string, carSlug: string | null, groupSlug: string | null) =>
    ['catalog', 'item', itemId, carSlug, groupSlug] as const,
  countries: () => ['countries'] as const,
};

/** GET /api/items/car/:car[/group/:group][/:page][?sort=…] */
export function itemsPath(
  carSlug: string,
  groupSlug: string | null,
  page: number,
  sort: ItemSort | null,
): string {
  let path = `/api/items/car/${enc(carSlug)}`;
  if (groupSlug) path += `/group/${enc(groupSlug)}`;
  if (page > 1) path += `/${page}`;
  return sort ? `${path}?sort=${enc(sort)}` : path;
}

/** GET /api/diagrams/item/:item[/car/:car][/group/:group] */
export function itemDiagramsPath(
  itemId: string,
  carSlug: string | null,
  groupSlug: string | null,
): string {
  let path = `/api/diagrams/item/${enc(itemId)}`;
  if (carSlug) {
    path += `/car/${enc(carSlug)}`;
    if (groupSlug) path += `/group/${enc(groupSlug)}`;
  }
  return path;
}

export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

export function useCar(carSlug: string | undefined) {
  return useQuery({
    queryKey: catalogKeys.car(carSlug ?? ''),
    queryFn: ({ signal }) => apiGet<CarResponse>(`/api/car/${enc(carSlug ?? '')}`, { signal }),
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
    queryFn: ({ signal }) =>
      apiGet<ItemsPage>(itemsPath(carSlug, groupSlug, page, sort), { signal }),
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
    queryFn: ({ signal }) =>
      apiGet<ItemDiagramsResponse>(itemDiagramsPath(itemId, carSlug, groupSlug), { signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** Countries for the free-shipping thresholds on the item page. */
export function useCountries() {
  return useQuery({
    queryKey: catalogKeys.countries(),
    queryFn: ({ signal }) => apiGet<Country[]>('/api/country', { signal }),
    staleTime: 30 * 60_000,
  });
}
