// Saved carts (POST /api/carts/): a cart and its lines. Lines name items without a foreign key on
// purpose: an item may leave the catalog later, and reading the cart then reports it, not fails.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function savedCartsMigration(): Migration {
  return { up, down };
}

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cart_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The primary key (cart_id, position) also serves the read of one cart's lines.
  await db.schema
    .createTable('saved_cart_lines')
    .addColumn('cart_id', 'text', (c) =>
      c.notNull().references('saved_carts.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('car', 'text')
    .addPrimaryKeyConstraint('saved_cart_lines_pk', ['cart_id', 'position'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_cart_lines').ifExists().execute();
  await db.schema.dropTable('saved_carts').ifExists().execute();
}
