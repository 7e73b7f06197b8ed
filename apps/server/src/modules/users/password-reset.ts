// A forgotten password: a one-time link by mail (the same answer whether or not the address has an
// account), then a new password that ends every session and logs in afresh.
import type {
  ForgotPasswordRequest,
  Language,
  LoginResponse,
  NoticeResponse,
  ResetPasswordRequest,
} from '@shop/domain';
import { HttpError } from '../../lib/http-error.js';
import { inTransaction } from '../../lib/app-context.js';
import type { AccountsDeps } from './accounts-deps.js';
import { accountMessage } from './account-messages.js';
import { queueAccountMail } from './account-mail.js';
import { createLink, peekLink, takeLink } from './account-links.js';
import { emailKey, isStaffRole, roleOf, toAccountUser, toAuthUser } from './account-user.js';
import { acceptSecondFactor } from './staff-factor.js';
import * as accountData from './account-data.repository.js';
import * as throttle from './login-throttle.js';
import * as repo from './users.repository.js';
import { openSession } from './sessions.service.js';
import type { Caller } from './users.service.js';
import { refuseWeakPassword } from './users.service.js';

/** Reset mails to one address per window: enough to retry, too few to flood a mailbox. */
const MAILS_PER_WINDOW = 3;

export async function requestPasswordReset(
  deps: AccountsDeps,
  input: ForgotPasswordRequest,
  caller: Caller,
): Promise<NoticeResponse> {
  const key = emailKey(input.email);
  const now = deps.now();
  const [user] = await repo.findUsersByEmail(deps.ctx.db, key);
  // Counted before the mail is queued, in one statement, so a burst of requests cannot pass it.
  const ends = new Date(now.getTime() + deps.config.loginWindowMs).toISOString();
  const [sent] = await repo.countAttempt(deps.ctx.db, [`reset:${key}`], now.toISOString(), ends);
  if (user && (sent?.failures ?? 0) <= MAILS_PER_WINDOW) {
    await inTransaction(deps.ctx, async (trx) => {
      const link = await createLink(
        trx,
        { userId: user.id, purpose: 'reset_password', validMs: deps.config.resetLinkMs, now },
        deps.publicUrl,
      );
      await queueAccountMail(trx, {
        kind: 'reset_password',
        to: user.email,
        // In the language the request was made in: the person asking reads it now.
        language: caller.language,
        values: { name: user.name, minutes: Math.round(deps.config.resetLinkMs / 60_000) },
        link: link.url,
        ref: link.ref,
      });
    });
  }
  return { message: accountMessage(caller.language, 'forgot_sent') };
}

function invalidLink(language: Language): HttpError {
  return new HttpError(400, 'invalid_link', accountMessage(language, 'invalid_link'));
}

/**
 * The new password for the link's account: every session and reset link of it ends, its address
 * counts as confirmed (the link came through it, unless another account confirmed it first), and
 * the caller is logged in.
 */
export async function resetPassword(
  deps: AccountsDeps,
  input: ResetPasswordRequest,
  caller: Caller,
): Promise<LoginResponse> {
  refuseWeakPassword(input.password, caller.language);
  const now = deps.now();
  const link = await peekLink(deps.ctx, input.token, 'reset_password', now);
  const user = link && (await repo.findUser(deps.ctx.db, link.user_id));
  if (!user) throw invalidLink(caller.language);
  // Hashed before the transaction: a write lock is not held through argon2id.
  const passwordHash = await deps.hasher.hash(input.password, user.email_key);
  const { token, confirmedAt } = await inTransaction(deps.ctx, async (trx) => {
    if (!(await takeLink(trx, input.token, 'reset_password', now)))
      throw invalidLink(caller.language);
    const role = roleOf(user.role);
    if (isStaffRole(role) && !(await acceptSecondFactor(trx.db, user.id, input.totp, now)))
      throw new HttpError(
        401,
        'invalid_credentials',
        accountMessage(caller.language, 'invalid_credentials'),
      );
    const owner = await repo.findConfirmedOwner(trx.db, user.email_key);
    const confirmedAt = user.email_confirmed_at ?? (owner ? null : now.toISOString());
    await repo.updateUser(trx.db, user.id, {
      password_hash: passwordHash,
      email_confirmed_at: confirmedAt,
      // A pending address keeps a hash of the old password: its link would bring that back.
      pending_email: null,
      pending_password_hash: null,
      updated_at: now.toISOString(),
    });
    await repo.deleteSessions(trx.db, user.id, null);
    await repo.deleteLinks(trx.db, user.id, 'reset_password');
    // The mailbox's owner takes over an account someone else may have made with the address:
    // nothing planted in it (an address the checkout would fill in) is kept.
    if (user.email_confirmed_at === null) await accountData.deleteAccountData(trx.db, user.id);
    for (const key of throttle.loginKeys(user.email_key, caller.ip).slice(0, 2))
      await throttle.clearFailures(trx, key);
    await queuePasswordChanged(trx, user, now);
    return {
      token: await openSession(trx, deps.config, user.id, caller.userAgent, now, role),
      confirmedAt,
    };
  });
  return {
    token,
    user: toAccountUser(
      toAuthUser({ ...user, email_confirmed_at: confirmedAt, pending_email: null }, ''),
    ),
  };
}

/** Tells the account's address that its password changed (if it was not them, they can act). */
export function queuePasswordChanged(
  ctx: Parameters<typeof queueAccountMail>[0],
  user: repo.UserRow,
  now: Date,
): Promise<void> {
  return queueAccountMail(ctx, {
    kind: 'password_changed',
    to: user.email,
    language: user.language as Language,
    values: { name: user.name },
    ref: `${user.id}:${now.toISOString()}`,
  });
}
