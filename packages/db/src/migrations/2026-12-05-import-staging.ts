// Faster staging for a million-row import: no index on import_rows' keys (its upkeep cost more
// than the rest of staging; repeated keys are found with one sort instead), and the staged row in
// the engine's binary JSON (SQLite's JSONB blob, PostgreSQL's jsonb), so the apply's set-based
// statements read its fields without parsing text again.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../client.js';

export function importStagingMigration(dialect: Dialect): Migration {
  return { up: (db) => up(db, dialect), down: (db) => down(db, dialect) };
}

async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.dropIndex('import_rows_key_idx').execute();
  // Staged rows are only ever in flight; a run in progress during the upgrade starts again.
  await sql`delete from import_rows`.execute(db);
  if (dialect === 'postgres')
    await sql`alter table import_rows alter column data type jsonb using data::jsonb`.execute(db);
}

async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`delete from import_rows`.execute(db);
  if (dialect === 'postgres')
    await sql`alter table import_rows alter column data type text using data::text`.execute(db);
  await db.schema
    .createIndex('import_rows_key_idx')
    .on('import_rows')
    .columns(['import_id', 'key', 'line'])
    .execute();
}
