// The console's item calls and their query hooks: a search a page at a time, one item, an edit.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminItem, AdminItemPatch, AdminItemsPage } from '@shop/domain';
import { consoleRequest, retryFailure } from '../lib/console-http';

export const ITEMS_PAGE_SIZE = 50;

export function itemsPath(q: string, cursor?: string): string {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  if (cursor) query.set('cursor', cursor);
  query.set('limit', String(ITEMS_PAGE_SIZE));
  return `/api/admin/items?${query}`;
}

const itemPath = (id: string) => `/api/admin/items/${encodeURIComponent(id)}`;

export const itemsApi = {
  list: (q: string, cursor: string | undefined, signal?: AbortSignal) =>
    consoleRequest<AdminItemsPage>({ method: 'GET', path: itemsPath(q, cursor), signal }),
  get: (id: string, signal?: AbortSignal) =>
    consoleRequest<AdminItem>({ method: 'GET', path: itemPath(id), signal }),
  patch: (id: string, patch: AdminItemPatch) =>
    consoleRequest<AdminItem>({ method: 'PATCH', path: itemPath(id), body: patch }),
};

const ITEMS_KEY = ['console', 'items'] as const;
const itemKey = (id: string) => [...ITEMS_KEY, 'item', id] as const;

export function useItemSearch(q: string) {
  return useInfiniteQuery({
    queryKey: [...ITEMS_KEY, 'search', q],
    queryFn: ({ pageParam, signal }) => itemsApi.list(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AdminItemsPage) => last.next ?? undefined,
    retry: retryFailure,
  });
}

export function useItem(id: string) {
  return useQuery({
    queryKey: itemKey(id),
    queryFn: ({ signal }) => itemsApi.get(id, signal),
    retry: retryFailure,
    // An edit starts from the figures as they stand, not as another tab left them a while ago.
    staleTime: 0,
  });
}

/** Saves an edit; the item's page then shows the server's answer, and searches read anew. */
export function useItemEdit(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminItemPatch) => itemsApi.patch(id, patch),
    onSuccess: (item) => {
      client.setQueryData(itemKey(id), item);
      void client.invalidateQueries({ queryKey: [...ITEMS_KEY, 'search'] });
    },
  });
}
