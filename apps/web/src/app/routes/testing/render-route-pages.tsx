// Renders the route pages that compose several features (car page, diagram search) beside the
// pages they link to, the way app/router.tsx nests them, with a fake API behind fetch.
import type { RouteObject } from 'react-router';
import { renderRouteTable } from '../../../lib/testing/route-harness';
import { ItemPage } from '../../../features/catalog';
import { SearchPage } from '../../../features/search';
import { CarPage } from '../car-page';
import { DiagramSearchPage } from '../diagram-search-page';

// Mirrors app/router.tsx's car, item and search routes; other destinations only show where we went.
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
  { path: '/search', element: <SearchPage /> },
  { path: '/diagram/:illustration/search', element: <DiagramSearchPage /> },
  { path: '*', element: null },
];

export function renderRoutePages(path: string) {
  return renderRouteTable(routes, path);
}
