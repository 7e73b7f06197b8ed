// The page frame of every route: providers, header, the routed page, footer, scroll handling.
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../lib/translate';
import { ModalProvider } from '../components/ui/modal';
import { Spinner } from '../components/ui/spinner';
import { TooltipProvider } from '../components/ui/tooltip-host';
import { useAccountCartSync } from '../features/cart';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { Announcer } from '../lib/announcer';
import { PreferencesProvider } from '../lib/preferences';
import { PageReady } from './page-ready';
import { PageErrorBoundary } from './route-error';
import { MAIN_ID } from './main-target';
import { RouteFocus } from './route-focus';
import { ScrollManager } from './scroll-manager';

export function Layout() {
  const { t } = useTranslation();
  const location = useLocation();
  // A logged-in customer's cart follows the account (merged at login, saved on change).
  useAccountCartSync();
  return (
    <PreferencesProvider>
      <TooltipProvider>
        <ModalProvider>
          <a className="skip-link" href={`#${MAIN_ID}`}>
            {t('layout.skip')}
          </a>
          <div className="page">
            <Header />
            <main id={MAIN_ID} className="page__main" tabIndex={-1}>
              {/* A page that throws keeps header and footer; the next navigation clears it. */}
              <PageErrorBoundary location={location}>
                <Suspense fallback={<Spinner />}>
                  <Outlet />
                  <PageReady />
                </Suspense>
              </PageErrorBoundary>
            </main>
            <Footer />
          </div>
          <Announcer />
          <ScrollManager />
          <RouteFocus />
        </ModalProvider>
      </TooltipProvider>
    </PreferencesProvider>
  );
}
