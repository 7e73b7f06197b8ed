// Test helpers of the cart: item ids, the fake API of lib/testing/fake-server.ts (which prices carts
// with the domain's own functions, as the server does), and a render frame with router and query client.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { TooltipProvider } from '../../../components/ui/tooltip-host';

export const ID_A = 'aaaaaaaaaaaaaaaaaaaaaaa1';
export const ID_B = 'bbbbbbbbbbbbbbbbbbbbbbb2';
export const ID_C = 'ccccccccccccccccccccccc3';
export const ID_GONE = 'ddddddddddddddddddddddd4';

export {
  NOW,
  bodiesOf,
  entry,
  makeItem,
  pricedAnswer,
  stubCartServer,
  stubFetch,
} from '../../../lib/testing/fake-server';
export type { FakeAnswer, FakeRequest } from '../../../lib/testing/fake-server';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `element` at `path` (matched by `route`) with a router, query client and tooltips. */
export function renderCart(element: ReactNode, { path = '/checkout', route = '/checkout' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </TooltipProvider>
    </QueryClientProvider>,
  );
}
