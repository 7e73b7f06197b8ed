// Catalog imports: each upload's run (its state, progress and report), its rows staged for the
// report and the apply, and the suppliers' saved column mappings.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function catalogImportsMigration(): Migration {
  return { up, down };
}

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text')
    .addColumn('kind', 'text')
    // staging, staged, applying, applied, cancelled, failed
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_bytes', 'bigint')
    .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_per_second', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON ImportReport, once staged.
    .addColumn('report', 'text')
    .addColumn('apply_mode', 'text')
    .addColumn('applied_rows', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('import_runs_created_idx')
    .on('import_runs')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('import_rows')
    .addColumn('import_id', 'text', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // create, update, unchanged, invalid
    .addColumn('action', 'text', (c) => c.notNull())
    // The row as read (JSON), for the apply; null for an invalid row.
    .addColumn('data', 'text')
    .addPrimaryKeyConstraint('import_rows_pk', ['import_id', 'line'])
    .execute();
  await db.schema
    .createIndex('import_rows_key_idx')
    .on('import_rows')
    .columns(['import_id', 'key', 'line'])
    .execute();

  await db.schema
    .createTable('import_mappings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON: our column -> the supplier's.
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_mappings').execute();
  await db.schema.dropTable('import_rows').execute();
  await db.schema.dropTable('import_runs').execute();
}
