// Payments through providers: each attempt to pay an order (its id is made before the provider is
// called, so a retried call reuses it), every provider event applied (its identity is the primary
// key, so an event changes an order at most once), and on the order: when an unpaid order
// expires, when it was paid, and a flag that asks staff to look.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function paymentsMigration(): Migration {
  return { up, down };
}

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('country_slug', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Set only for orders paid through a provider; null never expires (invoice, bank transfer).
  await db.schema.alterTable('orders').addColumn('expires_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('paid_at', 'text').execute();
  // e.g. amount_mismatch, paid_after_expiry, paid_twice: money arrived that staff must handle.
  await db.schema.alterTable('orders').addColumn('flag', 'text').execute();
  await db.schema
    .createIndex('orders_expiry_idx')
    .on('orders')
    .columns(['status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('payment_attempts')
    // 32 upper-case hex: Swish's instructionUUID, the checkout's merchant_reference2.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's id of the payment, once it answered.
    .addColumn('provider_ref', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    // What the provider is asked to charge, in minor units of currency.
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payer_alias', 'text')
    .addColumn('token', 'text')
    .addColumn('snippet', 'text')
    .addColumn('payment_reference', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_attempts_order_idx')
    .on('payment_attempts')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('payment_attempts_ref_idx')
    .on('payment_attempts')
    .columns(['provider', 'provider_ref'])
    .unique()
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('attempt_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // What applying it did: paid, flagged, recorded, unknown.
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').ifExists().execute();
  await db.schema.dropTable('payment_attempts').ifExists().execute();
  await db.schema.dropIndex('orders_expiry_idx').ifExists().execute();
  for (const column of ['flag', 'paid_at', 'expires_at', 'country_slug'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
}
