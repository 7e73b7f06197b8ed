// Public surface of the checkout feature.
export { CheckoutPage, CompletePage, ReviewPage, SavedCartPage } from './checkout-pages';
