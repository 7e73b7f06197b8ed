// Supersessions: an old part number replaced by a newer one, leading to the current item. Chains
// (A by B, B by C) are rows of their own, each naming the item the chain ends at, so a search by
// any old number finds the item in one look-up. Rows come from the demo or an importer.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../client.js';

export function supersessionsMigration(dialect: Dialect): Migration {
  return { up: (db) => up(db, dialect), down };
}

async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('item_supersessions')
    .addColumn('old_ref', 'text', (c) => c.notNull())
    // normaliseReference(old_ref), like item_references.ref_norm: one row per old number.
    .addColumn('old_ref_norm', 'text', (c) => c.primaryKey())
    .addColumn('new_ref', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('item_supersessions_item_id_idx')
    .on('item_supersessions')
    .column('item_id')
    .execute();
  // Byte-wise order, so LIKE 'prefix%' is an index range whatever the database's collation.
  if (dialect === 'postgres')
    await sql`create index item_supersessions_old_ref_norm_prefix_idx
      on item_supersessions (old_ref_norm text_pattern_ops)`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('item_supersessions').ifExists().execute();
}
