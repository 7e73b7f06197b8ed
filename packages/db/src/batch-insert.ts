// Multi-row INSERTs in batches small enough for SQLite's and PostgreSQL's bound-parameter limits.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Bound parameters per statement: below SQLite's 32766 and PostgreSQL's 65535. */
const PARAMETER_BUDGET = 8000;

export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(PARAMETER_BUDGET / Math.max(1, columns)));
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size);
    // Kysely cannot narrow a generic table name's row type; the rows are typed by the signature.
    await db
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}

/** Table order that respects foreign keys. */
export const INSERT_ORDER = [
  'car_groups',
  'cars',
  'item_groups',
  'items',
  'item_prices',
  'item_references',
  'item_supersessions',
  'item_fits',
  'item_related',
  'item_texts',
  'diagrams',
  'diagram_items',
  'diagram_texts',
  'diagram_item_texts',
  'countries',
  'transports',
  'payments',
  'country_transports',
  'country_payments',
  'transport_payments',
  'currencies',
  'shipment_data',
  'catalog_texts',
] as const satisfies readonly (keyof Database)[];
