// Checkout choices (SPEC §4, §9): free shipping, which transports and payments can be picked,
// the auto-selection, shipping prices and the order the options are listed in.
import type { Country, Currency, Payment, Transport } from './api.js';
import { freeShippingThreshold, shopPrice } from './shop-prices.js';

/** The mobile payment (Swish): listed first, and it needs the billing phone. */
export const MOBILE_PAYMENT_SLUG = 'swish';
/** Countries listed first, in this order: Sweden, Finland. */
export const FIRST_COUNTRY_SLUGS: readonly string[] = ['se', 'fi'];
/** Transports listed last, in this order, whatever their price. */
export const LAST_TRANSPORT_SLUGS: readonly string[] = ['fetch-in-store', 'letter'];

export type OptionState<Reason extends string> =
  { enabled: true } | { enabled: false; reason: Reason };

export type TransportDisabledReason = 'disabled' | 'not_for_country' | 'too_light' | 'too_heavy';
export type PaymentDisabledReason = 'disabled' | 'not_for_country' | 'not_for_transport';

type Threshold = Pick<Country, 'gratis_threshold'>;

const ENABLED = { enabled: true } as const;
const off = <R extends string>(reason: R) => ({ enabled: false, reason }) as const;

/**
 * Free shipping: the goods as the customer reads them (minor units of `currency` at the
 * destination's VAT, see goodsAmount) reach the threshold the country advertises in that currency.
 */
export function isFreeShipping(goods: number, country: Threshold, currency: Currency): boolean {
  const threshold = freeShippingThreshold(country, currency);
  return threshold !== null && goods >= threshold;
}

/**
 * SPEC §4. Free shipping lifts only the weight bounds: a disabled transport, or one the country
 * does not list, stays unavailable (free shipping is a price, not a new route). Bounds are
 * inclusive; 0 leaves a side unbounded.
 */
export function transportState(
  transport: Pick<Transport, '_id' | 'weight' | 'disabled'>,
  country: Pick<Country, 'transports'>,
  cart: { freeShipping: boolean; weight: number },
): OptionState<TransportDisabledReason> {
  if (transport.disabled) return off('disabled');
  if (!country.transports.includes(transport._id)) return off('not_for_country');
  if (cart.freeShipping) return ENABLED;
  const { min, max } = transport.weight;
  if (min > 0 && cart.weight < min) return off('too_light');
  if (max > 0 && cart.weight > max) return off('too_heavy');
  return ENABLED;
}

/** SPEC §4: allowed by both the country and the chosen transport (none chosen allows nothing). */
export function paymentState(
  payment: Pick<Payment, '_id' | 'disabled'>,
  country: Pick<Country, 'payments'>,
  transport: Pick<Transport, 'payments'> | null,
): OptionState<PaymentDisabledReason> {
  if (payment.disabled) return off('disabled');
  if (!country.payments.includes(payment._id)) return off('not_for_country');
  if (!transport?.payments.includes(payment._id)) return off('not_for_transport');
  return ENABLED;
}

/** SPEC §4 auto-select: the selected option while it is enabled, else the first enabled one. */
export function pickEnabled<T extends { _id: string }>(
  options: readonly T[],
  isEnabled: (option: T) => boolean,
  selectedId: string | null,
): T | null {
  const selected = options.find((o) => o._id === selectedId);
  if (selected && isEnabled(selected)) return selected;
  return options.find(isEnabled) ?? null;
}

/** The transport's price in minor units of `currency` to a destination with `vat`; 0 when free. */
export function shippingPrice(
  transport: Pick<Transport, 'price'>,
  country: Pick<Country, 'gratis_threshold' | 'vat'>,
  goods: number,
  currency: Currency,
): number {
  return isFreeShipping(goods, country, currency)
    ? 0
    : shopPrice(transport.price, currency, country.vat);
}

/**
 * What the customer still has to add for free shipping, minor units of `currency`: the advertised
 * threshold minus the goods, to the cent. null when the country has none or it already applies.
 */
export function freeShippingDifference(
  goods: number,
  country: Threshold,
  currency: Currency,
): number | null {
  const threshold = freeShippingThreshold(country, currency);
  return threshold === null || goods >= threshold ? null : threshold - goods;
}

/**
 * A stable sort: slugs in `first` come first and slugs in `last` come last (each in the list's
 * order), the rest between them by `compare` (ties keep their order).
 */
function sortBySlug<T extends { slug: string }>(
  list: readonly T[],
  { first = [], last = [] }: { first?: readonly string[]; last?: readonly string[] },
  compare: (a: T, b: T) => number = () => 0,
): T[] {
  const rank = (o: T): number => {
    const head = first.indexOf(o.slug);
    if (head >= 0) return head - first.length;
    const tail = last.indexOf(o.slug);
    return tail >= 0 ? tail + 1 : 0;
  };
  return [...list].sort((a, b) => rank(a) - rank(b) || compare(a, b));
}

/** SPEC §9: Sweden and Finland first, the others as given. */
export function sortCountries<T extends Pick<Country, 'slug'>>(countries: readonly T[]): T[] {
  return sortBySlug(countries, { first: FIRST_COUNTRY_SLUGS });
}

/** SPEC §9: by price (cheapest first), with fetch-in-store and then letter last. */
export function sortTransports<T extends Pick<Transport, 'slug' | 'price'>>(
  transports: readonly T[],
): T[] {
  return sortBySlug(transports, { last: LAST_TRANSPORT_SLUGS }, (a, b) => a.price - b.price);
}

/** SPEC §9: the mobile payment first, the others as given. */
export function sortPayments<T extends Pick<Payment, 'slug'>>(payments: readonly T[]): T[] {
  return sortBySlug(payments, { first: [MOBILE_PAYMENT_SLUG] });
}

/**
 * The transport and payment the checkout shows as chosen (SPEC §4): each the selected one while
 * enabled, else the first enabled in display order; the payment is checked against that transport.
 */
export function checkoutChoice<T extends Transport, P extends Payment>(
  { transports, payments }: { transports: readonly T[]; payments: readonly P[] },
  country: Country,
  cart: { freeShipping: boolean; weight: number },
  selected: { transportId: string | null; paymentId: string | null },
): { transport: T | null; payment: P | null } {
  const transport = pickEnabled(
    sortTransports(transports),
    (t) => transportState(t, country, cart).enabled,
    selected.transportId,
  );
  const payment = pickEnabled(
    sortPayments(payments),
    (p) => paymentState(p, country, transport).enabled,
    selected.paymentId,
  );
  return { transport, payment };
}
