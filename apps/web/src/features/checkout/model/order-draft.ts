// The draft as the order it becomes (SPEC §7 POST /api/legacy/order/create), and its check with
// the domain's one schema, which the server parses the same body with.
import { orderCreateRequestSchema, orderDraftSchema } from '@shop/domain';
import { parseForm } from '../../../components/form/parse-form';
import type {
  Language,
  OrderCreateRequestInput,
  OrderDraft,
  OrderDraftInput,
  StoredCart,
  ValidationErrorKey,
} from '@shop/domain';
import type { AddressDraft, AddressField, AddressKind, CheckoutDraft } from './draft-store';

export interface DraftContext {
  cart: StoredCart;
  /** The order currency's code: the visitor's currency choice. */
  currency: string;
  language: Language;
  /** The destination's slug: the delivery address's country. */
  countrySlug: string;
}

/** 'email' or an address field's path, e.g. 'billingAddress.postal_code'. */
export type FieldPath = 'email' | `${AddressKind}.${AddressField}`;

export type FieldErrors = ReadonlyMap<string, ValidationErrorKey>;

const withoutCountry = ({ country: _country, ...rest }: AddressDraft) => rest;

/**
 * The order body. The delivery address takes the destination's country: the shipping address
 * while enabled (the billing address then keeps its own country, the destination's by default),
 * else the billing address.
 */
export function toOrderDraft(draft: CheckoutDraft, context: DraftContext): OrderDraftInput {
  const { countrySlug } = context;
  const shipping = draft.shippingAddress;
  const billingCountry = shipping.enabled
    ? draft.billingAddress.country || countrySlug
    : countrySlug;
  return {
    id: draft.id,
    email: draft.email,
    currency: context.currency,
    countryId: draft.countryId ?? '',
    cart: context.cart,
    shippingAddress: shipping.enabled
      ? { ...withoutCountry(shipping), country: countrySlug, enabled: true }
      : { enabled: false },
    billingAddress: { ...withoutCountry(draft.billingAddress), country: billingCountry },
    transportId: draft.transportId ?? '',
    paymentId: draft.paymentId ?? '',
    language: context.language,
  };
}

export interface DraftCheck {
  order: OrderDraft | null;
  /** The first error of each field, by its path. */
  errors: FieldErrors;
}

/** The body checked by the domain's schema: the parsed order, or each field's error key. */
export function checkOrderDraft(input: OrderDraftInput): DraftCheck {
  const parsed = parseForm(orderDraftSchema, input);
  return parsed.data === null
    ? { order: null, errors: parsed.errors }
    : { order: parsed.data, errors: new Map() };
}

/**
 * The order body with an external payment (SPEC §2: the customer's details are hidden, the
 * provider's checkout asks for them): no email and no addresses.
 */
export function toExternalOrder(
  draft: CheckoutDraft,
  context: DraftContext,
): OrderCreateRequestInput {
  const {
    email: _email,
    billingAddress: _billing,
    shippingAddress: _shipping,
    ...order
  } = toOrderDraft(draft, context);
  return order;
}

/** True when the server's schema takes the external payment's body. */
export function externalOrderValid(input: OrderCreateRequestInput): boolean {
  return orderCreateRequestSchema.safeParse(input).success;
}
