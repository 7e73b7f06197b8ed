// Package-internal access to the better-sqlite3 connection behind a handle (bulk loading only).
// Not exported from index.ts: other packages go through Kysely.
import type SqliteDatabase from 'better-sqlite3';
import type { DbHandle } from './client.js';

const connections = new WeakMap<DbHandle, SqliteDatabase.Database>();

export function registerRawSqlite(handle: DbHandle, raw: SqliteDatabase.Database): void {
  connections.set(handle, raw);
}

export function rawSqlite(handle: DbHandle): SqliteDatabase.Database {
  const raw = connections.get(handle);
  if (!raw) throw new Error('This handle has no SQLite connection (was it made by createDb?)');
  return raw;
}
