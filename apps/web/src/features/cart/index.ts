// Public surface of the cart feature: other features and the header use only these.
export { cartStore, useCartLines, CART_VALIDATE_EVENT } from './cart.store';
export type { CartValidateDetail, StoredCart, StoredCartLine } from './cart.store';
export { useCartCount } from './hooks/use-cart-count';
export { AddToCart } from './components/add-to-cart';
export type { AddToCartProps } from './components/add-to-cart';
export { CartView } from './components/cart-view';
export type { CartViewProps } from './components/cart-view';
export { DroppedNotice as CartNotice } from './components/dropped-notice';
export { SavedCartPage } from './components/saved-cart-page';
