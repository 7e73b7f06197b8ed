// Search: full text over item names/descriptions and diagram entry descriptions, and
// prefix look-ups of normalised part numbers. SQLite: FTS5 tables kept in step by triggers plus an
// expression index; PostgreSQL: GIN indexes over immutable tsvector functions and text_pattern_ops
// indexes. The DDL lives in search-index*.ts, which the bulk loader reuses.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../client.js';
import { POSTGRES_SEARCH_DDL, POSTGRES_SEARCH_DROP } from '../search-index.js';
import {
  SQLITE_SEARCH_DDL,
  SQLITE_SEARCH_DROP,
  SQLITE_SEARCH_POPULATE_V1,
  SQLITE_SEARCH_TRIGGERS_V1,
} from '../search-index.sqlite.js';

export function searchMigration(dialect: Dialect): Migration {
  if (dialect === 'postgres') {
    return {
      up: (db) => run(db, POSTGRES_SEARCH_DDL),
      down: (db) => run(db, POSTGRES_SEARCH_DROP),
    };
  }
  return {
    // A database that already holds a catalog gets it indexed now.
    up: (db) =>
      run(db, [
        ...SQLITE_SEARCH_DDL,
        ...Object.values(SQLITE_SEARCH_TRIGGERS_V1),
        ...SQLITE_SEARCH_POPULATE_V1,
      ]),
    down: (db) => run(db, SQLITE_SEARCH_DROP),
  };
}

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
