// Checkout rows -> the API's shapes (SPEC §3 field names): countries, transports and payments.
import type { Country, Payment, Transport } from '@shop/domain';
import type {
  CountryLinkRow,
  CountryRow,
  PaymentRow,
  TransportPaymentRow,
  TransportRow,
} from './checkout.repository.js';

/** Link rows -> the ids each owner lists, in the rows' order. */
export function idsBy<T>(rows: readonly T[], owner: (row: T) => string, id: (row: T) => string) {
  const map = new Map<string, string[]>();
  for (const row of rows) {
    const ids = map.get(owner(row));
    if (ids) ids.push(id(row));
    else map.set(owner(row), [id(row)]);
  }
  return map;
}

export const byCountry = (rows: readonly CountryLinkRow[]) =>
  idsBy(
    rows,
    (r) => r.country_id,
    (r) => r.id,
  );

export const byTransport = (rows: readonly TransportPaymentRow[]) =>
  idsBy(
    rows,
    (r) => r.transport_id,
    (r) => r.id,
  );

export function toCountry(
  row: CountryRow,
  transports: Map<string, string[]>,
  payments: Map<string, string[]>,
): Country {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    vat: row.vat,
    gratis_threshold: row.gratis_threshold,
    transports: transports.get(row.id) ?? [],
    payments: payments.get(row.id) ?? [],
  };
}

export function toTransport(row: TransportRow, payments: Map<string, string[]>): Transport {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    icon_uri: row.icon_uri,
    price: row.price,
    weight: { min: row.weight_min, max: row.weight_max },
    payments: payments.get(row.id) ?? [],
    disabled: row.disabled !== 0,
  };
}

export function toPayment(row: PaymentRow): Payment {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    icon_uri: row.icon_uri,
    price: row.price,
    external: row.external !== 0,
    disabled: row.disabled !== 0,
  };
}
