// Kysely's SQLite driver prepares every query anew; the shop runs the same few hundred statements
// all day, so the connection it sees keeps its prepared statements (most recently used first).
import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Statements kept per connection: the shop's distinct SQL, with room for IN-lists of many sizes. */
const STATEMENT_CACHE_SIZE = 512;

/** SQLite caps memory maps near 2 GiB unless built otherwise; larger files map their first part. */
export const SQLITE_MMAP_BYTES = 2_147_418_112;

/** The connection as Kysely's dialect wants it, preparing each distinct SQL text once. */
export function withStatementCache(
  raw: SqliteDatabase.Database,
  size = STATEMENT_CACHE_SIZE,
): KyselySqliteDatabase {
  // A hit costs one lookup: recency is a counter, and only a miss in a full cache looks for the oldest.
  const statements = new Map<string, { statement: SqliteDatabase.Statement; used: number }>();
  let clock = 0;
  const evictOldest = () => {
    let oldest: string | undefined;
    let at = Infinity;
    for (const [sql, entry] of statements)
      if (entry.used < at) {
        at = entry.used;
        oldest = sql;
      }
    if (oldest !== undefined) statements.delete(oldest);
  };
  return {
    close: () => raw.close(),
    prepare(sql: string) {
      clock += 1;
      const entry = statements.get(sql);
      // A statement still being iterated (a stream) cannot run again: that caller gets its own.
      if (entry?.statement.busy) return raw.prepare(sql);
      if (entry) {
        entry.used = clock;
        return entry.statement;
      }
      const statement = raw.prepare(sql);
      if (statements.size >= size) evictOldest();
      statements.set(sql, { statement, used: clock });
      return statement;
    },
  };
}
