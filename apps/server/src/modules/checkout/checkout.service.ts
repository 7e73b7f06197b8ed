// Checkout reference data: countries, transports and payments with what each allows, read once and
// kept until reference data changes; the combination a customer picked, checked.
import type {
  BulkResponse,
  CheckoutData,
  Country,
  Language,
  Payment,
  Transport,
} from '@shop/domain';
import { LANGUAGES, sortCountries, sortPayments, sortTransports } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import { notFound } from '../../lib/http-error.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { catalogTexts } from '../catalog/catalog.service.js';
import * as map from './checkout.mapper.js';
import * as repo from './checkout.repository.js';

async function loadCheckoutData(ctx: AppContext, language: Language): Promise<CheckoutData> {
  const [
    texts,
    countries,
    countryTransports,
    countryPayments,
    transports,
    payments,
    transportPayments,
  ] = await Promise.all([
    catalogTexts(ctx, ['country', 'transport', 'payment'], language),
    repo.listCountries(ctx.db),
    repo.listCountryTransports(ctx.db),
    repo.listCountryPayments(ctx.db),
    repo.listTransports(ctx.db),
    repo.listPayments(ctx.db),
    repo.listTransportPayments(ctx.db),
  ]);
  const t = map.byCountry(countryTransports);
  const p = map.byCountry(countryPayments);
  const tp = map.byTransport(transportPayments);
  const named = <R extends { id: string; name: string }>(kind: string, row: R): R => ({
    ...row,
    name: texts.get(`${kind}/${row.id}`) ?? row.name,
  });
  return {
    countries: sortCountries(countries.map((row) => map.toCountry(named('country', row), t, p))),
    transports: sortTransports(
      transports.map((row) => map.toTransport(named('transport', row), tp)),
    ),
    payments: sortPayments(payments.map((row) => map.toPayment(named('payment', row)))),
  };
}

/**
 * GET /api/checkout/: every country, transport and payment named in the language, in the order
 * SPEC §9 shows them.
 */
export function getCheckoutData(ctx: AppContext, language: Language): Promise<CheckoutData> {
  const cache = ctx.caches.get(
    'checkout.data',
    ['reference'],
    () => new TtlCache<Language, Promise<CheckoutData>>(LANGUAGES.length, Number.POSITIVE_INFINITY),
  );
  return cache.getOrLoad(language, () => loadCheckoutData(ctx, language));
}

/** GET /api/country: the countries, Sweden and Finland first. */
export async function getCountries(ctx: AppContext, language: Language): Promise<Country[]> {
  return (await getCheckoutData(ctx, language)).countries;
}

function find<T extends { _id: string }>(list: readonly T[], id: string, what: string): T {
  const found = list.find((entry) => entry._id === id);
  if (!found) throw notFound(`Unknown ${what} '${id}'`);
  return found;
}

export interface CheckoutChoice {
  countryId: string;
  transportId: string;
  paymentId: string;
}

/** POST /api/bulk: the country, transport and payment by id; 404 naming the unknown one. */
export async function getChoice(
  ctx: AppContext,
  choice: CheckoutChoice,
  language: Language = 'en',
): Promise<BulkResponse> {
  const data = await getCheckoutData(ctx, language);
  return {
    country: find<Country>(data.countries, choice.countryId, 'country'),
    transport: find<Transport>(data.transports, choice.transportId, 'transport'),
    payment: find<Payment>(data.payments, choice.paymentId, 'payment'),
  };
}

/** Countries, transports and payments as stored, in English, read through `ctx` (no cache). */
export function readCheckoutData(ctx: AppContext): Promise<CheckoutData> {
  return loadCheckoutData(ctx, 'en');
}

export interface CheckoutSettingsChange {
  countries?: {
    _id: string;
    vat?: number | undefined;
    gratis_threshold?: number | undefined;
    transports?: readonly string[] | undefined;
    payments?: readonly string[] | undefined;
  }[];
  transports?: { _id: string; disabled: boolean }[];
  payments?: { _id: string; disabled: boolean }[];
}

/**
 * Writes countries' VAT, thresholds and offered transports and payments, and which transports and
 * payments are on (the caller has checked every id); every process shows them once committed.
 */
export async function changeCheckoutSettings(
  ctx: AppContext,
  change: CheckoutSettingsChange,
): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    for (const country of change.countries ?? []) {
      const { _id: id, vat, gratis_threshold, transports, payments } = country;
      await repo.updateCountry(trx.db, id, {
        ...(vat === undefined ? {} : { vat }),
        ...(gratis_threshold === undefined ? {} : { gratis_threshold }),
      });
      if (transports) await repo.setCountryTransports(trx.db, id, transports);
      if (payments) await repo.setCountryPayments(trx.db, id, payments);
    }
    for (const t of change.transports ?? [])
      await repo.setTransportDisabled(trx.db, t._id, t.disabled);
    for (const p of change.payments ?? []) await repo.setPaymentDisabled(trx.db, p._id, p.disabled);
    await trx.changes.publish(trx.db, ['reference']);
  });
}
