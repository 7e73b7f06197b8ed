// Public surface of the cart feature: other features and the header use only these. The header
// imports this file, so the views that need TanStack Query load lazily, outside the first load.
import { lazy } from 'react';

export { cartStore, useCartLines, CART_VALIDATE_EVENT } from './cart.store';
export type { CartValidateDetail, StoredCart, StoredCartLine } from './cart.store';
export { useCartCount } from './hooks/use-cart-count';
export { AddToCart } from './components/add-to-cart';
export type { AddToCartProps } from './components/add-to-cart';
export type { CartViewProps } from './components/cart-view';
export { DroppedNotice as CartNotice } from './components/dropped-notice';

/** The cart (SPEC §2): the visitor's own, or a given one locked. Render inside Suspense. */
export const CartView = lazy(() =>
  import('./components/cart-view').then((m) => ({ default: m.CartView })),
);

/** The /cart/:cartDate/:cartId page. Render inside Suspense. */
export const SavedCartPage = lazy(() =>
  import('./components/saved-cart-page').then((m) => ({ default: m.SavedCartPage })),
);
