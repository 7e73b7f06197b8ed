// Empties the catalog and shop-data tables (children first), for `generate --force`.
import type { Kysely } from 'kysely';
import { INSERT_ORDER } from './batch-insert.js';
import type { Database } from './schema.js';

export async function clearCatalog(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of [...INSERT_ORDER].reverse()) await trx.deleteFrom(table).execute();
  });
}
