// The server build's entry: renders one page's HTML with its content, for the server to stream.
// The server loads the built file (it never imports web source) and hands it the request.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { TranslatorProvider } from '../lib/translate';
import { DEFAULT_LANGUAGE, isLanguage } from '@shop/domain';
import type { Language, PageRequest, RenderedPage } from '@shop/domain';
import { AppRoutes, routeAt } from '../app/router';
import { setRequestScopeLookup } from '../lib/request-scope';
import type { RequestScope } from '../lib/request-scope';
import { shellResourcePaths } from '../lib/shell-resource';
import { i18nFor } from './server-i18n';
import { prepareQueries, pageStatus, serverQueryClient, shippedQueries } from './server-queries';
import { renderStream, settle } from './render-stream';
import { SHELL_STATE_VERSION } from './page-state';
import type { PageState } from './page-state';

/**
 * The pages a visitor or a crawler may arrive on, whose content is the same for everyone. The
 * cart's, the checkout's and the account's pages show what this browser holds: rendered there.
 */
const RENDERED_ROUTES = new Set([
  'main',
  'car-items',
  'car-diagrams',
  'car-item',
  'item',
  'diagram',
  'about',
  'terms',
  'contact',
]);

const scopes = new AsyncLocalStorage<RequestScope>();
setRequestScopeLookup(() => scopes.getStore());

/** The shell's data (car groups, currencies), fetched through the API; a failure leaves it out. */
async function fetchShell(scope: Omit<RequestScope, 'shell'>): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    shellResourcePaths().map(async (path) => {
      const response = await scope.fetch(path, {
        headers: { Accept: 'application/json', 'Accept-Language': scope.language },
      });
      return response.ok ? ([path, await response.json()] as const) : null;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

/** Renders `request.url`: its data is fetched first, then the HTML streams with nothing pending. */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const queryIndex = request.url.indexOf('?');
  const pathname = queryIndex === -1 ? request.url : request.url.slice(0, queryIndex);
  const route = routeAt(pathname);
  if (!route || !RENDERED_ROUTES.has(route.name)) return null;
  const language: Language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
  const base = {
    host: request.host,
    search: queryIndex === -1 ? '' : request.url.slice(queryIndex),
    language,
    cookies: request.cookies,
    fetch: request.fetch,
    now: new Date(),
  };
  const scope: RequestScope = { ...base, shell: await fetchShell(base) };
  const queryClient = serverQueryClient();
  const page = (): ReactNode => (
    <StrictMode>
      <TranslatorProvider translator={i18nFor(language)}>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </TranslatorProvider>
    </StrictMode>
  );
  return scopes.run(scope, async () => {
    // Each pass renders what the data so far allows and fetches what it asked for.
    await prepareQueries(queryClient, () => settle(page(), () => undefined));
    const state: PageState = {
      version: SHELL_STATE_VERSION,
      now: scope.now.toISOString(),
      shell: scope.shell,
      queries: shippedQueries(queryClient),
    };
    return renderStream(page(), pageStatus(queryClient), state, request.onError);
  });
}
