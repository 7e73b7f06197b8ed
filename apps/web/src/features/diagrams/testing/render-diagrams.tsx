// Renders the diagram routes the way the app's router nests them, with a fake API behind fetch.
import type { RouteObject } from 'react-router';
import {
  fail,
  ok,
  renderRouteTable,
  requestedPaths,
  stubApi,
} from '../../../lib/testing/route-harness';
import { DiagramList, DiagramPage, LegacyItemPage } from '../index';

export { fail, ok, requestedPaths, stubApi };

// Mirrors app/router.tsx's diagram routes; the car page's slot shows the diagram list alone.
const routes: RouteObject[] = [
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
];

export function renderDiagrams(path: string) {
  return renderRouteTable(routes, path);
}
