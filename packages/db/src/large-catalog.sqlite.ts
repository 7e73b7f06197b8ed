// Bulk item loading on SQLite through the raw better-sqlite3 connection: multi-row statements,
// secondary indexes rebuilt once at the end, all in one transaction (a failure leaves no half load).
import type SqliteDatabase from 'better-sqlite3';
import type { DbHandle } from './client.js';
import type { ItemBundle } from './demo/item.generator.js';
import { rawSqlite } from './raw-sqlite.js';
import { kyselyExec, suspendSqliteSearchIndex } from './search-index.sqlite.js';
import type {
  ItemFitTable,
  ItemPriceTable,
  ItemReferenceTable,
  ItemRelatedTable,
  ItemSupersessionTable,
  ItemTable,
  ItemTextTable,
} from './schema.js';
import { SqliteBulkInsert } from './sqlite-bulk-insert.js';
import { suspendNameCopies } from './translations-index.js';

const ITEM_TABLES = [
  'items',
  'item_prices',
  'item_references',
  'item_supersessions',
  'item_fits',
  'item_related',
  'item_texts',
];
/** Page cache while loading (KiB, negative per SQLite's convention): index builds sort in memory. */
const LOAD_CACHE_KIB = -131_072;

function writers(raw: SqliteDatabase.Database) {
  const items = new SqliteBulkInsert<ItemTable>(raw, 'items', [
    'id',
    'legacy_id',
    'name',
    'description',
    'model',
    'image',
    'group_slug',
    'price',
    'weight',
    'stock_quantity',
    'updated_at',
  ]);
  return {
    items,
    prices: new SqliteBulkInsert<ItemPriceTable>(
      raw,
      'item_prices',
      [
        'item_id',
        'brand',
        'price',
        'watermark',
        'increment',
        'arrival_type',
        'arrival_date',
        'arrival_deadline',
        'arrival_days',
        'arrival_weekday',
        'supplier',
      ],
      items,
    ),
    references: new SqliteBulkInsert<ItemReferenceTable>(
      raw,
      'item_references',
      ['item_id', 'position', 'ref', 'ref_norm', 'visible'],
      items,
    ),
    supersessions: new SqliteBulkInsert<ItemSupersessionTable>(
      raw,
      'item_supersessions',
      ['old_ref', 'old_ref_norm', 'new_ref', 'item_id'],
      items,
    ),
    fits: new SqliteBulkInsert<ItemFitTable>(
      raw,
      'item_fits',
      [
        'item_id',
        'car_slug',
        'group_slug',
        'description',
        'item_name',
        'item_price',
        'item_updated_at',
        'item_name_sv',
        'item_name_fi',
      ],
      items,
    ),
    related: new SqliteBulkInsert<ItemRelatedTable>(
      raw,
      'item_related',
      ['item_id', 'related_id', 'position'],
      items,
    ),
    texts: new SqliteBulkInsert<ItemTextTable>(
      raw,
      'item_texts',
      ['item_id', 'language', 'name', 'description'],
      items,
    ),
  };
}

/**
 * Runs `load` inside one immediate transaction on the raw connection, with the item tables'
 * secondary indexes dropped before and recreated (from their own stored SQL) after, and the
 * search index's triggers suspended and the index rebuilt once at the end.
 * Kysely queries made on the same handle meanwhile join this transaction, by design.
 */
export async function withSqliteBulkLoad(
  handle: DbHandle,
  load: () => Promise<void>,
): Promise<void> {
  const raw = rawSqlite(handle);
  const previousCache = raw.pragma('cache_size', { simple: true }) as number;
  raw.pragma(`cache_size = ${LOAD_CACHE_KIB}`);
  raw.exec('begin immediate');
  try {
    const indexes = raw
      .prepare(
        `select name, sql from sqlite_master where type = 'index' and sql is not null
         and tbl_name in (${ITEM_TABLES.map(() => '?').join(', ')})`,
      )
      .all(...ITEM_TABLES) as { name: string; sql: string }[];
    for (const index of indexes) raw.exec(`drop index "${index.name.replace(/"/g, '""')}"`);
    const restoreSearch = await suspendSqliteSearchIndex(kyselyExec(handle.db));
    // The fits arrive with their name copies; the copy triggers would redo them row by row.
    const restoreCopies = await suspendNameCopies(kyselyExec(handle.db), 'sqlite');
    await load();
    await restoreCopies();
    for (const index of indexes) raw.exec(index.sql);
    await restoreSearch();
    raw.exec('commit');
  } catch (error) {
    if (raw.inTransaction) raw.exec('rollback');
    throw error;
  } finally {
    raw.pragma(`cache_size = ${previousCache}`);
  }
}

/** Writes the chunks; yields to the event loop between chunks so a progress bar can redraw. */
export async function loadItemsSqlite(
  handle: DbHandle,
  chunks: Iterable<ItemBundle[]>,
  report: (done: number) => void,
): Promise<void> {
  const w = writers(rawSqlite(handle));
  let done = 0;
  for (const bundles of chunks) {
    for (const bundle of bundles) {
      w.items.add(bundle.item);
      for (const row of bundle.prices) w.prices.add(row);
      for (const row of bundle.references) w.references.add(row);
      for (const row of bundle.supersessions) w.supersessions.add(row);
      for (const row of bundle.fits) w.fits.add(row);
      for (const row of bundle.related) w.related.add(row);
      for (const row of bundle.texts) w.texts.add(row);
    }
    for (const writer of Object.values(w)) writer.flush();
    done += bundles.length;
    report(done);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
