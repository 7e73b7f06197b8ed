// Request quotas shared by every server process: one row per counted key (a limit, a route and a
// client IP or address) with its hits in the current window; ended windows are swept away.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function rateLimitsMigration(): Migration {
  return { up, down };
}

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // ISO 8601 UTC, compared as text like every other timestamp of the schema.
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .execute();
  // The sweep deletes ended windows without reading the whole table.
  await db.schema
    .createIndex('rate_counters_window_ends_idx')
    .on('rate_counters')
    .column('window_ends_at')
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_counters').ifExists().execute();
}
