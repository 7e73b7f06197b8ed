// The app's TanStack Query client: catalog data changes rarely, and 4xx answers are final.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

const MAX_RETRIES = 2;

/** Retries network and server failures, never a 4xx (a missing car stays missing). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
