// Takes over a page the server rendered: its data goes where the client reads it, then React
// hydrates the HTML instead of drawing it again.
import { hydrate } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { HttpError } from '../lib/http';
import { isErrorCode } from '@shop/domain';
import { queryClient } from '../lib/query-client';

interface ShippedError {
  status?: unknown;
  code?: unknown;
  message?: unknown;
}

/** Puts the server's answers into the app's query client, its failures as the errors they were. */
export function hydrateQueries(state: DehydratedState): void {
  for (const query of state.queries) {
    const error = query.state.error as ShippedError | null | undefined;
    if (error && typeof error.status === 'number') {
      const code = isErrorCode(error.code) ? error.code : undefined;
      const message = typeof error.message === 'string' ? error.message : '';
      (query.state as { error: unknown }).error = new HttpError(error.status, code, message);
    }
  }
  hydrate(queryClient, state);
}
