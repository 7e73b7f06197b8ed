// Search (ISSUE 4): full text over item names/descriptions and diagram entry descriptions, and
// prefix look-ups of normalised part numbers. SQLite: FTS5 external-content tables kept in step by
// triggers, plus an expression index; PostgreSQL: GIN indexes over immutable tsvector functions and
// text_pattern_ops indexes. The DDL itself lives in search-index.ts (the bulk loader reuses it).
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../client.js';
import {
  POSTGRES_SEARCH_DDL,
  POSTGRES_SEARCH_DROP,
  SQLITE_FTS_TABLES,
  SQLITE_REFERENCE_INDEX,
  SQLITE_SEARCH_DDL,
  SQLITE_SEARCH_TRIGGERS,
} from '../search-index.js';

export function searchMigration(dialect: Dialect): Migration {
  return dialect === 'postgres'
    ? { up: (db) => run(db, POSTGRES_SEARCH_DDL), down: (db) => run(db, POSTGRES_SEARCH_DROP) }
    : { up: upSqlite, down: downSqlite };
}

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await run(db, [...SQLITE_SEARCH_DDL, ...Object.values(SQLITE_SEARCH_TRIGGERS)]);
  await run(db, [SQLITE_REFERENCE_INDEX]);
  // A database that already holds a catalog gets it indexed now.
  await run(
    db,
    SQLITE_FTS_TABLES.map((table) => `insert into ${table} (${table}) values ('rebuild')`),
  );
}

async function downSqlite(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    ...Object.keys(SQLITE_SEARCH_TRIGGERS).map((name) => `drop trigger if exists ${name}`),
    'drop index if exists diagram_items_reference_norm_idx',
    ...SQLITE_FTS_TABLES.map((table) => `drop table if exists ${table}`),
  ]);
}
