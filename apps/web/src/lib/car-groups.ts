// The car groups with their cars (header menu, footer lists, home page), fetched once per visit.
import type { CarGroup } from '@shop/domain';
import { api } from './api-calls';
import { shouldRetry } from './retry';
import { createShellResource, useShellResource } from './shell-resource';
import type { Loaded } from './shell-resource';

export const carGroupsResource = createShellResource(api.carGroups, {
  retry: shouldRetry,
  staleMs: 10 * 60_000,
});

export function useCarGroups(): Loaded<CarGroup[]> {
  return useShellResource(carGroupsResource);
}
