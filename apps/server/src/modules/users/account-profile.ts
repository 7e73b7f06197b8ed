// The customer's own changes: name and language, password (other sessions end), and deleting the
// account (its orders stay for bookkeeping, without what the law lets the shop drop).
import type {
  AccountUser,
  ChangePasswordRequest,
  DeleteAccountRequest,
  ProfileRequest,
} from '@shop/domain';
import { HttpError } from '../../lib/http-error.js';
import { inTransaction } from '../../lib/app-context.js';
import * as orders from '../orders/orders.service.js';
import type { AccountsDeps } from './accounts-deps.js';
import { accountMessage } from './account-messages.js';
import type { AuthUser } from './account-user.js';
import { toAccountUser } from './account-user.js';
import { queuePasswordChanged } from './password-reset.js';
import * as repo from './users.repository.js';
import type { Caller } from './users.service.js';
import { refuseWeakPassword, verifyOwnPassword } from './users.service.js';

export async function updateProfile(
  deps: AccountsDeps,
  user: AuthUser,
  input: ProfileRequest,
): Promise<AccountUser> {
  const language = input.language ?? user.language;
  await repo.updateUser(deps.ctx.db, user.id, {
    name: input.name,
    language,
    updated_at: deps.now().toISOString(),
  });
  return toAccountUser({ ...user, name: input.name, language });
}

/** A new password: every other session and open reset link ends, and the address is told. */
export async function changePassword(
  deps: AccountsDeps,
  user: AuthUser,
  input: ChangePasswordRequest,
  caller: Caller,
): Promise<void> {
  refuseWeakPassword(input.password, caller.language);
  const row = await verifyOwnPassword(deps, user, input.current, caller);
  const passwordHash = await deps.hasher.hash(input.password, row.email_key);
  const now = deps.now();
  await inTransaction(deps.ctx, async (trx) => {
    await repo.updateUser(trx.db, row.id, {
      password_hash: passwordHash,
      // A pending address keeps a hash of the old password: it is asked for again.
      pending_email: null,
      pending_password_hash: null,
      updated_at: now.toISOString(),
    });
    await repo.deleteSessions(trx.db, row.id, user.sessionId);
    await repo.deleteLinks(trx.db, row.id, 'reset_password');
    await queuePasswordChanged(trx, row, now);
  });
}

/** Deletes the account with its sessions, links, addresses and cart; its orders lose its personal data. */
export async function deleteAccount(
  deps: AccountsDeps,
  user: AuthUser,
  input: DeleteAccountRequest,
  caller: Caller,
): Promise<void> {
  const row = await verifyOwnPassword(deps, user, input.password, caller);
  const confirmed = row.email_confirmed_at ? row.email_key : null;
  await inTransaction(deps.ctx, async (trx) => {
    await orders.forgetCustomer(trx, row.id, confirmed, deps.now());
    await repo.deleteUser(trx.db, row.id);
  });
}

/** 401 when the account of a session is gone (deleted in another tab, say). */
export function loginRequired(caller: Caller): HttpError {
  return new HttpError(401, 'login_required', accountMessage(caller.language, 'login_required'));
}
