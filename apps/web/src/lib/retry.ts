// When a failed read is tried again: network and server failures twice, never a 4xx answer.
import { HttpError } from './http';

const MAX_RETRIES = 2;

/** Retries network and server failures, never a 4xx (a missing car stays missing). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** Waits 1 s, 2 s, 4 s … between attempts, at most 30 s (TanStack Query's default). */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}
