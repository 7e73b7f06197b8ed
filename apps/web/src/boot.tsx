// The app: load the page's language first (no flash of untranslated keys), then take over the page
// the server rendered (hydrate), or render the app where the server left #root empty.
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { carGroupsResource } from './lib/car-groups';
import { currenciesResource, pageLanguage } from './lib/preferences';
import { session } from './lib/session';
import { seedShellResources } from './lib/shell-resource';
import { setHydrationClock } from './lib/request-scope';
import { AppRoutes } from './app/router';
import { initI18n } from './i18n';
import { readPageState } from './ssr/page-state';

const state = readPageState(document);
// The server's data for the shell; what it lacks is requested while the language loads.
if (state) {
  seedShellResources(state.shell);
  setHydrationClock(new Date(state.now));
}
carGroupsResource.load();
currenciesResource.load();
// A stored token is checked (GET /api/user) while the language loads.
session.start();

// The page's queries, with the query client's code, which the rendered page needs anyway.
const queries =
  state && state.queries.queries.length > 0
    ? import('./ssr/hydrate').then(({ hydrateQueries }) => hydrateQueries(state.queries))
    : null;

void Promise.all([initI18n(pageLanguage()), queries]).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few ms: no long task blocks a tap.
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});
