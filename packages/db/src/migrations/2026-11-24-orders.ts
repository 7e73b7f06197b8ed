// Orders: the order (its draft id is the idempotency key), its lines as snapshots, its status
// events, and the sequence (PostgreSQL) or counter (SQLite) that gives each order a number a
// customer can read on the phone.
// Money columns are integers in the order currency's minor units.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../client.js';

export function ordersMigration(dialect: Dialect): Migration {
  return { up: (db) => up(db, dialect), down: (db) => down(db, dialect) };
}

/** The first order number: six digits from the start, so numbers never change length early. */
export const FIRST_ORDER_NUMBER = 100_001;

async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    // A sequence hands out numbers without a lock held to commit, so orders don't queue on it
    // (a rolled-back order leaves a gap, which an order number may have).
    await sql`create sequence order_number_seq start ${sql.lit(FIRST_ORDER_NUMBER)}`.execute(db);
  } else {
    // SQLite writers are serialised anyway: a counter row does.
    await db.schema
      .createTable('counters')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'integer', (c) => c.notNull())
      .execute();
    await sql`insert into counters (name, value) values ('order_number', ${FIRST_ORDER_NUMBER - 1})`.execute(
      db,
    );
  }

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    // SHA-256 of the normalised draft: the same id with other content is refused.
    .addColumn('draft_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('country_id', 'text', (c) => c.notNull())
    .addColumn('country_name', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('currency_symbol', 'text', (c) => c.notNull())
    .addColumn('euro_rate', 'real', (c) => c.notNull())
    .addColumn('exponent', 'integer', (c) => c.notNull())
    .addColumn('vat_rate', 'integer', (c) => c.notNull())
    .addColumn('transport_id', 'text', (c) => c.notNull())
    .addColumn('transport_name', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('payment_slug', 'text', (c) => c.notNull())
    .addColumn('payment_name', 'text', (c) => c.notNull())
    .addColumn('items_total', 'integer', (c) => c.notNull())
    .addColumn('shipping', 'integer', (c) => c.notNull())
    .addColumn('handling', 'integer', (c) => c.notNull())
    .addColumn('campaign', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('vat', 'integer', (c) => c.notNull())
    // JSON of the address as given; shipping is null when the billing address serves.
    .addColumn('billing_address', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_email_idx').on('orders').column('email').execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // No foreign key: the line is a snapshot and outlives the item.
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    // Taken from stock at order time; the rest waits for the supplier.
    .addColumn('stocked_quantity', 'integer', (c) => c.notNull())
    .addColumn('backorder_quantity', 'integer', (c) => c.notNull())
    .addColumn('arrival', 'text', (c) => c.notNull())
    .addColumn('backorder_arrival', 'text')
    .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('order_events')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_events_pk', ['order_id', 'position'])
    .execute();
}

async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.dropTable('order_events').ifExists().execute();
  await db.schema.dropTable('order_lines').ifExists().execute();
  await db.schema.dropTable('orders').ifExists().execute();
  if (dialect === 'postgres') await sql`drop sequence if exists order_number_seq`.execute(db);
  else await db.schema.dropTable('counters').ifExists().execute();
}
