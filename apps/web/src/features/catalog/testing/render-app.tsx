// Renders catalog routes the way the app's router nests them, with a fake API behind fetch.
import type { RouteObject } from 'react-router';
import {
  fail,
  ok,
  renderRouteTable,
  requestedPaths,
  stubApi,
} from '../../../app/testing/route-harness';
import { CarPage, ItemPage } from '../index';

export { fail, ok, requestedPaths, stubApi };

// Mirrors app/router.tsx's catalog routes; other destinations only show where we went.
const routes: RouteObject[] = [
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
];

export function renderApp(path: string) {
  return renderRouteTable(routes, path);
}
