// A read-only SQLite connection for work off the main thread (the search workers): its own
// better-sqlite3 handle on the same WAL file, statements prepared once and reused.
import SqliteDatabase from 'better-sqlite3';

export interface SqliteReader {
  /** Rows of one read-only statement with positional parameters. */
  all<T>(sql: string, params: readonly unknown[]): T[];
  close(): void;
}

/** Opens `file` (which must exist) read-only; writes through it fail. */
export function openSqliteReader(file: string): SqliteReader {
  const raw = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  raw.pragma('busy_timeout = 5000');
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    all<T>(sql: string, params: readonly unknown[]): T[] {
      let statement = statements.get(sql);
      if (!statement) {
        statement = raw.prepare(sql);
        statements.set(sql, statement);
      }
      return statement.all(...params) as T[];
    },
    close: () => raw.close(),
  };
}
