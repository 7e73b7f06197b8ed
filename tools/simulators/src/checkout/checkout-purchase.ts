// The customer's press on buy, shared by the hosted page and the simulator's testing handle: the
// merchant's validation first, and only its approval places the order and starts the pushes.
import { askMerchant } from './checkout-validation.callback.js';
import type { SimContext } from './checkout.context.js';
import { merchantUrl } from './checkout.store.js';
import type {
  CheckoutAddress,
  PurchaseCustomer,
  PurchaseOutcome,
  SimOrder,
} from './checkout.types.js';
import { testCustomer } from './hosted-page.view.js';

/** The address the checkout collects, from the form's values (the test customer's where unset). */
export function customerAddress(order: SimOrder, customer: PurchaseCustomer = {}): CheckoutAddress {
  const values = { ...testCustomer(order.purchase_country), ...customer };
  return {
    given_name: values.given_name,
    family_name: values.family_name,
    care_of: '',
    street_address: values.street_address,
    postal_code: values.postal_code,
    city: values.city,
    phone: values.phone,
    email: values.email,
    country: order.purchase_country.toLowerCase(),
  };
}

async function place(
  ctx: SimContext,
  order: SimOrder,
  billing: CheckoutAddress,
  shipping: CheckoutAddress,
): Promise<PurchaseOutcome> {
  const verdict = await askMerchant(ctx, {
    ...order,
    billing_address: billing,
    shipping_address: shipping,
  });
  if (verdict.outcome !== 'approved') {
    ctx.log(`checkout ${order.order_id} not placed: ${verdict.outcome}`);
    return verdict;
  }
  ctx.store.complete(order, billing, shipping);
  ctx.log(`checkout ${order.order_id} completed`);
  ctx.pushes.start(order);
  return {
    outcome: 'placed',
    location: merchantUrl(order.merchant_urls.confirmation, order.order_id),
  };
}

/** Places the order once the merchant approves; a completed order answers its confirmation again. */
export function purchase(
  ctx: SimContext,
  order: SimOrder,
  billing: CheckoutAddress,
  shipping: CheckoutAddress,
): Promise<PurchaseOutcome> {
  if (order.status === 'checkout_complete')
    return Promise.resolve({
      outcome: 'placed',
      location: merchantUrl(order.merchant_urls.confirmation, order.order_id),
    });
  const pending = ctx.purchasing.get(order.order_id);
  if (pending) return pending;
  const attempt = place(ctx, order, billing, shipping).finally(() =>
    ctx.purchasing.delete(order.order_id),
  );
  ctx.purchasing.set(order.order_id, attempt);
  return attempt;
}
