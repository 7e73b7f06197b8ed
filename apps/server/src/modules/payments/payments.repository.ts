// All payment SQL: the attempts to pay an order through a provider, and the provider events applied.
import type { Database, Executor } from '@shop/db';
import type { Insertable, Selectable, Updateable } from 'kysely';

export type AttemptRow = Selectable<Database['payment_attempts']>;
export type NewAttempt = Insertable<Database['payment_attempts']>;
export type AttemptChange = Updateable<Database['payment_attempts']>;
export type NewPaymentEvent = Insertable<Database['payment_events']>;
export type RefundRow = Selectable<Database['payment_refunds']>;
export type NewRefund = Insertable<Database['payment_refunds']>;
export type RefundChange = Updateable<Database['payment_refunds']>;

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

/** The attempt an event is about: by the provider's id, else by the shop's id it echoes. */
export async function findAttemptForEvent(
  db: Executor,
  provider: string,
  ref: string,
  attemptId: string | null,
): Promise<AttemptRow | undefined> {
  const byRef = await findAttemptByRef(db, provider, ref);
  if (byRef || attemptId === null) return byRef;
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

/** The order's open attempt (at most one: a unique index holds it). */
export function findOpenAttempt(db: Executor, orderId: string): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('state', '=', 'created')
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

/** A refund, once per paid attempt and reason: false when it was already written. */
export async function insertRefundOnce(db: Executor, refund: NewRefund): Promise<boolean> {
  const result = await db
    .insertInto('payment_refunds')
    .values(refund)
    // Its unique index (attempt, reason) covers the automatic reasons only, so no target is named.
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** A refund staff made (several per payment). */
export async function insertRefund(db: Executor, refund: NewRefund): Promise<void> {
  await db.insertInto('payment_refunds').values(refund).execute();
}

/** Refunds not yet at the provider whose next try is due, oldest first. */
export function listDueRefunds(db: Executor, now: string, limit: number): Promise<RefundRow[]> {
  return db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('state', '=', 'pending')
    .where('next_try_at', '<=', now)
    .orderBy('next_try_at')
    .limit(limit)
    .execute();
}

/** Takes a due refund for one try (until `leaseUntil`); false when another process took it. */
export async function leaseRefund(
  db: Executor,
  refund: RefundRow,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_refunds')
    .set({ next_try_at: leaseUntil, tries: refund.tries + 1 })
    .where('id', '=', refund.id)
    .where('state', '=', 'pending')
    .where('tries', '=', refund.tries)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Changes a refund still waiting on its provider; one that reached paid or error stays so. */
export async function updateOpenRefund(
  db: Executor,
  id: string,
  change: RefundChange,
): Promise<void> {
  await db
    .updateTable('payment_refunds')
    .set(change)
    .where('id', '=', id)
    .where('state', 'in', ['pending', 'created'])
    .execute();
}

/**
 * Moves the refund with this id (or provider reference) to its final state, once: answers the
 * refund when this call moved it, else undefined (unknown, or final already).
 */
export function finishRefund(
  db: Executor,
  ref: string,
  state: 'paid' | 'error',
  at: string,
): Promise<RefundRow | undefined> {
  return db
    .updateTable('payment_refunds')
    .set({ state, updated_at: at })
    .where((eb) => eb.or([eb('id', '=', ref), eb('provider_ref', '=', ref)]))
    .where('state', 'in', ['pending', 'created'])
    .returningAll()
    .executeTakeFirst();
}

/** The attempt that paid the order (the first; a later one is given back on its own). */
export function findPaidAttempt(db: Executor, orderId: string): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('state', '=', 'paid')
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
}

export function findRefund(db: Executor, id: string): Promise<RefundRow | undefined> {
  return db.selectFrom('payment_refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The refunds of some attempts, oldest first. */
export function listRefunds(db: Executor, attemptIds: readonly string[]): Promise<RefundRow[]> {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('attempt_id', 'in', [...attemptIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
