// A throw-away PostgreSQL database for tests and benchmarks, on a server where we may CREATE DATABASE.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { createDb } from './client.js';

export interface TemporaryDatabase {
  /** The new database's URL. */
  url: string;
  /** Its name on the server. */
  name: string;
  /** Drops it once every connection to it has closed. */
  drop(): Promise<void>;
}

/**
 * Creates a database named `<prefix>_<pid>_<random>` on the server `serverUrl` names: empty, or a
 * copy of the database `template` (which must have no open connections), copied file by file:
 * for a seeded catalog faster than PostgreSQL's default block-by-block copy through the log.
 */
export async function createTemporaryPgDatabase(
  serverUrl: string,
  prefix = 'shop_test',
  template?: string,
): Promise<TemporaryDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = createDb(serverUrl);
  try {
    await (
      template
        ? sql`create database ${sql.id(name)} template ${sql.id(template)} strategy file_copy`
        : sql`create database ${sql.id(name)}`
    ).execute(admin.db);
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const again = createDb(serverUrl);
      try {
        await dropWhenIdle(again.db, name);
      } finally {
        await again.close();
      }
    },
  };
}

/**
 * pg's pool.end() resolves before the server has seen every connection close, and forcing the drop
 * then kills those connections mid-goodbye (an uncaught error in a test). So: wait them out.
 */
async function dropWhenIdle<T>(admin: Kysely<T>, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await sql`drop database if exists ${sql.id(name)}`.execute(admin);
      return;
    } catch (error) {
      // 55006: object_in_use (connections still open).
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
}
