// Accounts: the customer, their sessions (tokens kept only as hashes), one-time mailed links, failed
// login counts shared by every process, saved addresses and the account's cart; orders found by
// their email for an account whose address is confirmed.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function accountsMigration(): Migration {
  return { up, down };
}

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // As typed; email_key is its lower-cased form, which every lookup uses.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('email_confirmed_at', 'text')
    // A new address waiting for its link, with the password hashed for its salt.
    .addColumn('pending_email', 'text')
    .addColumn('pending_password_hash', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_email_key_idx').on('users').column('email_key').execute();
  // A confirmed address belongs to one account; unconfirmed sign-ups may share one.
  await db.schema
    .createIndex('users_confirmed_email_idx')
    .on('users')
    .column('email_key')
    .unique()
    .where(sql.ref('email_confirmed_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the bearer token, hex: the token itself is never stored.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    // Slides with use, never past hard_expires_at.
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('hard_expires_at', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('user_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // reset_password or confirm_email.
    .addColumn('purpose', 'text', (c) => c.notNull())
    // The address a confirmation link confirms.
    .addColumn('email_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('user_links_user_idx').on('user_links').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    // email:<address> or ip:<address>.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_addresses_user_idx')
    .on('user_addresses')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('user_carts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('cart', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('orders_user_idx').on('orders').column('user_id').execute();
  await db.schema
    .createIndex('orders_email_key_idx')
    .on('orders')
    .expression(sql`lower(email)`)
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_email_key_idx').execute();
  await db.schema.dropIndex('orders_user_idx').execute();
  for (const table of ['user_carts', 'user_addresses', 'login_failures', 'user_links', 'sessions'])
    await db.schema.dropTable(table).execute();
  await db.schema.dropTable('users').execute();
}
