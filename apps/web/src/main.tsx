// Entry: load the page's language first (no flash of untranslated keys), then render the app.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { carGroupsResource } from './lib/car-groups';
import { currenciesResource, pageLanguage } from './lib/preferences';
import { session } from './lib/session';
import { AppRoutes } from './app/router';
import { initI18n } from './i18n';
import './app/styles.css';

// The shell's data is requested while the language loads, not after the first render.
carGroupsResource.load();
currenciesResource.load();
// A stored token is checked (GET /api/user) while the language loads.
session.start();

void initI18n(pageLanguage()).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
});
