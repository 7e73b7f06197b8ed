// Test fixtures for the console's order pages: orders written straight into the database with the
// fields the list filters on, so a test knows exactly which orders match.
import { randomUUID } from 'node:crypto';
import type { Database } from '@shop/db';
import { customerNameKeys } from '@shop/domain';
import type { OrderStatus } from '@shop/domain';
import type { Insertable, Kysely } from 'kysely';

export interface OrderSpec {
  createdAt: string;
  status?: OrderStatus;
  country?: string;
  payment?: string;
  flag?: string | null;
  given?: string;
  family?: string;
  email?: string;
  currency?: string;
  total?: number;
}

export interface KnownOrder extends Required<OrderSpec> {
  id: string;
  number: string;
}

const CURRENCIES: Record<string, { symbol: string; rate: number }> = {
  SEK: { symbol: 'kr', rate: 11.2 },
  EUR: { symbol: '€', rate: 1 },
  NOK: { symbol: 'NOK', rate: 11.6 },
};

let made = 0;

/** Writes the orders (numbers from 700000 up, no lines) and answers them as written. */
export async function insertOrders(
  db: Kysely<Database>,
  specs: readonly OrderSpec[],
): Promise<KnownOrder[]> {
  const known = specs.map((spec): KnownOrder => {
    made += 1;
    return {
      id: randomUUID(),
      number: String(700_000 + made),
      status: 'paid',
      country: 'se',
      payment: 'invoice',
      flag: null,
      given: 'Anna',
      family: 'Svensson',
      email: `buyer${made}@example.com`,
      currency: 'SEK',
      total: 10_000 + made,
      ...spec,
    };
  });
  const rows = known.map((o): Insertable<Database['orders']> => {
    const billing = {
      given_name: o.given,
      family_name: o.family,
      street_address: 'Storgatan 1',
      postal_code: '123 45',
      city: 'Stockholm',
      phone: '070-123 45 67',
      country: o.country,
    };
    const currency = CURRENCIES[o.currency] ?? { symbol: o.currency, rate: 1 };
    return {
      id: o.id,
      number: o.number,
      draft_hash: 'x',
      status: o.status,
      email: o.email,
      language: 'sv',
      user_id: null,
      country_id: o.country.toUpperCase(),
      country_name: o.country.toUpperCase(),
      currency: o.currency,
      currency_symbol: currency.symbol,
      euro_rate: currency.rate,
      exponent: 2,
      vat_rate: 2500,
      transport_id: 'parcel',
      transport_name: 'Parcel',
      payment_id: o.payment,
      payment_slug: o.payment,
      payment_name: o.payment,
      items_total: o.total,
      shipping: 0,
      handling: 0,
      campaign: 0,
      total: o.total,
      vat: Math.round(o.total / 5),
      billing_address: JSON.stringify(billing),
      shipping_address: null,
      created_at: o.createdAt,
      updated_at: o.createdAt,
      country_slug: o.country,
      expires_at: null,
      paid_at: null,
      flag: o.flag,
      cancel_reason: null,
      confirmed_at: o.createdAt,
      owner_hash: null,
      ...customerNameKeys(billing),
    };
  });
  for (let start = 0; start < rows.length; start += 200)
    await db
      .insertInto('orders')
      .values(rows.slice(start, start + 200))
      .execute();
  return known;
}

/** The list's order: newest first, then the larger id. */
export function newestFirst(orders: readonly KnownOrder[]): KnownOrder[] {
  return [...orders].sort((a, b) =>
    a.createdAt !== b.createdAt
      ? a.createdAt < b.createdAt
        ? 1
        : -1
      : a.id < b.id
        ? 1
        : a.id > b.id
          ? -1
          : 0,
  );
}
