// Feature tests' harness: fake API answers and a memory router over a feature's own route table,
// with the providers the app's layout gives and a probe showing where navigation went.
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { ModalProvider } from '../../components/ui/modal';
import { TooltipProvider } from '../../components/ui/tooltip-host';
import { createQueryClient } from '../query-client';

export interface FakeResponse {
  status?: number;
  body: unknown;
}

/** A 200 answer with `body`. */
export const ok = (body: unknown): FakeResponse => ({ body });

/** An API error answer, e.g. fail(404, 'not_found'). */
export const fail = (status: number, code: string, message = code): FakeResponse => ({
  status,
  body: { code, message },
});

/** The fetch Response for a fake answer. */
export function fakeResponse(answer: FakeResponse): Response {
  return new Response(JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs fetch: each request's path + query is looked up in `routes`; anything else is a 404 in the
 * API's error shape. Returns the mock, whose calls list the requested URLs.
 */
export function stubApi(routes: Record<string, FakeResponse>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    const hit = routes[url.pathname + url.search];
    return fakeResponse(hit ?? fail(404, 'not_found', `No route ${url.pathname}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requested API paths (with their queries), in order. */
export function requestedPaths(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://shop.test');
    return url.pathname + url.search;
  });
}

// Inside the router, as in app/layout.tsx: a modal's content may link to routes. The probe is a
// plain div: an <output> would be one more "status" region for the tests to tell apart.
function Frame() {
  const location = useLocation();
  return (
    <ModalProvider>
      <Outlet />
      <div data-testid="location">{location.pathname + location.search}</div>
    </ModalProvider>
  );
}

/** Renders `routes` (a feature's mirror of app/router.tsx) at `path`. */
export function renderRouteTable(routes: RouteObject[], path: string) {
  const router = createMemoryRouter([{ element: <Frame />, children: routes }], {
    initialEntries: [path],
  });
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
