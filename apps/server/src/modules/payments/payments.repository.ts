// All payment SQL: the attempts to pay an order through a provider, and the provider events applied.
import type { Database, Executor } from '@shop/db';
import type { Insertable, Selectable, Updateable } from 'kysely';

export type AttemptRow = Selectable<Database['payment_attempts']>;
export type NewAttempt = Insertable<Database['payment_attempts']>;
export type AttemptChange = Updateable<Database['payment_attempts']>;
export type NewPaymentEvent = Insertable<Database['payment_events']>;

export async function insertAttempt(db: Executor, attempt: NewAttempt): Promise<void> {
  await db.insertInto('payment_attempts').values(attempt).execute();
}

export function findAttempt(db: Executor, id: string): Promise<AttemptRow | undefined> {
  return db.selectFrom('payment_attempts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAttemptByRef(
  db: Executor,
  provider: string,
  ref: string,
): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_ref', '=', ref)
    .executeTakeFirst();
}

/** An order's attempts, newest first. */
export function listAttempts(db: Executor, orderId: string): Promise<AttemptRow[]> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function updateAttempt(
  db: Executor,
  id: string,
  change: AttemptChange,
): Promise<void> {
  await db.updateTable('payment_attempts').set(change).where('id', '=', id).execute();
}

/**
 * Claims a provider event: true the first time, false when it was applied before (or is being
 * applied by a concurrent transaction, which the unique key makes this one wait for).
 */
export async function claimEvent(db: Executor, event: NewPaymentEvent): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values(event)
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function setEventOutcome(
  db: Executor,
  provider: string,
  eventId: string,
  outcome: string,
): Promise<void> {
  await db
    .updateTable('payment_events')
    .set({ outcome })
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .execute();
}

export function listEvents(db: Executor, orderId: string) {
  return db
    .selectFrom('payment_events')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('received_at')
    .execute();
}
