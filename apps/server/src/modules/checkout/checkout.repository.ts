// All checkout SQL (countries and their shipping and payment links).
import type { Database, Executor } from '@shop/db';
import type { Selectable } from 'kysely';
export type CountryRow = Selectable<Database['countries']>;
export type CountryLinkRow = { country_id: string; id: string };

export function listCountries(db: Executor): Promise<CountryRow[]> {
  return db.selectFrom('countries').selectAll().orderBy('position').orderBy('id').execute();
}

/** (country, transport) pairs, cheapest transport first. */
export function listCountryTransports(db: Executor): Promise<CountryLinkRow[]> {
  return db
    .selectFrom('country_transports as ct')
    .innerJoin('transports as t', 't.id', 'ct.transport_id')
    .select(['ct.country_id', 't.id'])
    .orderBy('t.price')
    .orderBy('t.id')
    .execute();
}

export function listCountryPayments(db: Executor): Promise<CountryLinkRow[]> {
  return db
    .selectFrom('country_payments as cp')
    .innerJoin('payments as p', 'p.id', 'cp.payment_id')
    .select(['cp.country_id', 'p.id'])
    .orderBy('p.price')
    .orderBy('p.id')
    .execute();
}

export type TransportRow = Selectable<Database['transports']>;
export type PaymentRow = Selectable<Database['payments']>;
/** (transport, payment) pairs: the payments each transport allows. */
export type TransportPaymentRow = { transport_id: string; id: string };

export function listTransports(db: Executor): Promise<TransportRow[]> {
  return db.selectFrom('transports').selectAll().orderBy('price').orderBy('id').execute();
}

export function listPayments(db: Executor): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().orderBy('price').orderBy('id').execute();
}

export function listTransportPayments(db: Executor): Promise<TransportPaymentRow[]> {
  return db
    .selectFrom('transport_payments as tp')
    .innerJoin('payments as p', 'p.id', 'tp.payment_id')
    .select(['tp.transport_id', 'p.id'])
    .orderBy('p.price')
    .orderBy('p.id')
    .execute();
}

export async function updateCountry(
  db: Executor,
  id: string,
  change: { vat?: number; gratis_threshold?: number },
): Promise<void> {
  if (change.vat === undefined && change.gratis_threshold === undefined) return;
  await db.updateTable('countries').set(change).where('id', '=', id).execute();
}

/** Replaces the transports a country offers. */
export async function setCountryTransports(
  db: Executor,
  countryId: string,
  transportIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('country_transports').where('country_id', '=', countryId).execute();
  if (transportIds.length > 0)
    await db
      .insertInto('country_transports')
      .values(transportIds.map((id) => ({ country_id: countryId, transport_id: id })))
      .execute();
}

/** Replaces the payments a country offers. */
export async function setCountryPayments(
  db: Executor,
  countryId: string,
  paymentIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('country_payments').where('country_id', '=', countryId).execute();
  if (paymentIds.length > 0)
    await db
      .insertInto('country_payments')
      .values(paymentIds.map((id) => ({ country_id: countryId, payment_id: id })))
      .execute();
}

export async function setTransportDisabled(
  db: Executor,
  id: string,
  disabled: boolean,
): Promise<void> {
  await db
    .updateTable('transports')
    .set({ disabled: disabled ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

export async function setPaymentDisabled(
  db: Executor,
  id: string,
  disabled: boolean,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ disabled: disabled ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}
