// Public surface of the checkout feature: the pages of the checkout flow and the order page.
import './checkout.css';

export { CheckoutPage } from './checkout-pages';
export { ReviewPage } from './review/review-page';
export { CompletePage } from './complete/complete-page';
export { OrderPage } from './order/order-page';
