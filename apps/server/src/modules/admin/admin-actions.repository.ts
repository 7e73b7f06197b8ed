// The SQL of console actions' idempotency keys: what each key made, written in the action's
// transaction (the order's row is locked first, so a twin request finds it once committed).
import type { Database, Executor } from '@shop/db';
import type { Insertable, Selectable } from 'kysely';

export type ActionKeyRow = Selectable<Database['admin_actions']>;

export function findActionKey(
  db: Executor,
  orderId: string,
  action: string,
  key: string,
): Promise<ActionKeyRow | undefined> {
  return db
    .selectFrom('admin_actions')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('action', '=', action)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function insertActionKey(
  db: Executor,
  row: Insertable<Database['admin_actions']>,
): Promise<void> {
  await db.insertInto('admin_actions').values(row).execute();
}
