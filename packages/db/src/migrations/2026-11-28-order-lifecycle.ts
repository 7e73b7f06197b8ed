// The order lifecycle: each event says who moved the order and from which state; a cancelled order
// says why (only an expired one may be revived by a late payment); an order has at most one open
// payment attempt; and money the shop must give back is a refund row, written with the decision
// and sent to the provider after commit (retried until the provider has it).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function orderLifecycleMigration(): Migration {
  return { up, down };
}

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_events')
    .addColumn('actor', 'text', (c) => c.notNull().defaultTo('system'))
    .execute();
  // Null for the event that created the order (and for events written before this column).
  await db.schema.alterTable('order_events').addColumn('from_status', 'text').execute();
  // e.g. expired, staff: why a cancelled order was cancelled.
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
  // When the customer was sent the confirmation: at once for invoice, transfer and store, when paid
  // for the providers (so an expiry mail goes only to whoever was told the order stands).
  await db.schema.alterTable('orders').addColumn('confirmed_at', 'text').execute();
  // SHA-256 of the placing browser's owner proof: payment status calls show it the order.
  await db.schema.alterTable('orders').addColumn('owner_hash', 'text').execute();
  await sql`update orders set confirmed_at = coalesce(paid_at, created_at)
    where paid_at is not null or expires_at is null`.execute(db);

  // Older data may hold several open attempts for one order: the newest stays open.
  await sql`update payment_attempts set state = 'cancelled'
    where state = 'created' and exists (
      select 1 from payment_attempts newer
      where newer.order_id = payment_attempts.order_id and newer.state = 'created'
        and (newer.created_at > payment_attempts.created_at
          or (newer.created_at = payment_attempts.created_at and newer.id > payment_attempts.id)))`.execute(
    db,
  );
  // One payment at a time: a second attempt for an order cannot be written while one is open.
  await db.schema
    .createIndex('payment_attempts_open_idx')
    .on('payment_attempts')
    .column('order_id')
    .unique()
    .where(sql.ref('state'), '=', 'created')
    .execute();

  await db.schema
    .createTable('payment_refunds')
    // 32 upper-case hex, made before the provider is called: its idempotency key.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('attempt_id', 'text', (c) =>
      c.notNull().references('payment_attempts.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // paid_twice, paid_after_expiry: why the money goes back.
    .addColumn('reason', 'text', (c) => c.notNull())
    // pending (not yet at the provider), created (the provider has it), paid, error.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_try_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A payment is given back once for one reason, however often its event is delivered.
  await db.schema
    .createIndex('payment_refunds_attempt_idx')
    .on('payment_refunds')
    .columns(['attempt_id', 'reason'])
    .unique()
    .execute();
  await db.schema
    .createIndex('payment_refunds_due_idx')
    .on('payment_refunds')
    .columns(['state', 'next_try_at'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_refunds').ifExists().execute();
  await db.schema.dropIndex('payment_attempts_open_idx').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('owner_hash').execute();
  await db.schema.alterTable('orders').dropColumn('confirmed_at').execute();
  await db.schema.alterTable('orders').dropColumn('cancel_reason').execute();
  await db.schema.alterTable('order_events').dropColumn('from_status').execute();
  await db.schema.alterTable('order_events').dropColumn('actor').execute();
}
