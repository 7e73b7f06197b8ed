// Renders catalog routes the way the app's router nests them, with a fake API behind fetch.
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { TooltipProvider } from '../../../components/ui/tooltip-host';
import { CarPage, ItemPage } from '../index';

export interface FakeResponse {
  status?: number;
  body: unknown;
}

/**
 * Stubs fetch: each request's path + query is looked up in `routes`; anything else is a 404 in the
 * API's error shape. Returns the mock, whose calls list the requested URLs.
 */
export function stubApi(routes: Record<string, FakeResponse>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    const hit = routes[url.pathname + url.search];
    if (hit === undefined) {
      return json(404, { code: 'not_found', message: `No route ${url.pathname}` });
    }
    return json(hit.status ?? 200, hit.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A 200 answer with `body`. */
export const ok = (body: unknown): FakeResponse => ({ body });

/** An API error answer, e.g. fail(404, 'not_found'). */
export const fail = (status: number, code: string, message = code): FakeResponse => ({
  status,
  body: { code, message },
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The requested API paths, in order. */
export function requestedPaths(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://shop.test');
    return url.pathname + url.search;
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function Frame() {
  return (
    <>
      <Outlet />
      <LocationProbe />
    </>
  );
}

// Mirrors app/router.tsx's catalog routes; other destinations only show where we went.
const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      {
        path: '/car/:carSlug?/:groupSlug?',
        children: [
          { path: 'search/diagrams', element: <CarPage mode="diagrams-search" /> },
          { path: 'search', element: <CarPage mode="search" /> },
          { path: 'item/:itemId', element: <ItemPage /> },
          { path: 'diagrams', element: <CarPage mode="diagrams" /> },
          { path: ':page?', element: <CarPage mode="items" /> },
        ],
      },
      { path: '/item/:itemId', element: <ItemPage /> },
      { path: '*', element: null },
    ],
  },
];

export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
