// Public surface of the cart feature: other features and the header use only these.
export { useCartCount, useCartLines, cartStore } from './cart.store';
export type { StoredCart, StoredCartLine } from './cart.store';
export { AddToCart } from './components/add-to-cart';
export { CART_VALIDATE_EVENT } from './cart.store';
export type { CartValidateDetail } from './cart.store';
