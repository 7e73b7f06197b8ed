// One search interface, two engines: SQLite (FTS5) and PostgreSQL (tsvector), chosen from the
// database the app runs on.
import type { Executor } from '@shop/db';
import { dialectOf, openSqliteReadPool } from '@shop/db';
import { CompiledQuery, sql } from 'kysely';
import { postgresEngine } from './postgres.engine.js';
import type { AppContext } from '../../lib/app-context.js';
import { itemNameMemory, sqliteEngine } from './sqlite.engine.js';
import type { EngineMemory, SearchEngine } from './search.types.js';
import { catalogWords } from './search.vocabulary.js';

/**
 * SQLite search runs in this many worker threads. Measured on a million items: ~1 ms slower per
 * search than in-process, but a catalog route's p99 beside searches at full load is far lower.
 */
const SEARCH_WORKERS = 2;

/** The file behind the main SQLite database; null for an in-memory one. */
async function sqliteFile(db: Executor): Promise<string | null> {
  const { rows } = await sql<{
    file: string;
  }>`select file from pragma_database_list where name = 'main'`.execute(db);
  const file = rows[0]?.file ?? '';
  return file === '' ? null : file;
}

/** The app's search engine; what it keeps between searches is cleared when the catalog changes. */
export async function createSearchEngine(ctx: AppContext): Promise<SearchEngine> {
  const { db } = ctx;
  const memory: EngineMemory = {
    words: () => catalogWords(ctx),
    names: ctx.caches.get('search.item-names', ['items'], itemNameMemory),
  };
  if (dialectOf(db) === 'postgres') return postgresEngine(db, memory);
  const file = await sqliteFile(db);
  // An in-memory database cannot be shared with other connections: search it in process.
  if (file !== null) {
    const pool = await openSqliteReadPool(file, SEARCH_WORKERS);
    return sqliteEngine((text, params) => pool.all(text, params), pool.close, memory);
  }
  return sqliteEngine(
    async <T>(text: string, params: readonly unknown[]) =>
      (await db.executeQuery<T>(CompiledQuery.raw(text, [...params]))).rows as T[],
    () => Promise.resolve(),
    memory,
  );
}
