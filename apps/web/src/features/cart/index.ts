// Public surface of the cart feature: the header's count, and the cart views the routes compose. The
// header imports this file, so the views that need TanStack Query load lazily, outside the first load.
import { lazy } from 'react';

export { useCartCount } from './hooks/use-cart-count';
export { useAccountCartSync } from './account-cart';
export type { CartViewProps } from './components/cart-view';

/** The cart (SPEC §2): the visitor's own, or a given one locked. Render inside Suspense. */
export const CartView = lazy(() =>
  import('./components/cart-view').then((m) => ({ default: m.CartView })),
);

/** The /cart/:cartDate/:cartId page. Render inside Suspense. */
export const SavedCartPage = lazy(() =>
  import('./components/saved-cart-page').then((m) => ({ default: m.SavedCartPage })),
);
