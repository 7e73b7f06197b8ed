// All contact SQL. Returns plain rows; no query-builder type leaves this file.
import type { Database, Executor } from '@shop/db';
import type { Insertable, Selectable } from 'kysely';

export type ContactMessageRow = Selectable<Database['contact_messages']>;
export type NewContactMessageRow = Insertable<Database['contact_messages']>;

export async function insertContactMessage(db: Executor, row: NewContactMessageRow): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

/** The stored messages, oldest first (for tests and staff). */
export function listContactMessages(db: Executor): Promise<ContactMessageRow[]> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
