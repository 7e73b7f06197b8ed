// The provider's order -> the shop's PaymentEvent: its state, amount and the customer's details.
import type {
  PaymentCustomer,
  PaymentCustomerAddress,
  PaymentEvent,
  PaymentState,
} from '../payment-provider.js';
import type { ManagedOrder, ProviderAddress } from './checkout.schemas.js';

/** Order-management status (and fraud check) -> the shop's state. */
export function omState(order: ManagedOrder): PaymentState {
  switch (order.status) {
    case 'AUTHORIZED':
    case 'PART_CAPTURED':
    case 'CAPTURED':
      // Klarna's fraud check can hold an authorised order (PENDING) or stop it (REJECTED).
      if (order.fraud_status === 'REJECTED' || order.fraud_status === 'STOPPED') return 'declined';
      return order.fraud_status === 'PENDING' ? 'created' : 'paid';
    case 'CANCELLED':
    case 'EXPIRED':
      return 'cancelled';
    case 'CLOSED':
      // Closed after money was taken is a paid order (refunds are their own events); else it is void.
      return (order.captured_amount ?? 0) > 0 ? 'paid' : 'cancelled';
    default:
      return 'error';
  }
}

function toAddress(address: ProviderAddress): PaymentCustomerAddress {
  const street = [address.street_address, address.street_address2]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(', ');
  return {
    given_name: address.given_name ?? '',
    family_name: address.family_name ?? '',
    care_of: address.care_of ?? '',
    street_address: street,
    postal_code: address.postal_code ?? '',
    city: address.city ?? '',
    phone: address.phone ?? '',
    country: (address.country ?? '').toLowerCase(),
  };
}

const sameAddress = (a: PaymentCustomerAddress, b: PaymentCustomerAddress): boolean =>
  (Object.keys(a) as (keyof PaymentCustomerAddress)[]).every((key) => a[key] === b[key]);

/** What the customer gave in the checkout; null before they have given it. */
export function toCustomer(order: ManagedOrder): PaymentCustomer | null {
  if (!order.billing_address) return null;
  const billingAddress = toAddress(order.billing_address);
  const shipping = order.shipping_address ? toAddress(order.shipping_address) : null;
  return {
    email: order.billing_address.email ?? order.email ?? order.shipping_address?.email ?? '',
    billingAddress,
    shippingAddress: shipping && !sameAddress(shipping, billingAddress) ? shipping : null,
  };
}

/** The same order reaching the same state gives the same id, so the shop applies it once. */
export const eventId = (ref: string, state: PaymentState): string =>
  `checkout:${ref}:${state.toUpperCase()}`;

export function managedOrderEvent(ref: string, order: ManagedOrder): PaymentEvent {
  const state = omState(order);
  return {
    provider: 'checkout',
    eventId: eventId(ref, state),
    providerRef: ref,
    attemptId: order.merchant_reference2 ?? null,
    state,
    amount: order.order_amount,
    currency: order.purchase_currency,
    paymentReference: state === 'paid' ? (order.klarna_reference ?? null) : null,
    errorCode:
      state === 'declined'
        ? `FRAUD_${order.fraud_status ?? 'REJECTED'}`
        : state === 'error'
          ? 'UNKNOWN_STATUS'
          : null,
    errorMessage: state === 'error' ? `Unknown order status ${order.status}` : null,
    customer: toCustomer(order),
  };
}

/** An order still in checkout: created, nothing known of the customer yet. */
export function incompleteEvent(
  ref: string,
  order: {
    order_amount: number;
    purchase_currency: string;
    merchant_reference2?: string | undefined;
  },
): PaymentEvent {
  const { order_amount: amount, purchase_currency: currency } = order;
  return {
    provider: 'checkout',
    eventId: eventId(ref, 'created'),
    providerRef: ref,
    attemptId: order.merchant_reference2 ?? null,
    state: 'created',
    amount,
    currency,
    paymentReference: null,
    errorCode: null,
    errorMessage: null,
    customer: null,
  };
}
