// The country, transport, payment and currency of a draft, checked against the cart by the domain's
// rules: anything the checkout would not let a customer pick is a 400 that says why.
import type { CartLine, Country, Currency, OrderDraft, Payment, Transport } from '@shop/domain';
import {
  MOBILE_PAYMENT_SLUG,
  cartTotals,
  deliveryAddress,
  languageOr,
  paymentState,
  transportState,
  goodsAmount,
  isFreeShipping,
} from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { badRequest } from '../../lib/http-error.js';
import * as catalog from '../catalog/catalog.service.js';
import * as checkout from '../checkout/checkout.service.js';

export interface OrderChoice {
  country: Country;
  transport: Transport;
  payment: Payment;
  currency: Currency;
}

const TRANSPORT_REASONS = {
  disabled: 'is not offered at the moment',
  not_for_country: 'does not deliver to the chosen country',
  too_light: 'needs a heavier cart',
  too_heavy: 'cannot carry a cart this heavy',
} as const;

const PAYMENT_REASONS = {
  disabled: 'is not offered at the moment',
  not_for_country: 'is not available in the chosen country',
  not_for_transport: 'is not available with the chosen shipping method',
} as const;

function pick<T extends { _id: string }>(list: readonly T[], id: string, field: string): T {
  const found = list.find((entry) => entry._id === id);
  if (!found) throw badRequest(`${field}: unknown '${id}'`);
  return found;
}

/** How the order is paid: at the shop (invoice, …), or through Swish or the embedded checkout. */
export type PaymentRoute = 'direct' | 'swish' | 'checkout';

function routeOf(payment: Payment): PaymentRoute {
  if (payment.external) return 'checkout';
  return payment.slug === MOBILE_PAYMENT_SLUG ? 'swish' : 'direct';
}

/** The call an order comes through: order create, or Swish's own request. */
export type OrderEntry = 'order' | 'swish';

/**
 * How the draft's payment is paid, the one rule for which flow a draft takes; 400 when the call it
 * came through is not that payment's (Swish goes through POST /api/swish/request, the rest through
 * order create).
 */
export async function paymentRouteOf(
  ctx: AppContext,
  draft: Pick<OrderDraft, 'paymentId'> & Partial<Pick<OrderDraft, 'language'>>,
  entry: OrderEntry,
): Promise<PaymentRoute> {
  const { payments } = await checkout.getCheckoutData(ctx, languageOr(draft.language));
  const payment = pick(payments, draft.paymentId, 'paymentId');
  const route = routeOf(payment);
  if ((route === 'swish') !== (entry === 'swish'))
    throw badRequest(
      entry === 'swish'
        ? `paymentId: '${payment.slug}' is not the mobile payment`
        : `paymentId: '${payment.slug}' is paid through POST /api/swish/request`,
      'payment_not_allowed',
    );
  return route;
}

/** The draft as far as choosing goes: an embedded checkout asks for the addresses itself. */
export type ChoiceDraft = Pick<OrderDraft, 'countryId' | 'transportId' | 'paymentId' | 'currency'> &
  Partial<Pick<OrderDraft, 'billingAddress' | 'shippingAddress' | 'language'>>;

/** 400 with the reason when the draft's choices are not allowed for this cart. */
export async function resolveChoice(
  ctx: AppContext,
  draft: ChoiceDraft,
  lines: readonly CartLine[],
): Promise<OrderChoice> {
  const [data, currencies] = await Promise.all([
    checkout.getCheckoutData(ctx, languageOr(draft.language)),
    catalog.getCurrencies(ctx),
  ]);
  const country = pick(data.countries, draft.countryId, 'countryId');
  const transport = pick(data.transports, draft.transportId, 'transportId');
  const payment = pick(data.payments, draft.paymentId, 'paymentId');
  const currency = pick(
    currencies.map((c) => ({ ...c, _id: c.code })),
    draft.currency,
    'currency',
  );
  // Without a billing address the provider's checkout asks for one, in the order's country.
  const billingAddress = draft.billingAddress;
  const shippingAddress = draft.shippingAddress ?? { enabled: false };
  if (
    billingAddress &&
    deliveryAddress({ billingAddress, shippingAddress }).country !== country.slug
  )
    throw badRequest(
      `${draft.shippingAddress?.enabled ? 'shippingAddress' : 'billingAddress'}.country: the goods go to the chosen country '${country.slug}'`,
    );
  const { weight } = cartTotals(lines);
  const goods = goodsAmount(lines, currency, country.vat);
  const freeShipping = isFreeShipping(goods, country, currency);
  const transportOk = transportState(transport, country, { freeShipping, weight });
  if (!transportOk.enabled)
    throw badRequest(
      `transportId: '${transport.slug}' ${TRANSPORT_REASONS[transportOk.reason]} (${weight} g)`,
      'transport_not_allowed',
    );
  const paymentOk = paymentState(payment, country, transport);
  if (!paymentOk.enabled)
    throw badRequest(
      `paymentId: '${payment.slug}' ${PAYMENT_REASONS[paymentOk.reason]}`,
      'payment_not_allowed',
    );
  return { country, transport, payment, currency };
}
