// The console's providers and routes (under /admin, the router's basename): the sign-in, and behind
// the staff gate the layout with one page per section.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { TranslatorProvider } from '../lib/translate';
import type { Translator } from '../lib/translate';
import { Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuditPage } from './audit/audit-page';
import { ImportPage } from './imports/import-page';
import { ImportsPage } from './imports/imports-page';
import { MappingsPage } from './imports/mappings-page';
import { ItemEditPage } from './items/item-edit-page';
import { ItemsPage } from './items/items-page';
import { ConsoleLayout } from './layout/console-layout';
import { RequireStaff } from './layout/require-staff';
import { SignInPage } from './pages/sign-in-page';
import { OrderPage } from './orders/order-page';
import { OrdersPage } from './orders/orders-page';
import { OverviewPage } from './overview/overview-page';
import { ConsoleNotFound, RoleGate } from './pages/simple-pages';
import { PricesPage } from './prices/prices-page';
import { IMPORTS_SECTION, SECTIONS } from './sections';
import type { Section } from './sections';
import { SettingsPage } from './settings/settings-page';
import { StaffPage } from './staff/staff-page';

export const CONSOLE_BASENAME = '/admin';

export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Each section's page, by its path (the overview is the index route). */
const PAGES: Partial<Record<string, ReactNode>> = {
  '/audit': <AuditPage />,
  '/orders': <OrdersPage />,
  '/items': <ItemsPage />,
  '/prices': <PricesPage />,
  '/imports': <ImportsPage />,
  '/settings': <SettingsPage />,
  '/staff': <StaffPage />,
};

const pageOf = (section: Section) => PAGES[section.path] ?? <ConsoleNotFound />;

export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route element={<RequireStaff />}>
        <Route element={<ConsoleLayout />}>
          <Route index element={<OverviewPage />} />
          {SECTIONS.filter((section) => section.path !== '/').map((section) => (
            <Route
              key={section.path}
              path={section.path}
              element={<RoleGate section={section}>{pageOf(section)}</RoleGate>}
            />
          ))}
          <Route path="/orders/:number" element={<OrderPage />} />
          <Route path="/items/:id" element={<ItemEditPage />} />
          <Route
            path="/imports/mappings"
            element={
              <RoleGate section={IMPORTS_SECTION}>
                <MappingsPage />
              </RoleGate>
            }
          />
          <Route
            path="/imports/:id"
            element={
              <RoleGate section={IMPORTS_SECTION}>
                <ImportPage />
              </RoleGate>
            }
          />
          <Route path="*" element={<ConsoleNotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}

export function ConsoleApp({ i18n, client }: { i18n: Translator; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createConsoleQueryClient());
  return (
    <TranslatorProvider translator={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConsoleRoutes />
      </QueryClientProvider>
    </TranslatorProvider>
  );
}
