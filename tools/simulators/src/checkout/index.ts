// The embedded-checkout simulator (Klarna Checkout v3 shape) and its validator, standing for the provider.
export { startCheckoutSimulator } from './checkout.server.js';
export {
  validateCheckoutOrder,
  exactTax,
  type CheckoutValidation,
} from './checkout-order.validator.js';
export {
  ORDER_ID_PLACEHOLDER,
  type CheckoutAddress,
  type CheckoutOptions,
  type CheckoutOrderInput,
  type CheckoutOrderLine,
  type CheckoutSimulator,
  type CheckoutSimulatorOptions,
  type CheckoutStatus,
  type MerchantUrls,
  type OmStatus,
  type PurchaseCustomer,
  type PurchaseOutcome,
  type PushRecord,
  type SimOrder,
  type ValidationRecord,
} from './checkout.types.js';
