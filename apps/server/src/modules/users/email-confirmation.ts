// Confirming an address through its mailed link: the address at sign-up, or a new one the customer
// asked for (which replaces the old only once confirmed). A confirmed address belongs to one account.
import type { AccountUser, ChangeEmailRequest, Language, NoticeResponse } from '@shop/domain';
import { isUniqueViolation } from '@shop/db';
import { HttpError } from '../../lib/http-error.js';
import { inTransaction } from '../../lib/app-context.js';
import type { AccountsDeps } from './accounts-deps.js';
import { accountMessage } from './account-messages.js';
import { peekLink, takeLink } from './account-links.js';
import { queueAccountMail } from './account-mail.js';
import { mailConfirmation } from './confirmation-mail.js';
import type { AuthUser } from './account-user.js';
import { emailKey, toAccountUser, toAuthUser } from './account-user.js';
import * as repo from './users.repository.js';
import type { Caller } from './users.service.js';
import { verifyOwnPassword } from './users.service.js';

function invalidLink(language: Language): HttpError {
  return new HttpError(400, 'invalid_link', accountMessage(language, 'invalid_link'));
}

/**
 * Confirms the address of a link: the account's own, or its pending new one, which then replaces
 * it. Only the account itself may use its link: the mailbox alone does not prove whose account it
 * is (someone may have signed up with another person's address), so the caller must be logged in
 * to it; anyone else's call leaves the link unused.
 */
export async function confirmEmail(
  deps: AccountsDeps,
  caller: AuthUser,
  token: string,
  asker: Caller,
): Promise<AccountUser> {
  const now = deps.now();
  const at = now.toISOString();
  const peeked = await peekLink(deps.ctx, token, 'confirm_email', now);
  if (peeked?.user_id !== caller.id) throw invalidLink(asker.language);
  try {
    return await inTransaction(deps.ctx, async (trx) => {
      const link = await takeLink(trx, token, 'confirm_email', now);
      const user = link && (await repo.findUser(trx.db, link.user_id));
      if (!link?.email_key || !user) throw invalidLink(asker.language);
      const owner = await repo.findConfirmedOwner(trx.db, link.email_key);
      if (owner && owner.id !== user.id) throw invalidLink(asker.language);
      let change: repo.UserChange;
      if (link.email_key === user.email_key) change = { email_confirmed_at: at };
      else if (user.pending_email && emailKey(user.pending_email) === link.email_key)
        change = {
          email: user.pending_email,
          email_key: link.email_key,
          password_hash: user.pending_password_hash ?? user.password_hash,
          email_confirmed_at: at,
          pending_email: null,
          pending_password_hash: null,
        };
      else throw invalidLink(asker.language);
      await repo.updateUser(trx.db, user.id, { ...change, updated_at: at });
      return toAccountUser(toAuthUser({ ...user, ...change } as repo.UserRow, ''));
    });
  } catch (error) {
    // Another account confirmed the address in the same instant: the unique index refused this one.
    if (isUniqueViolation(error)) throw invalidLink(asker.language);
    throw error;
  }
}

/** Mails the confirmation link again: to the pending new address, else to the unconfirmed one. */
export async function resendConfirmation(
  deps: AccountsDeps,
  user: AuthUser,
  caller: Caller,
): Promise<NoticeResponse> {
  const row = await repo.findUser(deps.ctx.db, user.id);
  const to = row?.pending_email ?? (row && !row.email_confirmed_at ? row.email : null);
  if (row && to) {
    await inTransaction(deps.ctx, (trx) => mailConfirmation(trx, deps, row, to, deps.now()));
  }
  return { message: accountMessage(caller.language, 'confirm_sent', { email: to ?? user.email }) };
}

/**
 * A new address for the account, confirmed by a link mailed to it; until then the old one stays.
 * The password proves who asks, and is hashed again for the new address's salt.
 */
export async function changeEmail(
  deps: AccountsDeps,
  user: AuthUser,
  input: ChangeEmailRequest,
  caller: Caller,
): Promise<AccountUser> {
  const row = await verifyOwnPassword(deps, user, input.password, caller);
  const email = input.email.trim();
  const key = emailKey(email);
  const now = deps.now();
  if (key === row.email_key) {
    await repo.updateUser(deps.ctx.db, row.id, {
      pending_email: null,
      pending_password_hash: null,
    });
    return toAccountUser(toAuthUser({ ...row, pending_email: null }, ''));
  }
  const pendingHash = await deps.hasher.hash(input.password, key);
  await inTransaction(deps.ctx, async (trx) => {
    await repo.updateUser(trx.db, row.id, {
      pending_email: email,
      pending_password_hash: pendingHash,
      updated_at: now.toISOString(),
    });
    await mailConfirmation(trx, deps, row, email, now);
    // The address that still holds the account hears of it: a stolen session cannot move it quietly.
    await queueAccountMail(trx, {
      kind: 'email_changing',
      to: row.email,
      language: row.language as Language,
      values: { name: row.name, email },
      ref: `${row.id}:${now.toISOString()}`,
    });
  });
  return toAccountUser(toAuthUser({ ...row, pending_email: email }, ''));
}
