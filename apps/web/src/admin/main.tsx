// The staff console's entry: its language first (no flash of keys), then its own router under /admin.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { canonicalPath } from '@shop/domain';
import { CONSOLE_BASENAME, ConsoleApp } from './console-app';
import { loadConsoleI18n } from './i18n';
import { consoleLanguage } from './lib/language';
import './console.css';

// The server answers every spelling of the address (/ADMIN, /%61dmin); the router knows one.
const { pathname, search, hash } = window.location;
if (!pathname.startsWith(CONSOLE_BASENAME))
  window.history.replaceState(null, '', `${canonicalPath(pathname)}${search}${hash}`);

const language = consoleLanguage();
void loadConsoleI18n(language).then((i18n) => {
  document.documentElement.lang = language;
  const root = document.getElementById('console');
  if (!root) throw new Error('admin.html has no #console element');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename={CONSOLE_BASENAME}>
        <ConsoleApp i18n={i18n} />
      </BrowserRouter>
    </StrictMode>,
  );
});
