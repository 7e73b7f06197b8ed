// A large write to the item tables (a catalog import) inside the caller's transaction: SQLite's
// search triggers are dropped for it and the index rebuilt once at the end, because their upkeep
// row by row cost several times the writes themselves. PostgreSQL's indexes follow by themselves.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { dialectOf } from './migrate.js';
import type { Database } from './schema.js';
import { kyselyExec, suspendSqliteSearchIndex } from './search-index.sqlite.js';

/**
 * Runs `work` with the search index's row-by-row upkeep off, then rebuilds the index. Call it in
 * a transaction (`db` one): a failure rolls the triggers back with everything else.
 */
export async function withBulkItemWrites<T>(
  db: Kysely<Database>,
  work: () => Promise<T>,
): Promise<T> {
  if (dialectOf(db) !== 'sqlite') return work();
  const restore = await suspendSqliteSearchIndex(kyselyExec(db));
  const result = await work();
  await restore();
  return result;
}

/**
 * SQLite's data_version: it moves when another connection (another process) commits to the file,
 * never for this connection's own writes.
 */
export async function sqliteDataVersion(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  return Number(rows[0]?.data_version);
}
