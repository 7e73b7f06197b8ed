// The audit log: every change made in the console is recorded, in the transaction that makes it, with
// who made it, what it changed (the fields before and after) and why. Read by person or by subject.
import { randomUUID } from 'node:crypto';
import type { AuditEntry, AuditPage, AuditQuery, AuditSubject, Language } from '@shop/domain';
import { textsIn } from '../../i18n/index.js';
import type { AppContext } from '../../lib/app-context.js';
import { badRequest } from '../../lib/http-error.js';
import * as repo from './audit.repository.js';
import type { AuditRow } from './audit.repository.js';

/** Who made a change. */
export interface Actor {
  id: string;
  email: string;
}

export interface AuditChange {
  /** E.g. 'order.ship', 'item.price'. */
  action: string;
  subject: { type: AuditSubject; id: string };
  before?: unknown;
  after?: unknown;
  reason?: string | null | undefined;
}

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/**
 * Records `change` by `actor` through `trx`: call it inside the transaction that makes the change.
 * Answers the row's id.
 */
export async function recordAudit(
  trx: AppContext,
  actor: Actor,
  change: AuditChange,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await repo.insertAudit(trx.db, {
    id,
    at: now.toISOString(),
    actor_id: actor.id,
    actor_email: actor.email,
    action: change.action,
    subject_type: change.subject.type,
    subject_id: change.subject.id,
    before: json(change.before),
    after: json(change.after),
    reason: change.reason ?? null,
  });
  return id;
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: { id: row.actor_id, email: row.actor_email },
    action: row.action,
    subject: { type: row.subject_type, id: row.subject_id },
    before: parse(row.before),
    after: parse(row.after),
    reason: row.reason,
  };
}

/** The row with that id, read through `ctx` (the caller's transaction, when it is one). */
export async function findAudit(ctx: AppContext, id: string): Promise<AuditEntry | undefined> {
  const row = await repo.findAudit(ctx.db, id);
  return row && toEntry(row);
}

/** The newest row of `action` on that subject, if any. */
export async function findAuditOf(
  ctx: AppContext,
  subject: { type: AuditSubject; id: string },
  action: string,
): Promise<AuditEntry | undefined> {
  const row = await repo.findAuditOf(ctx.db, subject.type, subject.id, action);
  return row && toEntry(row);
}

const cursorOf = (row: AuditRow) => Buffer.from(`${row.at}|${row.id}`).toString('base64url');

function positionOf(cursor: string, language: Language): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id)
    throw badRequest(textsIn(language)('admin.errors.invalid_cursor'), 'invalid_cursor');
  return { at, id };
}

/** A page of the log, newest first, of one person or one subject when asked. */
export async function listAudit(
  ctx: AppContext,
  query: AuditQuery,
  language: Language,
): Promise<AuditPage> {
  const rows = await repo.listAudit(ctx.db, {
    actor: query.actor,
    subjectType: query.subjectType,
    subjectId: query.subjectId,
    before: query.after === undefined ? undefined : positionOf(query.after, language),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map(toEntry),
    next: rows.length > query.limit && last ? cursorOf(last) : null,
  };
}
