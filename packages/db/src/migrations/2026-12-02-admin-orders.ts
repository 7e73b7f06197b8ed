// The console's order list at a million orders: each filter has an index that starts with its
// value and goes on by (created_at, id), so a page newest first is one index range; a customer's
// name is searchable through keys stored with the order; staff write internal notes on orders;
// an order's page reads its provider events and mails by index, and the overview low stock.
import { customerNameKeys } from '@shop/domain';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function adminOrdersMigration(): Migration {
  return { up, down };
}

const BACKFILL_BATCH = 1000;

/** Keys for orders written before the columns: computed here as the shop computes them. */
async function backfillNameKeys(db: Kysely<unknown>): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; billing_address: string }>`
      select id, billing_address from orders where id > ${after} order by id limit ${BACKFILL_BATCH}`.execute(
      db,
    );
    for (const row of rows) {
      const keys = customerNameKeys(JSON.parse(row.billing_address) as Record<string, string>);
      await sql`update orders set name_key = ${keys.name_key}, family_key = ${keys.family_key}
        where id = ${row.id}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last || rows.length < BACKFILL_BATCH) return;
    after = last.id;
  }
}

/** name, then the columns after the leading value: (value, created_at, id). */
const LISTS: [string, string][] = [
  // status, currency and total ride along so the overview's 30 days are summed from the index.
  ['orders_created_idx', 'created_at, id, status, currency, total'],
  ['orders_status_created_idx', 'status, created_at, id'],
  ['orders_country_created_idx', 'country_slug, created_at, id'],
  ['orders_payment_created_idx', 'payment_slug, created_at, id'],
  ['orders_email_created_idx', 'lower(email), created_at, id'],
  ['orders_name_created_idx', 'name_key, created_at, id'],
  ['orders_family_created_idx', 'family_key, created_at, id'],
];

async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['name_key', 'family_key'])
    await db.schema
      .alterTable('orders')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  await backfillNameKeys(db);

  for (const [name, columns] of LISTS)
    await sql`create index ${sql.id(name)} on orders (${sql.raw(columns)})`.execute(db);
  // Few orders carry a flag: a partial index keeps them one short range.
  await sql`create index orders_flagged_idx on orders (created_at, id) where flag is not null`.execute(
    db,
  );
  // lower(email) leads the new email index, which serves every query this one did.
  await db.schema.dropIndex('orders_email_key_idx').execute();

  await db.schema
    .createIndex('payment_events_order_idx')
    .on('payment_events')
    .column('order_id')
    .execute();
  await db.schema.createIndex('mail_outbox_ref_idx').on('mail_outbox').column('ref').execute();
  await db.schema
    .createIndex('items_stock_idx')
    .on('items')
    .columns(['stock_quantity', 'id'])
    .execute();

  await db.schema
    .createTable('order_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text')
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_notes_order_idx')
    .on('order_notes')
    .columns(['order_id', 'at'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_notes').ifExists().execute();
  await db.schema.dropIndex('items_stock_idx').ifExists().execute();
  await db.schema.dropIndex('mail_outbox_ref_idx').ifExists().execute();
  await db.schema.dropIndex('payment_events_order_idx').ifExists().execute();
  await db.schema
    .createIndex('orders_email_key_idx')
    .on('orders')
    .expression(sql`lower(email)`)
    .execute();
  await db.schema.dropIndex('orders_flagged_idx').ifExists().execute();
  for (const [name] of [...LISTS].reverse()) await db.schema.dropIndex(name).ifExists().execute();
  for (const column of ['family_key', 'name_key'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
}
