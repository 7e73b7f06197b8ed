// Package-internal access to the better-sqlite3 connection behind a handle (bulk loading only).
// Not exported from index.ts: other packages go through Kysely.
// Keyed by the handle object itself, so this file needs nothing of client.ts (which registers here).
import type SqliteDatabase from 'better-sqlite3';

const connections = new WeakMap<object, SqliteDatabase.Database>();

export function registerRawSqlite(handle: object, raw: SqliteDatabase.Database): void {
  connections.set(handle, raw);
}

export function rawSqlite(handle: object): SqliteDatabase.Database {
  const raw = connections.get(handle);
  if (!raw) throw new Error('This handle has no SQLite connection (was it made by createDb?)');
  return raw;
}
