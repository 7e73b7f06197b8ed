// The console's order actions: what each line has shipped and given back, the order's money given
// back (its ceiling is the total, checked by the write itself), the shipments with their tracking
// and the embedded checkout's capture, the refunds staff made, and each action's idempotency key.
// Refunds staff make carry money back through payment_refunds like the automatic ones, several per
// payment, so the once-per-reason rule now holds only for the automatic reasons.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function orderActionsMigration(): Migration {
  return { up, down };
}

async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['shipped_quantity', 'refunded_quantity'])
    await db.schema
      .alterTable('order_lines')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  for (const column of ['refunded_amount', 'captured_amount', 'shipping_refunded'])
    await db.schema
      .alterTable('orders')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  // The bank statement's reference staff matched when they marked the order paid.
  await db.schema.alterTable('orders').addColumn('payment_reference', 'text').execute();

  await db.schema
    .createTable('order_shipments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('tracking_number', 'text', (c) => c.notNull())
    .addColumn('tracking_url', 'text')
    // JSON [{itemId, quantity}].
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    // none, pending, captured, failed: the embedded checkout's capture of the amount.
    .addColumn('capture_state', 'text', (c) => c.notNull())
    .addColumn('capture_ref', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_shipments_order_idx')
    .on('order_shipments')
    .columns(['order_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('order_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // In the order's currency, with VAT, and its VAT part.
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('vat', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('shipping', 'integer', (c) => c.notNull())
    .addColumn('restock', 'integer', (c) => c.notNull())
    // swish, checkout (through payment_refunds) or manual (invoice, bank transfer).
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('payment_refund_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_refunds_order_idx')
    .on('order_refunds')
    .columns(['order_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('admin_actions')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // ship, refund, …
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // SHA-256 of the request: the same key with another request is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // What the action made (a shipment's or a refund's id).
    .addColumn('result_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_actions_pkey', ['order_id', 'action', 'key'])
    .execute();

  await db.schema.dropIndex('payment_refunds_attempt_idx').execute();
  await db.schema
    .createIndex('payment_refunds_attempt_idx')
    .on('payment_refunds')
    .columns(['attempt_id', 'reason'])
    .unique()
    .where(sql.ref('reason'), '<>', 'staff')
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from payment_refunds where reason = 'staff'`.execute(db);
  await db.schema.dropIndex('payment_refunds_attempt_idx').execute();
  await db.schema
    .createIndex('payment_refunds_attempt_idx')
    .on('payment_refunds')
    .columns(['attempt_id', 'reason'])
    .unique()
    .execute();
  await db.schema.dropTable('admin_actions').ifExists().execute();
  await db.schema.dropTable('order_refunds').ifExists().execute();
  await db.schema.dropTable('order_shipments').ifExists().execute();
  for (const column of [
    'payment_reference',
    'shipping_refunded',
    'captured_amount',
    'refunded_amount',
  ])
    await db.schema.alterTable('orders').dropColumn(column).execute();
  for (const column of ['refunded_quantity', 'shipped_quantity'])
    await db.schema.alterTable('order_lines').dropColumn(column).execute();
}
