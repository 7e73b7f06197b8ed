// All outbox SQL. Returns plain rows; no query-builder type leaves this file.
import { dialectOf } from '@shop/db';
import type { Database, Executor } from '@shop/db';
import type { Insertable, Selectable, Updateable } from 'kysely';

export type MailRow = Selectable<Database['mail_outbox']>;
export type NewMailRow = Insertable<Database['mail_outbox']>;
export type MailStatus = MailRow['status'];

/** Queues each mail unless one of the same kind, ref and recipient is queued already. */
export async function insertMailOnce(db: Executor, rows: readonly NewMailRow[]): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values([...rows])
    .onConflict((oc) => oc.columns(['kind', 'ref', 'to_address']).doNothing())
    .execute();
}

function dueMail(db: Executor, now: string) {
  return db
    .selectFrom('mail_outbox')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]));
}

/** Whether any mail is due: a read, so an idle worker takes no write lock. */
export async function hasDueMail(db: Executor, now: string): Promise<boolean> {
  const row = await dueMail(db, now).select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export interface Claim {
  owner: string;
  now: string;
  leaseUntil: string;
  limit: number;
}

/**
 * Leases up to `limit` due mails to `owner` and returns them, oldest due first, in one conditional
 * UPDATE. PostgreSQL: rows another process is claiming at this moment are skipped, not waited for.
 * SQLite: the caller's write transaction keeps other writers out.
 */
export function claimDueMail(db: Executor, claim: Claim): Promise<MailRow[]> {
  const due = dueMail(db, claim.now)
    .select('id')
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(claim.limit);
  const ids = dialectOf(db) === 'postgres' ? due.forUpdate().skipLocked() : due;
  return db
    .updateTable('mail_outbox')
    .set({ lease_owner: claim.owner, lease_until: claim.leaseUntil })
    .where('id', 'in', ids)
    .returningAll()
    .execute();
}

/** Writes `values` and releases the lease, if `owner` still holds it; false when another took it over. */
async function releaseHeld(
  db: Executor,
  id: string,
  owner: string,
  values: Updateable<Database['mail_outbox']>,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ ...values, lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks each of the mails sent (one more attempt) that `owner` still holds; answers those ids. */
export async function markSent(
  db: Executor,
  ids: readonly string[],
  owner: string,
  sentAt: string,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sent',
      attempts: eb('attempts', '+', 1),
      sent_at: sentAt,
      last_error: null,
      lease_owner: null,
      lease_until: null,
    }))
    .where('id', 'in', [...ids])
    .where('lease_owner', '=', owner)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

export interface FailedAttempt {
  attempts: number;
  status: MailStatus;
  nextAttemptAt: string;
  error: string;
}

/** Records a failed attempt, due again at nextAttemptAt (or given up), if `owner` still holds it. */
export function markAttemptFailed(
  db: Executor,
  id: string,
  owner: string,
  attempt: FailedAttempt,
): Promise<boolean> {
  return releaseHeld(db, id, owner, {
    status: attempt.status,
    attempts: attempt.attempts,
    next_attempt_at: attempt.nextAttemptAt,
    last_error: attempt.error,
  });
}

export interface OutboxFilter {
  kind?: string | undefined;
  ref?: string | undefined;
  status?: MailStatus | undefined;
  limit?: number | undefined;
}

/** Mails in the order they were queued, optionally of one kind, ref or status. */
export function listMail(db: Executor, filter: OutboxFilter): Promise<MailRow[]> {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
  if (filter.ref !== undefined) query = query.where('ref', '=', filter.ref);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  return query
    .orderBy('created_at')
    .orderBy('id')
    .limit(filter.limit ?? 100)
    .execute();
}
