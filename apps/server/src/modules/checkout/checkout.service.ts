// Checkout reference data: countries with the transports and payments they allow.
import type { Country } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import * as repo from './checkout.repository.js';
import type { CountryLinkRow, CountryRow } from './checkout.repository.js';

function idsByCountry(rows: readonly CountryLinkRow[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const { country_id, id } of rows) {
    const ids = map.get(country_id);
    if (ids) ids.push(id);
    else map.set(country_id, [id]);
  }
  return map;
}

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

/** Countries by position (SE and FI first in the seeded data), each with its allowed ids. */
export async function getCountries(ctx: AppContext): Promise<Country[]> {
  const [countries, transports, payments] = await Promise.all([
    repo.listCountries(ctx.db),
    repo.listCountryTransports(ctx.db),
    repo.listCountryPayments(ctx.db),
  ]);
  const t = idsByCountry(transports);
  const p = idsByCountry(payments);
  return countries.map((row) => toCountry(row, t, p));
}
