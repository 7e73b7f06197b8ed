// Loads the deterministic demo catalog into an empty database, in one transaction.
import { sql, type Insertable, type Kysely } from 'kysely';
import { INSERT_ORDER, insertRows } from './batch-insert.js';
import { generateDemoCatalog, type DemoCatalog } from './demo/catalog.js';
import { dialectOf } from './migrate.js';
import { refreshSearchWords } from './search-words.js';
import type { Database } from './schema.js';
import { kyselyExec, suspendSqliteSearchIndex } from './search-index.sqlite.js';
import { suspendNameCopies } from './translations-index.js';

export interface SeedResult {
  /** False when the database already had cars (nothing was written). */
  seeded: boolean;
  /** Rows written per table. */
  counts: Partial<Record<keyof Database, number>>;
}

/** Same key on every process, so concurrent PostgreSQL seeders queue instead of colliding. */
const SEED_LOCK_KEY = 4_242_001;

/** True when the catalog has no cars (a fresh database). */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('cars').select('slug').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Inserts the demo catalog. Re-checks emptiness inside the write transaction (BEGIN IMMEDIATE on
 * SQLite, an advisory lock on PostgreSQL), so two processes starting together seed once.
 */
export async function seedDemo(db: Kysely<Database>): Promise<SeedResult> {
  const catalog = generateDemoCatalog();
  const postgres = dialectOf(db) === 'postgres';
  return db.transaction().execute(async (trx) => {
    if (postgres) await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (!(await isEmpty(trx))) return { seeded: false, counts: {} };
    // One index rebuild at the end costs less than the search triggers' upkeep row by row.
    const restoreSearch = postgres ? null : await suspendSqliteSearchIndex(kyselyExec(trx));
    const restoreCopies = await suspendNameCopies(kyselyExec(trx), dialectOf(trx));
    const counts = await insertCatalog(trx, catalog);
    await restoreCopies();
    await restoreSearch?.();
    await refreshSearchWords(trx);
    return { seeded: true, counts };
  });
}

export async function insertCatalog(
  db: Kysely<Database>,
  catalog: Partial<DemoCatalog>,
): Promise<SeedResult['counts']> {
  const counts: SeedResult['counts'] = {};
  for (const table of INSERT_ORDER) {
    const rows = (catalog[table] ?? []) as Insertable<Database[typeof table]>[];
    await insertRows(db, table, rows);
    counts[table] = rows.length;
  }
  return counts;
}
