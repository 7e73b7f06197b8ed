// Many rows into one table at the engines' bulk speed: SQLite through cached multi-row statements
// on the raw connection (Kysely's compiling cost as much as the writing at a million rows),
// PostgreSQL through COPY. For staging outside any transaction; each call is its own.
import { once } from 'node:events';
import type { Kysely } from 'kysely';
import { from as copyFrom } from 'pg-copy-streams';
import { dialectOf } from './migrate.js';
import { pgPool } from './raw-pg.js';
import { rawSqlite } from './raw-sqlite.js';
import type { Database } from './schema.js';

export type CopyValue = string | number | null;

/** Rows per SQLite statement, well under its 32,766 variables at a dozen columns. */
const SQLITE_ROWS_PER_STATEMENT = 100;

export interface CopyTarget<T extends keyof Database> {
  table: T;
  columns: readonly (keyof Database[T] & string)[];
  /** A column whose text is JSON, kept in the engine's binary JSON (jsonb). */
  json?: keyof Database[T] & string;
}

export async function copyRows<T extends keyof Database>(
  db: Kysely<Database>,
  target: CopyTarget<T>,
  rows: readonly (readonly CopyValue[])[],
): Promise<void> {
  if (rows.length === 0) return;
  if (dialectOf(db) === 'sqlite') await copySqlite(db, target, rows);
  else await copyPostgres(db, target, rows);
}

const statements = new WeakMap<object, Map<string, { run(values: CopyValue[]): unknown }>>();

async function copySqlite<T extends keyof Database>(
  db: Kysely<Database>,
  { table, columns, json }: CopyTarget<T>,
  rows: readonly (readonly CopyValue[])[],
): Promise<void> {
  const raw = rawSqlite(db);
  const cache = statements.get(raw) ?? new Map();
  statements.set(raw, cache);
  const statement = (count: number) => {
    const key = `${table}:${columns.join(',')}:${json ?? ''}:${count}`;
    let found = cache.get(key);
    if (!found) {
      const tuple = `(${columns.map((c) => (c === json ? 'jsonb(?)' : '?')).join(', ')})`;
      found = raw.prepare(
        `insert into ${table} (${columns.join(', ')}) values ${Array(count).fill(tuple).join(', ')}`,
      );
      cache.set(key, found);
    }
    return found;
  };
  // Holding Kysely's one connection keeps every other statement out of this transaction.
  await db.connection().execute(async () => {
    raw.transaction(() => {
      for (let start = 0; start < rows.length; start += SQLITE_ROWS_PER_STATEMENT) {
        const page = rows.slice(start, start + SQLITE_ROWS_PER_STATEMENT);
        statement(page.length).run(page.flat());
      }
    })();
  });
}

/** COPY's text format: tab between columns, \N for null, backslash escapes. */
const copyText = (value: CopyValue) =>
  value === null
    ? '\\N'
    : String(value).replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      );

async function copyPostgres<T extends keyof Database>(
  db: Kysely<Database>,
  { table, columns }: CopyTarget<T>,
  rows: readonly (readonly CopyValue[])[],
): Promise<void> {
  const pool = pgPool(db);
  if (!pool)
    throw new Error('This Kysely instance has no PostgreSQL pool (was it made by createDb?)');
  const client = await pool.connect();
  try {
    const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
    const text = rows.map((row) => `${row.map(copyText).join('\t')}\n`).join('');
    stream.end(text);
    await once(stream, 'finish');
  } finally {
    client.release();
  }
}
