// The two search calls (SPEC §7) as TanStack Query reads keyed by their body: a search is a
// read, so the same query is served from cache on back navigation. A body the domain's schema refuses
// (a query under 3 characters, say) disables the query, so no request is ever made for it.
import { useQuery } from '@tanstack/react-query';
import { diagramSearchBodySchema, itemSearchBodySchema } from '@shop/domain';
import type { DiagramSearchBody, ItemSearchBody } from '@shop/domain';
import { api } from '../../lib/api-calls';
import { HttpError, apiPost } from '../../lib/http';

import { useLoginRedirect } from '../../lib/login-redirect';

export const searchKeys = {
  items: (q: string, carSlug: string | null) => ['search', 'items', q, carSlug] as const,
  diagrams: (q: string, mode: string, carSlug: string | null, illustration: string | null) =>
    ['search', 'diagrams', q, mode, carSlug, illustration] as const,
};

/** The most results either call answers: that many means the list was cut. */
export { SEARCH_RESULT_LIMIT as RESULT_LIMIT } from '@shop/domain';

/** Results stay fresh for a minute: stock and prices change slowly compared with a visit. */
const STALE_MS = 60_000;

/** Thrown when something forces a disabled search to run (refetch); it never reaches the network. */
function refused(): never {
  throw new HttpError(400, 'invalid_request', 'Invalid search');
}

/** POST /api/items/search/ {q, carSlug}; idle while the body is invalid. */
export function useItemSearch(input: ItemSearchBody) {
  const parsed = itemSearchBodySchema.safeParse(input);
  const body = parsed.success ? { q: parsed.data.q, carSlug: parsed.data.carSlug ?? null } : null;
  return useQuery({
    queryKey: searchKeys.items(body?.q ?? '', body?.carSlug ?? null),
    queryFn: () => (body ? apiPost(api.itemSearch, body) : refused()),
    enabled: body !== null,
    staleTime: STALE_MS,
  });
}

/**
 * POST /api/diagrams/search/ {q, mode, carSlug, illustration}; idle while the body is invalid. A 403
 * diagram_forbidden (a modern car, anonymous) replaces the page with the login page (SPEC §6).
 */
export function useDiagramSearch(input: DiagramSearchBody) {
  const parsed = diagramSearchBodySchema.safeParse(input);
  const body = parsed.success
    ? {
        q: parsed.data.q,
        mode: parsed.data.mode,
        carSlug: parsed.data.carSlug ?? null,
        illustration: parsed.data.illustration ?? null,
      }
    : null;
  const query = useQuery({
    queryKey: searchKeys.diagrams(
      body?.q ?? '',
      body?.mode ?? 'any',
      body?.carSlug ?? null,
      body?.illustration ?? null,
    ),
    queryFn: () => (body ? apiPost(api.diagramSearch, body) : refused()),
    enabled: body !== null,
    staleTime: STALE_MS,
  });
  return { query, forbidden: useLoginRedirect(query.error) };
}
