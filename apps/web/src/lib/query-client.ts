// The app's TanStack Query client: catalog data changes rarely, and 4xx answers are final.
import { QueryClient } from '@tanstack/react-query';
import { followSession } from './query-session';
import { shouldRetry } from './retry';
import { session } from './session';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The one client of the lazy pages (the shell needs none), so its cache outlives each page. */
export const queryClient = createQueryClient();
followSession(queryClient, session);
