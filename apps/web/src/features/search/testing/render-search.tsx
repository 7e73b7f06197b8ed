// Renders the /search route the way app/router.tsx nests it, with a fake API behind fetch that
// records each call's method, path and JSON body.
import type { RouteObject } from 'react-router';
import { fail, fakeResponse, ok, renderRouteTable } from '../../../lib/testing/route-harness';
import type { FakeResponse } from '../../../lib/testing/route-harness';
import { vi } from 'vitest';
import { SearchPage } from '../index';

/** One answer, or a function of the request's JSON body. */
export type FakeRoute = FakeResponse | ((body: unknown) => FakeResponse);

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs fetch: "METHOD /path" (path with its query) keys `routes`; anything else is the API's 404.
 * Returns the list of calls made, in order.
 */
export function stubApi(routes: Record<string, FakeRoute>): ApiCall[] {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname + url.search;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const hit = typeof route === 'function' ? route(body) : route;
    const answer = hit ?? fail(404, 'not_found', `No route ${method} ${path}`);
    return fakeResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export { fail, ok };

// Mirrors app/router.tsx's /search route; other destinations only show where we went. The car and
// diagram search routes compose features: app/routes' tests cover them.
const routes: RouteObject[] = [
  { path: '/search', element: <SearchPage /> },
  { path: '*', element: null },
];

export function renderSearch(path: string) {
  return renderRouteTable(routes, path);
}
