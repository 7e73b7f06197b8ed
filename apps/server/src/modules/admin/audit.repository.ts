// The audit log's SQL: rows written in the caller's transaction, read newest first by cursor.
import type { Database, Executor } from '@shop/db';
import type { Insertable, Selectable } from 'kysely';

export type AuditRow = Selectable<Database['audit_log']>;

export async function insertAudit(db: Executor, row: Insertable<Database['audit_log']>) {
  await db.insertInto('audit_log').values(row).execute();
}

export interface AuditFilter {
  /** Who made the changes: their user id, or their email address in any case. */
  actor?: string | undefined;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  /** Only rows older than this (at, id) position. */
  before?: { at: string; id: string } | undefined;
  limit: number;
}

export function listAudit(db: Executor, filter: AuditFilter): Promise<AuditRow[]> {
  let query = db.selectFrom('audit_log').selectAll();
  const actor = filter.actor;
  if (actor !== undefined)
    query = actor.includes('@')
      ? query.where((eb) => eb(eb.fn('lower', ['actor_email']), '=', actor.toLowerCase()))
      : query.where('actor_id', '=', actor);
  if (filter.subjectType !== undefined)
    query = query.where('subject_type', '=', filter.subjectType);
  if (filter.subjectId !== undefined) query = query.where('subject_id', '=', filter.subjectId);
  const before = filter.before;
  if (before)
    query = query.where((eb) =>
      eb.or([
        eb('at', '<', before.at),
        eb.and([eb('at', '=', before.at), eb('id', '<', before.id)]),
      ]),
    );
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

export function findAudit(db: Executor, id: string): Promise<AuditRow | undefined> {
  return db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAuditOf(
  db: Executor,
  subjectType: string,
  subjectId: string,
  action: string,
): Promise<AuditRow | undefined> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .where('action', '=', action)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
