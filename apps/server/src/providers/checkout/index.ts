// The embedded checkout's adapter (Klarna Checkout v3 shape).
export { createCheckoutProvider, type CheckoutConfig } from './checkout.provider.js';
export {
  toCheckoutOrder,
  type CheckoutOrder,
  type CheckoutOrderLine,
} from './checkout-order-lines.js';
