// Renders the diagram routes the way the app's router nests them, with a fake API behind fetch.
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { TooltipProvider } from '../../../components/ui/tooltip-host';
import { DiagramList, DiagramPage, LegacyItemPage } from '../index';

export interface FakeResponse {
  status?: number;
  body: unknown;
}

export const ok = (body: unknown): FakeResponse => ({ body });

export const fail = (status: number, code: string, message = code): FakeResponse => ({
  status,
  body: { code, message },
});

/** Stubs fetch: a path (+ query) found in `routes` answers it, anything else is the API's 404. */
export function stubApi(routes: Record<string, FakeResponse>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    const hit = routes[url.pathname + url.search] ?? {
      status: 404,
      body: { code: 'not_found', message: `No route ${url.pathname}` },
    };
    return new Response(JSON.stringify(hit.body), {
      status: hit.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requested API paths, in order. */
export function requestedPaths(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://shop.test').pathname);
}

function Frame() {
  const location = useLocation();
  return (
    <>
      <Outlet />
      <output data-testid="location">{location.pathname + location.search}</output>
    </>
  );
}

// Mirrors app/router.tsx's diagram routes; the car page's slot shows the diagram list alone.
const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      { path: '/diagram/:illustration/:position?', element: <DiagramPage /> },
      {
        path: '/item/:legacyItem/car/:legacyCar/group/:legacyGroup',
        element: <LegacyItemPage />,
      },
      {
        path: '/car/:carSlug/:groupSlug/diagrams',
        element: <DiagramList carSlug="volvo-240" groupSlug="brakes" title="Brakes" />,
      },
      { path: '*', element: null },
    ],
  },
];

export function renderDiagrams(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}
