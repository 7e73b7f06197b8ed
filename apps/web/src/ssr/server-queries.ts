// A server render's queries: found by rendering, fetched, rendered again until none is missing;
// then shipped to the browser (errors as plain objects) and read for the page's status.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { DehydratedState, Query } from '@tanstack/react-query';
import { HttpError } from '../lib/http';

/** Dependent data (a car, then its items) takes a pass each; more means a loop, not a page. */
const MAX_PASSES = 4;

export function serverQueryClient(): QueryClient {
  // One answer per query: a failure renders the page's own error view, as the browser would.
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

const waiting = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && isEnabled(query));

/** Renders (`pass`), fetches the queries the render asked for, and again, until none is left. */
export async function prepareQueries(client: QueryClient, pass: () => Promise<void>) {
  for (let passes = 0; passes < MAX_PASSES; passes += 1) {
    await pass();
    const queries = waiting(client).filter((query) => query.state.fetchStatus === 'idle');
    if (queries.length === 0) return;
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
  }
}

/** 404 when the page's main data was not found (a crawler must not keep it), else 200. */
export function pageStatus(client: QueryClient): number {
  const missing = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error instanceof HttpError && query.state.error.status === 404);
  return missing ? 404 : 200;
}

/** The queries with their answers, failures included, as JSON the browser turns back. */
export function shippedQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof HttpError) {
      (query.state as { error: unknown }).error = {
        status: error.status,
        code: error.code,
        message: error.message,
      };
    }
  }
  return state;
}
