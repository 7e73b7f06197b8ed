// A large write to the item tables (a catalog import) inside the caller's transaction: SQLite's
// search triggers are dropped for it and the index rebuilt once at the end, because their upkeep
// row by row cost several times the writes themselves. PostgreSQL's indexes follow by themselves.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from './migrate.js';
import type { Database } from './schema.js';
import { kyselyExec, suspendSqliteSearchIndex } from './search-index.sqlite.js';

/** The tables an import of items or fits writes, whose secondary indexes are rebuilt after it. */
const ITEM_TABLES = [
  'items',
  'item_prices',
  'item_references',
  'item_texts',
  'item_related',
  'item_fits',
];
/** Page cache for the writer meanwhile (KiB, negative per SQLite): the indexes' pages stay in memory. */
const BULK_CACHE_KIB = -262_144;

/**
 * Runs `work` with the search index's row-by-row upkeep off and the item tables' secondary indexes
 * dropped, then builds both again once (sorted builds, not a million random inserts). Call it in a
 * transaction (`db` one): a failure rolls everything back, the triggers and indexes included, and
 * other connections read the committed catalog with its indexes meanwhile.
 */
export async function withBulkItemWrites<T>(
  db: Kysely<Database>,
  work: () => Promise<T>,
): Promise<T> {
  if (dialectOf(db) !== 'sqlite') return work();
  const exec = kyselyExec(db);
  const [cache] = await exec('pragma cache_size');
  await exec(`pragma cache_size = ${BULK_CACHE_KIB}`);
  try {
    const indexes = (await exec(
      `select name, sql from sqlite_master where type = 'index' and sql is not null
       and tbl_name in (${ITEM_TABLES.map((t) => `'${t}'`).join(', ')})`,
    )) as { name: string; sql: string }[];
    for (const index of indexes) await exec(`drop index "${index.name.replace(/"/g, '""')}"`);
    const restoreSearch = await suspendSqliteSearchIndex(exec);
    const result = await work();
    for (const index of indexes) await exec(index.sql);
    await restoreSearch();
    return result;
  } finally {
    await exec(`pragma cache_size = ${Number(cache?.cache_size ?? -16_000)}`);
  }
}

/**
 * SQLite's data_version: it moves when another connection (another process) commits to the file,
 * never for this connection's own writes.
 */
export async function sqliteDataVersion(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  return Number(rows[0]?.data_version);
}
