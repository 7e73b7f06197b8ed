// Public surface of the checkout feature.
export { CheckoutPage, CompletePage, ReviewPage } from './checkout-pages';
