// Signing up, logging in and out (decision 13): one argon2id computation per attempt whoever asks,
// the same answer whether or not an address has an account, failed logins capped per address and IP
// (each attempt counted before its password is checked, so a burst of guesses meets the cap too).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Language, LoginRequest, LoginResponse, RegisterRequest } from '@shop/domain';
import { HttpError, TooManyRequests } from '../../lib/http-error.js';
import { inTransaction } from '../../lib/app-context.js';
import type { AppContext } from '../../lib/app-context.js';
import { getOrCreateSetting } from '../settings/settings.service.js';
import type { AccountsDeps } from './accounts-deps.js';
import { accountMessage } from './account-messages.js';
import { mailConfirmation } from './confirmation-mail.js';
import type { AuthUser } from './account-user.js';
import { emailKey, isStaffRole, roleOf, toAccountUser, toAuthUser } from './account-user.js';
import { acceptSecondFactor } from './staff-factor.js';
import * as throttle from './login-throttle.js';
import { refuseWeakPassword } from './new-password.js';
import * as sessions from './sessions.service.js';
import { openSession } from './sessions.service.js';
import * as repo from './users.repository.js';

export type { AuthUser, Role } from './account-user.js';
export { hasRole } from './account-user.js';
export { isStaffRole };
export { createStaff, StaffAddressTaken } from './staff-factor.js';
export { totpCode } from './totp.js';
export { changeStaffRole, listStaffMembers, renewSecondFactor } from './staff-accounts.js';
export type { RoleRefusal } from './staff-accounts.js';
export type { NewStaff, StaffEnrolment } from './staff-factor.js';
export type { AccountsDeps } from './accounts-deps.js';
export { accountMessage } from './account-messages.js';
export { createPasswordHasher } from './password-hashing.js';
export { refuseWeakPassword } from './new-password.js';

/** The shop's pepper of password salts, made once and kept in its settings. */
export function passwordPepper(ctx: AppContext): Promise<string> {
  return getOrCreateSetting(ctx.db, 'password_salt_key', randomBytes(32).toString('base64url'));
}

/** The caller of a token, or null; each use slides the session's expiry. */
export function authenticate(deps: AccountsDeps, token: string): Promise<AuthUser | null> {
  return sessions.authenticate(deps.ctx, deps.config, token, deps.now());
}

/** Drops ended sessions and links, and login counts whose window ended. */
export function sweepExpired(deps: AccountsDeps): Promise<void> {
  return sessions.sweepExpired(deps.ctx, deps.now());
}

/** Who is asking: for limits, the session's device name and the language of the answer. */
export interface Caller {
  ip: string;
  userAgent: string | undefined;
  language: Language;
}

/**
 * A new account, logged in. An address that a confirmed account owns gets a new, unconfirmed
 * account all the same, and its owner a mail: the answer never tells that the address is taken.
 */
export async function register(
  deps: AccountsDeps,
  input: RegisterRequest,
  caller: Caller,
): Promise<LoginResponse> {
  refuseWeakPassword(input.password, caller.language);
  const key = emailKey(input.email);
  const language = input.language ?? caller.language;
  const passwordHash = await deps.hasher.hash(input.password, key);
  const now = deps.now();
  const at = now.toISOString();
  const row = {
    id: randomUUID(),
    name: input.name,
    email: input.email.trim(),
    email_key: key,
    email_confirmed_at: null,
    pending_email: null,
    pending_password_hash: null,
    password_hash: passwordHash,
    language,
    created_at: at,
    updated_at: at,
  };
  const token = await inTransaction(deps.ctx, async (trx) => {
    await repo.insertUser(trx.db, row);
    await mailConfirmation(trx, deps, row, row.email, now);
    return openSession(trx, deps.config, row.id, caller.userAgent, now);
  });
  return { token, user: toAccountUser(toAuthUser({ ...row, role: 'customer' }, '')) };
}

/** A new session for the address and password, or one message for every wrong pair. */
export async function login(
  deps: AccountsDeps,
  input: LoginRequest,
  caller: Caller,
): Promise<LoginResponse> {
  const key = emailKey(input.email);
  const now = deps.now();
  const wait = await throttle.startAttempt(deps.ctx, deps.config, key, caller.ip, now);
  if (wait > 0) throw lockedOut(caller.language, wait);
  const candidates = await repo.findUsersByEmail(deps.ctx.db, key);
  const index = await deps.hasher.match(
    input.password,
    key,
    candidates.map((c) => c.password_hash),
  );
  const user = candidates[index];
  // A wrong password stays counted as the failure it is.
  if (!user)
    throw new HttpError(
      401,
      'invalid_credentials',
      accountMessage(caller.language, 'invalid_credentials'),
    );
  const role = roleOf(user.role);
  // Staff sign in with a second factor; without it, or with a wrong or used one, the same refusal.
  if (isStaffRole(role) && !(await acceptSecondFactor(deps.ctx.db, user.id, input.totp, now)))
    throw new HttpError(
      401,
      'invalid_credentials',
      accountMessage(caller.language, 'invalid_credentials'),
    );
  await throttle.attemptSucceeded(deps.ctx, key, caller.ip);
  if (deps.hasher.outdated(user.password_hash)) {
    const rehashed = await deps.hasher.hash(input.password, key);
    await repo.updateUser(deps.ctx.db, user.id, { password_hash: rehashed });
  }
  const token = await openSession(deps.ctx, deps.config, user.id, caller.userAgent, now, role);
  return { token, user: toAccountUser(toAuthUser(user, '')) };
}

export function lockedOut(language: Language, waitMs: number): TooManyRequests {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new TooManyRequests(accountMessage(language, 'login_locked', { minutes }), waitMs);
}

/** Ends the session of this call's token. */
export async function logout(deps: AccountsDeps, user: AuthUser): Promise<void> {
  await repo.deleteSession(deps.ctx.db, user.id, user.sessionId);
}

/**
 * Checks the account's own password for a sensitive change (email, password, deletion). Wrong
 * answers count as failed logins of the address, so a stolen session cannot guess it either.
 */
export async function verifyOwnPassword(
  deps: AccountsDeps,
  user: AuthUser,
  password: string,
  caller: Caller,
): Promise<repo.UserRow> {
  const row = await repo.findUser(deps.ctx.db, user.id);
  if (!row)
    throw new HttpError(401, 'login_required', accountMessage(caller.language, 'login_required'));
  const wait = await throttle.startAttempt(
    deps.ctx,
    deps.config,
    row.email_key,
    caller.ip,
    deps.now(),
  );
  if (wait > 0) throw lockedOut(caller.language, wait);
  if ((await deps.hasher.match(password, row.email_key, [row.password_hash])) !== 0)
    throw new HttpError(400, 'wrong_password', accountMessage(caller.language, 'wrong_password'));
  await throttle.attemptSucceeded(deps.ctx, row.email_key, caller.ip);
  return row;
}
