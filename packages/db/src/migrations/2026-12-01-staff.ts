// Staff: a second factor for every staff or admin login (a TOTP secret, the last time step used so
// a code works once, and one-time recovery codes kept as hashes), and the audit log the console
// writes in the same transaction as each change it makes.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function staffMigration(): Migration {
  return { up, down };
}

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_totp')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // RFC 4648 base32, as authenticator apps take it.
    .addColumn('secret', 'text', (c) => c.notNull())
    // The 30-second step of the last accepted code: a code is accepted once, and never an older one.
    .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the code: high-entropy codes need no slow hash.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('staff_recovery_codes_pkey', ['user_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    // Kept when the account is gone: the email says who it was.
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    // E.g. 'order.ship', 'item.price', 'settings.country'.
    .addColumn('action', 'text', (c) => c.notNull())
    // What changed: 'order', 'item', 'setting', 'user', and its id.
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    // JSON of the changed fields before and after; null where there was nothing.
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['subject_type', 'subject_id', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_log_actor_idx')
    .on('audit_log')
    .columns(['actor_id', 'at'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
  await db.schema.dropTable('staff_recovery_codes').ifExists().execute();
  await db.schema.dropTable('staff_totp').ifExists().execute();
}
