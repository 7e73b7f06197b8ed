// Diagram calls and their TanStack Query hooks (SPEC §7). A 403 diagram_forbidden answer on
// any of them replaces the history entry with the login page (SPEC §6, §8); 4xx answers never retry.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-calls';
import { apiGet } from '../../lib/http';

import { useLoginRedirect } from '../../lib/login-redirect';

export const diagramKeys = {
  carGroup: (carSlug: string, groupSlug: string) =>
    ['diagrams', 'car', carSlug, groupSlug] as const,
  diagram: (illustration: string) => ['diagrams', 'diagram', illustration] as const,
  legacy: (legacyItem: string, legacyCar: string, legacyGroup: string) =>
    ['diagrams', 'legacy', legacyItem, legacyCar, legacyGroup] as const,
};

/** The diagrams of one car and group (the car page's diagram mode). */
export function useCarDiagrams(carSlug: string, groupSlug: string) {
  const query = useQuery({
    queryKey: diagramKeys.carGroup(carSlug, groupSlug),
    queryFn: ({ signal }) => apiGet(api.carDiagrams(carSlug, groupSlug), { signal }),
    staleTime: 5 * 60_000,
  });
  return { query, forbidden: useLoginRedirect(query.error) };
}

/** One diagram with its siblings and entries; `enabled` is false for a malformed illustration. */
export function useDiagram(illustration: string, enabled = true) {
  const query = useQuery({
    queryKey: diagramKeys.diagram(illustration),
    queryFn: ({ signal }) => apiGet(api.diagram(illustration), { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
  return { query, forbidden: useLoginRedirect(query.error) };
}

/** An item found by its legacy id, car and group slugs (old links). */
export function useLegacyItem(
  legacyItem: string,
  legacyCar: string,
  legacyGroup: string,
  enabled = true,
) {
  const query = useQuery({
    queryKey: diagramKeys.legacy(legacyItem, legacyCar, legacyGroup),
    queryFn: ({ signal }) => apiGet(api.legacyItem(legacyItem, legacyCar, legacyGroup), { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
  return { query, forbidden: useLoginRedirect(query.error) };
}
