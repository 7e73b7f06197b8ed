// Gives a lazy page the app's TanStack Query client; this module loads with the pages, never the shell.
import { useContext } from 'react';
import type { ComponentType } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';

/** `Page` inside the shared client, unless a client is already provided around it (tests). */
export function withQuery<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function QueryPage(props: P) {
    const outer = useContext(QueryClientContext);
    const page = <Page {...props} />;
    return outer ? page : <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>;
  }
  QueryPage.displayName = `withQuery(${Page.displayName ?? Page.name})`;
  return QueryPage;
}
