// Checkout reference data for tests, shaped like the demo shop's (packages/db's shop data).
import type { CheckoutOption, Country, Payment, Transport } from './api.js';

export function country(overrides: Partial<Country> = {}): Country {
  return {
    _id: 'SE',
    slug: 'se',
    name: 'Sweden',
    vat: 2500,
    gratis_threshold: 50_000,
    transports: ['letter', 'parcel', 'pickup-point', 'fetch-in-store'],
    payments: ['swish', 'klarna-checkout', 'invoice', 'bank-transfer', 'pay-in-store'],
    ...overrides,
  };
}

const option = (slug: string, price: number): CheckoutOption => ({
  _id: slug,
  slug,
  name: slug,
  icon_uri: `/public/icons/${slug}.svg`,
  price,
  disabled: false,
});

export function transport(
  slug: string,
  price: number,
  weight: Transport['weight'] = { min: 0, max: 0 },
  overrides: Partial<Transport> = {},
): Transport {
  const payments = ['swish', 'klarna-checkout', 'invoice', 'bank-transfer'];
  return { ...option(slug, price), weight, payments, ...overrides };
}

export function payment(slug: string, price = 0, overrides: Partial<Payment> = {}): Payment {
  return { ...option(slug, price), external: false, ...overrides };
}

export const SWEDEN = country();
export const LETTER = transport('letter', 490, { min: 0, max: 2_000 });
export const PARCEL = transport('parcel', 1_490);
export const PICKUP = transport('pickup-point', 990, { min: 0, max: 20_000 });
export const STORE = transport('fetch-in-store', 0, undefined, {
  payments: ['swish', 'bank-transfer', 'pay-in-store'],
});
export const SWISH = payment('swish');
export const KLARNA = payment('klarna-checkout', 0, { external: true });
export const INVOICE = payment('invoice', 490);
export const BANK = payment('bank-transfer');
export const IN_STORE = payment('pay-in-store');
