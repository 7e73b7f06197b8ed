// What the checkout offers and has chosen (SPEC §4, §9): the destination, its transports and
// payments each with its state, and the auto-selected ones. The order's figures for them come
// from the domain's checkoutFigures, the rule the server places the order with.
import {
  goodsAmount,
  isFreeShipping,
  paymentState,
  pickEnabled,
  sortCountries,
  sortPayments,
  sortTransports,
  transportState,
} from '@shop/domain';
import type {
  CheckoutData,
  CheckoutOption,
  Country,
  Currency,
  Language,
  OptionState,
  Payment,
  PaymentDisabledReason,
  Transport,
  TransportDisabledReason,
} from '@shop/domain';
import type { CheckoutDraft } from './draft-store';

export type PaymentReason = PaymentDisabledReason;

export interface Offer<T, Reason extends string> {
  option: T;
  state: OptionState<Reason>;
}

/** The destination with what it offers; an option the country does not list is left out. */
export interface CheckoutOptions {
  country: Country;
  transports: Offer<Transport, TransportDisabledReason>[];
  payments: Offer<Payment, PaymentReason>[];
  /** The chosen transport while it can carry the cart, else the first that can (SPEC §4). */
  transport: Transport | null;
  /** The chosen payment while it is allowed, else the first allowed one. */
  payment: Payment | null;
}

export type Choice = Pick<CheckoutDraft, 'countryId' | 'transportId' | 'paymentId'>;

/** What the transports depend on: the lines (their goods, read in `currency`) and the weight in grams. */
export interface CartMeasure {
  lines: Parameters<typeof goodsAmount>[0];
  currency: Currency;
  weight: number;
}

const LANGUAGE_COUNTRY: Readonly<Record<Language, string | null>> = {
  sv: 'se',
  fi: 'fi',
  en: null,
};

/** Before the visitor picks one: the country of the page's language, else the first listed. */
export function defaultCountry(countries: readonly Country[], language: Language): Country | null {
  const slug = LANGUAGE_COUNTRY[language];
  return countries.find((c) => c.slug === slug) ?? countries[0] ?? null;
}

/** Each listed option with its state, and the selected one while enabled, else the first enabled. */
function offer<T extends CheckoutOption, Reason extends string>(
  listed: readonly T[],
  stateOf: (option: T) => OptionState<Reason>,
  selectedId: string | null,
): { offers: Offer<T, Reason>[]; chosen: T | null } {
  const offers = listed.map((option) => ({ option, state: stateOf(option) }));
  const chosen = pickEnabled(listed, (option) => stateOf(option).enabled, selectedId);
  return { offers, chosen };
}

export function checkoutOptions(
  data: CheckoutData,
  selected: Choice,
  cart: CartMeasure,
  language: Language,
): CheckoutOptions | null {
  const countries = sortCountries(data.countries);
  const country =
    countries.find((c) => c._id === selected.countryId) ?? defaultCountry(countries, language);
  if (!country) return null;
  const goods = goodsAmount(cart.lines, cart.currency, country.vat);
  const measure = {
    freeShipping: isFreeShipping(goods, country, cart.currency),
    weight: cart.weight,
  };
  const transports = offer(
    sortTransports(data.transports).filter((t) => country.transports.includes(t._id)),
    (t) => transportState(t, country, measure),
    selected.transportId,
  );
  const payments = offer(
    sortPayments(data.payments).filter((p) => country.payments.includes(p._id)),
    (p) => paymentState(p, country, transports.chosen),
    selected.paymentId,
  );
  return {
    country,
    transports: transports.offers,
    payments: payments.offers,
    transport: transports.chosen,
    payment: payments.chosen,
  };
}
