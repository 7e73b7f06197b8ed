// A mail may carry attachments the worker renders when it sends (an order's invoice PDF): the row
// names them as JSON, so the outbox stays small and a resend attaches the same document.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function mailAttachmentsMigration(): Migration {
  return {
    up: (db: Kysely<unknown>) =>
      db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute(),
    down: (db: Kysely<unknown>) =>
      db.schema.alterTable('mail_outbox').dropColumn('attachments').execute(),
  };
}
