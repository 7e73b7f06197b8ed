// All SQL of accounts: users, their sessions, one-time links and failed-login counts.
import type { Database, Executor } from '@shop/db';
import { sql } from 'kysely';
import type { Insertable, Selectable, Updateable } from 'kysely';

export type UserRow = Selectable<Database['users']>;
export type NewUser = Insertable<Database['users']>;
export type UserChange = Updateable<Database['users']>;
export type SessionRow = Selectable<Database['sessions']>;
export type NewSession = Insertable<Database['sessions']>;
export type NewLink = Insertable<Database['user_links']>;

export async function insertUser(db: Executor, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The accounts of an address, its holder first: the account that confirmed it, else the oldest
 * (the first to claim it, whose confirmation and reset links the address gets); a few at most.
 */
export function findUsersByEmail(db: Executor, emailKey: string): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email_key', '=', emailKey)
    .orderBy(sql`case when email_confirmed_at is null then 1 else 0 end`)
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .limit(20)
    .execute();
}

/** The account that owns `emailKey` as its confirmed address, if any. */
export function findConfirmedOwner(db: Executor, emailKey: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email_key', '=', emailKey)
    .where('email_confirmed_at', 'is not', null)
    .executeTakeFirst();
}

export async function updateUser(db: Executor, id: string, change: UserChange): Promise<void> {
  await db.updateTable('users').set(change).where('id', '=', id).execute();
}

export async function deleteUser(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** A live session by its token's hash, with its user. */
export function findSessionByToken(db: Executor, hash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at',
      'sessions.hard_expires_at',
      'sessions.last_used_at',
      'users.id as user_id',
      'users.name',
      'users.email',
      'users.email_confirmed_at',
      'users.pending_email',
      'users.role',
      'users.language',
    ])
    .where('sessions.token_hash', '=', hash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function touchSession(
  db: Executor,
  id: string,
  change: { last_used_at: string; expires_at: string },
): Promise<void> {
  await db.updateTable('sessions').set(change).where('id', '=', id).execute();
}

/** The user's live sessions, most recently used first. */
export function listSessions(db: Executor, userId: string, now: string): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_used_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Ends one of the user's sessions; false when it was not theirs or is gone. */
export async function deleteSession(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Ends every session of the user but `keep` (none kept when null). */
export async function deleteSessions(
  db: Executor,
  userId: string,
  keep: string | null,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

export async function deleteExpired(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('user_links').where('expires_at', '<=', now).execute();
  await db.deleteFrom('login_failures').where('window_ends_at', '<=', now).execute();
}

export async function insertLink(db: Executor, link: NewLink): Promise<void> {
  await db.insertInto('user_links').values(link).execute();
}

/** A live, unused link of `purpose`, left as it is. */
export function findLink(db: Executor, hash: string, purpose: string, now: string) {
  return db
    .selectFrom('user_links')
    .select(['user_id', 'email_key'])
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks a live, unused link of `purpose` used and returns it; undefined when there is none. */
export async function takeLink(db: Executor, hash: string, purpose: string, now: string) {
  return db
    .updateTable('user_links')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'email_key'])
    .executeTakeFirst();
}

/** Voids the user's unused links of `purpose`, so only the newest works. */
export async function deleteLinks(db: Executor, userId: string, purpose: string): Promise<void> {
  await db
    .deleteFrom('user_links')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .execute();
}

export interface AttemptCount {
  key: string;
  failures: number;
  window_ends_at: string;
}

/**
 * One more attempt on each of `keys` (a new window for a key whose window ended), in a single
 * statement, so parallel attempts each get a count of their own; answers each key's new count.
 */
export function countAttempt(
  db: Executor,
  keys: readonly string[],
  now: string,
  windowEndsAt: string,
): Promise<AttemptCount[]> {
  const ended = sql<boolean>`login_failures.window_ends_at <= ${now}`;
  // Sorted, so concurrent statements lock the rows in one order (no deadlock on PostgreSQL).
  const rows = [...new Set(keys)]
    .sort()
    .map((key) => ({ key, failures: 1, window_ends_at: windowEndsAt }));
  return db
    .insertInto('login_failures')
    .values(rows)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql`case when ${ended} then 1 else login_failures.failures + 1 end`,
        window_ends_at: sql`case when ${ended} then excluded.window_ends_at else login_failures.window_ends_at end`,
      }),
    )
    .returning(['key', 'failures', 'window_ends_at'])
    .execute();
}

/** Takes one attempt back from `key` (an attempt refused unchecked, or one that succeeded). */
export async function uncountAttempt(db: Executor, key: string): Promise<void> {
  await db
    .updateTable('login_failures')
    .set({ failures: sql`failures - 1` })
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

export async function clearFailures(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}
