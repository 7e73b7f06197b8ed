// A catalog of N items for benchmarks: the demo's cars, groups, shop data and diagrams, plus items
// made by the same per-index generator (the first 3,200 are the demo's own items).
import { refreshSearchWords } from './search-words.js';
import type { DbHandle } from './client.js';
import { diagramRows, structureRows } from './demo/catalog.js';
import { DEMO_ITEM_COUNT, generateItem, type ItemBundle } from './demo/item.generator.js';
import { DEMO_SEED } from './demo/random.js';
import { loadItemsPostgres } from './large-catalog.pg.js';
import { loadItemsSqlite, withSqliteBulkLoad } from './large-catalog.sqlite.js';
import { insertCatalog, isEmpty } from './seed.js';

export interface LargeCatalogOptions {
  items: number;
  onProgress?: (done: number, total: number) => void;
}

/** Items made and written per step; progress is reported after each. */
export const ITEM_CHUNK = 5_000;

/** Yields the items in chunks, keeping the first ones for the diagrams. */
export function* itemChunks(total: number, keep: ItemBundle[]): Generator<ItemBundle[]> {
  for (let start = 0; start < total; start += ITEM_CHUNK) {
    const chunk: ItemBundle[] = [];
    for (let i = start; i < Math.min(total, start + ITEM_CHUNK); i++) {
      const bundle = generateItem(i, DEMO_SEED);
      chunk.push(bundle);
      if (i < DEMO_ITEM_COUNT) keep.push(bundle);
    }
    yield chunk;
  }
}

/** Fills an empty, migrated database; throws when it already has a catalog. */
export async function generateLargeCatalog(
  handle: DbHandle,
  opts: LargeCatalogOptions,
): Promise<void> {
  const total = Math.floor(opts.items);
  if (!Number.isSafeInteger(total) || total < 0)
    throw new Error(`Invalid item count: ${opts.items}`);
  if (!(await isEmpty(handle.db))) throw new Error('The database already has a catalog');
  const kept: ItemBundle[] = [];
  const chunks = itemChunks(total, kept);
  const report = (done: number): void => opts.onProgress?.(done, total);
  if (handle.dialect === 'sqlite') {
    await withSqliteBulkLoad(handle, async () => {
      await insertCatalog(handle.db, structureRows());
      await loadItemsSqlite(handle, chunks, report);
      await insertCatalog(handle.db, diagramRows(kept, DEMO_SEED));
      await refreshSearchWords(handle.db);
    });
    return;
  }
  await handle.db.transaction().execute(async (trx) => {
    await insertCatalog(trx, structureRows());
    await loadItemsPostgres(trx, chunks, report);
    await insertCatalog(trx, diagramRows(kept, DEMO_SEED));
    await refreshSearchWords(trx);
  });
}
