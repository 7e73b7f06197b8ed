// Bulk item loading on PostgreSQL: multi-row INSERTs, one transaction per chunk.
import type { Kysely } from 'kysely';
import { itemRows } from './demo/catalog.js';
import type { ItemBundle } from './demo/item.generator.js';
import type { Database } from './schema.js';
import { insertCatalog } from './seed.js';

export async function loadItemsPostgres(
  db: Kysely<Database>,
  chunks: Iterable<ItemBundle[]>,
  report: (done: number) => void,
): Promise<void> {
  let done = 0;
  for (const bundles of chunks) {
    await db.transaction().execute((trx) => insertCatalog(trx, itemRows(bundles)));
    done += bundles.length;
    report(done);
  }
}
