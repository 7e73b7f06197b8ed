// Contact messages: what a customer wrote through the contact form, kept beside the mails the outbox
// sends about it (to the shop, and the acknowledgement to the customer).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function contactMigration(): Migration {
  return { up, down };
}

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('car_slug', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_created_idx')
    .on('contact_messages')
    .column('created_at')
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').ifExists().execute();
}
