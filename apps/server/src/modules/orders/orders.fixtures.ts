// Test fixtures for orders: drafts a customer would send, and items picked from the demo data.
import { randomUUID } from 'node:crypto';
import type { Database } from '@shop/db';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';

export const SWEDISH_ADDRESS = {
  given_name: 'Anna',
  family_name: 'Svensson',
  street_address: 'Storgatan 1',
  postal_code: '123 45',
  city: 'Stockholm',
  phone: '070-123 45 67',
  country: 'se',
};

export const FINNISH_ADDRESS = {
  given_name: 'Aino',
  family_name: 'Virtanen',
  street_address: 'Mannerheimintie 10',
  postal_code: '00100',
  city: 'Helsinki',
  phone: '040 123 4567',
  country: 'fi',
};

export interface DraftOptions {
  cart: Record<string, { quantity: number; brand?: string; car?: string | null }>;
  id?: string;
  countryId?: string;
  transportId?: string;
  paymentId?: string;
  currency?: string;
  email?: string;
  billingAddress?: Record<string, unknown>;
  shippingAddress?: Record<string, unknown>;
  language?: string;
}

/** An order draft as the web app posts it: guest, Sweden, parcel, invoice, SEK unless told. */
export function draft(options: DraftOptions): Record<string, unknown> {
  const cart = Object.fromEntries(
    Object.entries(options.cart).map(([id, line]) => [
      id,
      { quantity: line.quantity, brand: line.brand ?? 'any', car: line.car ?? null },
    ]),
  );
  return {
    id: options.id ?? randomUUID(),
    email: options.email ?? 'anna@example.com',
    currency: options.currency ?? 'SEK',
    countryId: options.countryId ?? 'SE',
    cart,
    billingAddress: options.billingAddress ?? SWEDISH_ADDRESS,
    shippingAddress: options.shippingAddress ?? { ...SWEDISH_ADDRESS, enabled: false },
    transportId: options.transportId ?? 'parcel',
    paymentId: options.paymentId ?? 'invoice',
    language: options.language ?? 'sv',
  };
}

/** A light item (under 500 g) with at least `stock` units and a plain 'any' price. */
export async function pickItem(db: Kysely<Database>, stock = 1, maxWeight = 500) {
  const row = await db
    .selectFrom('items')
    .select(['id', 'price', 'weight', 'stock_quantity'])
    .where('stock_quantity', '>=', stock)
    .where('weight', '<=', maxWeight)
    .orderBy('id')
    .executeTakeFirst();
  expect(row, `a demo item with ${stock} in stock under ${maxWeight} g`).toBeDefined();
  return row!;
}

export async function countOrders(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
