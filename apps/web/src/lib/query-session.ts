// The query cache follows the session: a 403 cached while anonymous must not outlive a login (the
// diagram loads now), and one customer's account data never shows to the next.
import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-queries';
import { isLoginRequired } from './http';
import type { SessionStore } from './session';

/**
 * Resets failed and account queries and marks the rest stale on every token change; any query or
 * mutation answered "log in again" (401) ends the session silently.
 */
export function followSession(client: QueryClient, store: SessionStore): () => void {
  const expire = (error: unknown) => {
    if (isLoginRequired(error)) store.noteFailure(error);
  };
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
  });
  const stopSession = store.onTokenChange(({ token }) => {
    if (token === null) client.removeQueries({ queryKey: accountKeys.all });
    // A reset query starts pending, so no page sees the old 403 and redirects to the login again.
    void client.resetQueries({
      predicate: (query) =>
        query.state.status === 'error' || query.queryKey[0] === accountKeys.all[0],
    });
    void client.invalidateQueries();
  });
  return () => {
    stopQueries();
    stopMutations();
    stopSession();
  };
}
