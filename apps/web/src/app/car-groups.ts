// The car groups with their cars (header menu, footer lists, home page), fetched once per visit.
import { useQuery } from '@tanstack/react-query';
import type { CarGroup } from '@shop/domain';
import { apiGet } from './http';

export const carGroupsQueryKey = ['car-groups'] as const;

export function useCarGroups() {
  return useQuery({
    queryKey: carGroupsQueryKey,
    queryFn: ({ signal }) => apiGet<CarGroup[]>('/api/car-groups', { signal }),
    staleTime: 10 * 60_000,
  });
}
