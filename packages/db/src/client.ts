// Opens the database named by a DATABASE_URL: SQLite (better-sqlite3) or PostgreSQL (pg Pool).
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { DatabaseConnection, SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { PreparingClient } from './pg-prepared.js';
import { registerRawSqlite } from './raw-sqlite.js';
import { startSqliteCheckpointer } from './sqlite-checkpointer.js';
import { registerPgPool } from './raw-pg.js';
import { SQLITE_MMAP_BYTES, withStatementCache } from './sqlite-statements.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

// DESIGN §7: a deferred BEGIN fails with SQLITE_BUSY under concurrent writers, so every
// transaction opened through Kysely takes the write lock up front.
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: KyselySqliteDatabase;

  constructor(database: KyselySqliteDatabase) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}

export interface DbOptions {
  /**
   * SQLite files: checkpoint the write-ahead log in a worker thread rather than inside commits (a
   * server's choice; a short-lived tool does without the thread). `onError` hears if it stops.
   */
  backgroundCheckpoints?: { onError?: (message: string) => void };
}

/** `sqlite:<path>` (relative to cwd), `sqlite::memory:`, `postgres://…` or `postgresql://…`. */
export function createDb(url: string, options: DbOptions = {}): DbHandle {
  if (url.startsWith('sqlite:')) return openSqlite(sqlitePath(url), options);
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return openPostgres(url);
  throw new Error(
    `Unsupported DATABASE_URL '${redact(url)}': use sqlite:<path>, sqlite::memory: or postgres://…`,
  );
}

function sqlitePath(url: string): string {
  // Accept sqlite:data/x.sqlite, sqlite:/abs/x.sqlite and sqlite:///abs/x.sqlite alike.
  const rest = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
  if (rest === '') throw new Error("DATABASE_URL 'sqlite:' needs a file path or :memory:");
  return rest;
}

function openSqlite(path: string, options: DbOptions): DbHandle {
  const memory = path === ':memory:';
  const file = memory ? path : resolve(path);
  if (!memory) mkdirSync(dirname(file), { recursive: true });
  const raw = new SqliteDatabase(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  raw.pragma('synchronous = NORMAL');
  // Reads map the file (shared with the OS page cache) instead of copying each page in.
  if (!memory) raw.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  const dialect = new ImmediateSqliteDialect(withStatementCache(raw));
  const db = new Kysely<Database>({ dialect });
  const checkpoints =
    memory || !options.backgroundCheckpoints
      ? undefined
      : startSqliteCheckpointer(raw, file, options.backgroundCheckpoints);
  const close = async () => {
    await checkpoints?.close();
    await db.destroy();
  };
  const handle: DbHandle = { db, dialect: 'sqlite', close };
  registerRawSqlite(handle, raw);
  registerRawSqlite(db, raw);
  return handle;
}

// COUNT(*) and other int8 results come back as numbers, as they do from SQLite.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: pgTypes,
    Client: PreparingClient,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  registerPgPool(db, pool);
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
