// Countries, transports, payments, their links, currencies and shipment data of the demo shop.
import type {
  CatalogTextTable,
  CountryPaymentTable,
  CountryTable,
  CountryTransportTable,
  CurrencyTable,
  PaymentTable,
  ShipmentDataTable,
  TransportPaymentTable,
  TransportTable,
} from '../schema.js';
import type { Insertable } from 'kysely';
import {
  CAR_GROUP_NAMES,
  COUNTRY_NAMES,
  PAYMENT_NAMES,
  TRANSLATED,
  TRANSPORT_NAMES,
  type Texts,
} from './vocabulary/index.js';

export interface ShopDataRows {
  countries: CountryTable[];
  transports: TransportTable[];
  payments: PaymentTable[];
  country_transports: CountryTransportTable[];
  country_payments: CountryPaymentTable[];
  transport_payments: TransportPaymentTable[];
  currencies: CurrencyTable[];
  shipment_data: Insertable<ShipmentDataTable>[];
}

/**
 * sv and fi names of countries, transports, payments and car groups; a name that reads the same
 * as the English (a brand) has no row, so it falls back to English.
 */
export function shopTextRows(): CatalogTextTable[] {
  const kinds: [string, Readonly<Record<string | number, Texts>>][] = [
    ['car_group', CAR_GROUP_NAMES],
    ['country', COUNTRY_NAMES],
    ['transport', TRANSPORT_NAMES],
    ['payment', PAYMENT_NAMES],
  ];
  return kinds.flatMap(([kind, names]) =>
    Object.entries(names).flatMap(([ref, text]) =>
      TRANSLATED.filter((language) => text[language] !== text.en).map((language) => ({
        kind,
        ref,
        language,
        field: 'name',
        text: text[language],
      })),
    ),
  );
}

const en = (names: Readonly<Record<string, Texts>>, key: string): string => names[key]?.en ?? key;

// [id, slug, name, vat basis points, gratis_threshold euro cents]; Sweden and Finland first.
const COUNTRIES: [string, string, string, number, number][] = (
  [
    ['SE', 'se', 2500, 50_000],
    ['FI', 'fi', 2550, 50_000],
    ['NO', 'no', 2500, 100_000],
    ['DK', 'dk', 2500, 60_000],
    ['DE', 'de', 1900, 80_000],
    ['GB', 'gb', 0, 0],
  ] as const
).map(([id, slug, vat, gratis]) => [id, slug, en(COUNTRY_NAMES, id), vat, gratis]);

// [slug, name, price euro cents, weight_min g, weight_max g (0 = unbounded)]
const TRANSPORTS: [string, string, number, number, number][] = (
  [
    ['letter', 490, 0, 2_000],
    ['parcel', 1_490, 0, 0],
    ['pickup-point', 990, 0, 20_000],
    ['fetch-in-store', 0, 0, 0],
  ] as const
).map(([slug, price, min, max]) => [slug, en(TRANSPORT_NAMES, slug), price, min, max]);

// [slug, name, price euro cents, external]
const PAYMENTS: [string, string, number, number][] = (
  [
    ['swish', 0, 0],
    ['klarna-checkout', 0, 1],
    ['invoice', 490, 0],
    ['bank-transfer', 0, 0],
    ['pay-in-store', 0, 0],
  ] as const
).map(([slug, price, external]) => [slug, en(PAYMENT_NAMES, slug), price, external]);

const COUNTRY_TRANSPORTS: Record<string, string[]> = {
  SE: ['letter', 'parcel', 'pickup-point', 'fetch-in-store'],
  FI: ['letter', 'parcel', 'pickup-point'],
  NO: ['parcel'],
  DK: ['letter', 'parcel', 'pickup-point'],
  DE: ['parcel'],
  GB: ['parcel'],
};

const COUNTRY_PAYMENTS: Record<string, string[]> = {
  SE: ['swish', 'klarna-checkout', 'invoice', 'bank-transfer', 'pay-in-store'],
  FI: ['klarna-checkout', 'invoice', 'bank-transfer'],
  NO: ['klarna-checkout', 'bank-transfer'],
  DK: ['klarna-checkout', 'bank-transfer'],
  DE: ['klarna-checkout', 'bank-transfer'],
  GB: ['bank-transfer'],
};

const TRANSPORT_PAYMENTS: Record<string, string[]> = {
  letter: ['swish', 'klarna-checkout', 'invoice', 'bank-transfer'],
  parcel: ['swish', 'klarna-checkout', 'invoice', 'bank-transfer'],
  'pickup-point': ['swish', 'klarna-checkout', 'invoice', 'bank-transfer'],
  'fetch-in-store': ['swish', 'bank-transfer', 'pay-in-store'],
};

// [code, symbol, euro_rate]; all with two decimals.
const CURRENCIES: [string, string, number][] = [
  ['SEK', 'kr', 11.2],
  ['EUR', '€', 1],
  ['NOK', 'NOK', 11.6],
  ['GBP', '£', 0.85],
];

export function shopDataRows(): ShopDataRows {
  const links = <K extends string, V extends string>(
    map: Record<string, string[]>,
    left: K,
    right: V,
  ): Record<K | V, string>[] =>
    Object.entries(map).flatMap(([from, tos]) =>
      tos.map((to) => ({ [left]: from, [right]: to }) as Record<K | V, string>),
    );
  return {
    countries: COUNTRIES.map(([id, slug, name, vat, gratis], index) => ({
      id,
      slug,
      name,
      vat,
      gratis_threshold: gratis,
      position: index + 1,
    })),
    transports: TRANSPORTS.map(([slug, name, price, weightMin, weightMax]) => ({
      id: slug,
      slug,
      name,
      icon_uri: `/public/icons/${slug}.svg`,
      price,
      weight_min: weightMin,
      weight_max: weightMax,
      disabled: 0,
    })),
    payments: PAYMENTS.map(([slug, name, price, external]) => ({
      id: slug,
      slug,
      name,
      icon_uri: `/public/icons/${slug}.svg`,
      price,
      external,
      disabled: 0,
    })),
    country_transports: links(COUNTRY_TRANSPORTS, 'country_id', 'transport_id'),
    country_payments: links(COUNTRY_PAYMENTS, 'country_id', 'payment_id'),
    transport_payments: links(TRANSPORT_PAYMENTS, 'transport_id', 'payment_id'),
    currencies: CURRENCIES.map(([code, symbol, rate], index) => ({
      code,
      symbol,
      euro_rate: rate,
      exponent: 2,
      position: index + 1,
    })),
    shipment_data: [{ type: 'minimum_arrival', key: 'date', value: '250101' }],
  };
}

/** Icons named by the transports' and payments' icon_uri, for the asset writer. */
export const SHOP_ICON_SLUGS: readonly string[] = [
  ...TRANSPORTS.map(([slug]) => slug),
  ...PAYMENTS.map(([slug]) => slug),
];
