// Test helpers for the shell: the real routes in a memory router, over lib/testing/shell-api.ts's
// fake API.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderWithHistory } from '../../lib/testing/memory-history';
import { testQueryClient } from '../../lib/testing/shell-api';
import { AppRoutes } from '../router';

/** The whole app (layout, header, footer, pages) at `path`, as the browser router would show it. */
export function renderRoutes(path: string) {
  const view = renderWithHistory(
    <QueryClientProvider client={testQueryClient()}>
      <AppRoutes />
    </QueryClientProvider>,
    [path],
  );
  return { ...view, router: view.history };
}
