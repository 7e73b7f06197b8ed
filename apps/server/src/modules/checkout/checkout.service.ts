// Checkout reference data: countries, transports and payments with what each allows, read once and
// kept until reference data changes; the combination a customer picked, checked.
import type { BulkResponse, CheckoutData, Country, Payment, Transport } from '@shop/domain';
import { sortCountries, sortPayments, sortTransports } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { notFound } from '../../lib/http-error.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import * as map from './checkout.mapper.js';
import * as repo from './checkout.repository.js';

async function loadCheckoutData(ctx: AppContext): Promise<CheckoutData> {
  const [countries, countryTransports, countryPayments, transports, payments, transportPayments] =
    await Promise.all([
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
  return {
    countries: sortCountries(countries.map((row) => map.toCountry(row, t, p))),
    transports: sortTransports(transports.map((row) => map.toTransport(row, tp))),
    payments: sortPayments(payments.map(map.toPayment)),
  };
}

/** GET /api/checkout/: every country, transport and payment, in the order SPEC §9 shows them. */
export function getCheckoutData(ctx: AppContext): Promise<CheckoutData> {
  const cache = ctx.caches.get(
    'checkout.data',
    ['reference'],
    () => new TtlCache<'all', Promise<CheckoutData>>(1, Number.POSITIVE_INFINITY),
  );
  return cache.getOrLoad('all', () => loadCheckoutData(ctx));
}

/** GET /api/country: the countries, Sweden and Finland first. */
export async function getCountries(ctx: AppContext): Promise<Country[]> {
  return (await getCheckoutData(ctx)).countries;
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
export async function getChoice(ctx: AppContext, choice: CheckoutChoice): Promise<BulkResponse> {
  const data = await getCheckoutData(ctx);
  return {
    country: find<Country>(data.countries, choice.countryId, 'country'),
    transport: find<Transport>(data.transports, choice.transportId, 'transport'),
    payment: find<Payment>(data.payments, choice.paymentId, 'payment'),
  };
}
