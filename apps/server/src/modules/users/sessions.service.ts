// Sessions: a login opens one and hands out its token once; each use slides its expiry up to the
// hard limit; the customer lists them and ends one or all.
import { randomBytes } from 'node:crypto';
import type { SessionView } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import type { AccountsConfig } from '../../plugins/accounts-config.js';
import type { AuthUser } from './account-user.js';
import { isStaffRole, toAuthUser } from './account-user.js';
import type { Role } from './account-user.js';
import { newSecretToken, tokenHash } from './link-tokens.js';
import * as repo from './users.repository.js';

/** A session is written back at most this often, not on every call. */
const TOUCH_EVERY_MS = 60_000;
const USER_AGENT_MAX = 200;

type SessionTimes = Pick<
  AccountsConfig,
  'sessionIdleMs' | 'sessionMaxMs' | 'staffSessionIdleMs' | 'staffSessionMaxMs'
>;

/** How long a session of `role` lasts unused, and at most. */
function timesOf(config: SessionTimes, role: Role): { idleMs: number; maxMs: number } {
  return isStaffRole(role)
    ? { idleMs: config.staffSessionIdleMs, maxMs: config.staffSessionMaxMs }
    : { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs };
}

/** Opens a session for the user and returns its token, the only time it exists in clear. */
export async function openSession(
  ctx: AppContext,
  config: SessionTimes,
  userId: string,
  userAgent: string | undefined,
  now: Date,
  role: Role = 'customer',
): Promise<string> {
  const token = newSecretToken();
  const at = now.getTime();
  const { idleMs, maxMs } = timesOf(config, role);
  const hard = at + maxMs;
  await repo.insertSession(ctx.db, {
    id: randomBytes(12).toString('base64url'),
    user_id: userId,
    token_hash: tokenHash(token),
    created_at: now.toISOString(),
    last_used_at: now.toISOString(),
    expires_at: new Date(Math.min(at + idleMs, hard)).toISOString(),
    hard_expires_at: new Date(hard).toISOString(),
    user_agent: (userAgent ?? '').slice(0, USER_AGENT_MAX),
  });
  return token;
}

/** The user a token belongs to, or null (unknown, expired, revoked); a use moves the expiry on. */
export async function authenticate(
  ctx: AppContext,
  config: SessionTimes,
  token: string,
  now: Date,
): Promise<AuthUser | null> {
  const found = await repo.findSessionByToken(ctx.db, tokenHash(token), now.toISOString());
  if (!found) return null;
  const user = toAuthUser({ ...found, id: found.user_id }, found.session_id);
  if (now.getTime() - Date.parse(found.last_used_at) >= TOUCH_EVERY_MS) {
    const hard = Date.parse(found.hard_expires_at);
    const { idleMs } = timesOf(config, user.role);
    await repo.touchSession(ctx.db, found.session_id, {
      last_used_at: now.toISOString(),
      expires_at: new Date(Math.min(now.getTime() + idleMs, hard)).toISOString(),
    });
  }
  return user;
}

export async function listSessions(
  ctx: AppContext,
  user: AuthUser,
  now: Date,
): Promise<SessionView[]> {
  const rows = await repo.listSessions(ctx.db, user.id, now.toISOString());
  // This device first, then the others by when they were last used.
  rows.sort((a, b) => Number(b.id === user.sessionId) - Number(a.id === user.sessionId));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
    userAgent: row.user_agent,
    current: row.id === user.sessionId,
  }));
}

/** Ends one of the user's sessions; false when there is no such session of theirs. */
export function endSession(ctx: AppContext, user: AuthUser, id: string): Promise<boolean> {
  return repo.deleteSession(ctx.db, user.id, id);
}

/** Ends every session of the user but the one of this call (all when `keepCurrent` is false). */
export function endSessions(ctx: AppContext, user: AuthUser, keepCurrent: boolean): Promise<void> {
  return repo.deleteSessions(ctx.db, user.id, keepCurrent ? user.sessionId : null);
}

/** Drops ended sessions, used and expired links, and login counts whose window ended. */
export function sweepExpired(ctx: AppContext, now: Date): Promise<void> {
  return repo.deleteExpired(ctx.db, now.toISOString());
}
