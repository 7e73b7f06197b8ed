// Renders catalog routes the way the app's router nests them, with a fake API behind fetch.
import type { RouteObject } from 'react-router';
import {
  fail,
  ok,
  renderRouteTable,
  requestedPaths,
  stubApi,
} from '../../../lib/testing/route-harness';
import { ItemPage } from '../index';

export { fail, ok, requestedPaths, stubApi };

// Mirrors app/router.tsx's item routes (the car page composes features: app/routes tests it); other
// destinations only show where we went.
const routes: RouteObject[] = [
  { path: '/car/:carSlug/:groupSlug/item/:itemId', element: <ItemPage /> },
  { path: '/item/:itemId', element: <ItemPage /> },
  { path: '*', element: null },
];

export function renderApp(path: string) {
  return renderRouteTable(routes, path);
}
