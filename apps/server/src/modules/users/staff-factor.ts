// The second factor of a staff login: a six-digit code from the authenticator app, accepted once
// (its time step must be later than the last one used), or an unused recovery code.
import { randomUUID } from 'node:crypto';
import type { Executor } from '@shop/db';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import type { AccountsDeps } from './accounts-deps.js';
import { emailKey, isStaffRole } from './account-user.js';
import type { Role } from './account-user.js';
import * as staff from './staff.repository.js';
import {
  isRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
  totpStep,
} from './totp.js';
import * as repo from './users.repository.js';

/** Whether `code` is a valid, unused second factor of the staff member `userId` at `now`. */
export async function acceptSecondFactor(
  db: Executor,
  userId: string,
  code: string | undefined,
  now: Date,
): Promise<boolean> {
  if (code === undefined || code.trim() === '') return false;
  if (isRecoveryCode(code))
    return staff.useRecoveryCode(db, userId, recoveryCodeHash(code), now.toISOString());
  const secret = await staff.findTotpSecret(db, userId);
  const step = secret === undefined ? null : totpStep(secret, code.trim(), now);
  return step !== null && staff.claimTotpStep(db, userId, step);
}

export interface NewStaff {
  email: string;
  name: string;
  password: string;
  role: Extract<Role, 'staff' | 'admin'>;
  language?: string;
}

/** What a new staff member needs once, and never again: the TOTP secret and recovery codes. */
export interface StaffEnrolment {
  userId: string;
  secret: string;
  otpauthUrl: string;
  recoveryCodes: string[];
}

/** The address of a new staff account already belongs to a confirmed account. */
export class StaffAddressTaken extends Error {
  constructor(email: string) {
    super(`${email} already has a confirmed account`);
  }
}

/**
 * A staff account with a confirmed address, its TOTP secret and ten recovery codes. An address
 * that already belongs to a confirmed account is refused: a customer is never made staff unasked.
 * `alsoDo` runs in the same transaction (the console's audit row).
 */
export async function createStaff(
  deps: Pick<AccountsDeps, 'ctx' | 'hasher' | 'now'>,
  input: NewStaff,
  alsoDo?: (trx: AppContext, userId: string) => Promise<void>,
): Promise<StaffEnrolment> {
  if (!isStaffRole(input.role)) throw new Error(`Not a staff role: ${String(input.role)}`);
  const key = emailKey(input.email);
  const passwordHash = await deps.hasher.hash(input.password, key);
  const at = deps.now().toISOString();
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  const userId = randomUUID();
  await inTransaction(deps.ctx, async (trx: AppContext) => {
    if (await repo.findConfirmedOwner(trx.db, key)) throw new StaffAddressTaken(input.email);
    await repo.insertUser(trx.db, {
      id: userId,
      name: input.name,
      email: input.email.trim(),
      email_key: key,
      email_confirmed_at: at,
      pending_email: null,
      pending_password_hash: null,
      password_hash: passwordHash,
      role: input.role,
      language: input.language ?? 'en',
      created_at: at,
      updated_at: at,
    });
    await staff.insertTotp(trx.db, userId, secret, at);
    await staff.replaceRecoveryCodes(trx.db, userId, recoveryCodes.map(recoveryCodeHash));
    await alsoDo?.(trx, userId);
  });
  return { userId, secret, otpauthUrl: otpauthUrl(secret, input.email.trim()), recoveryCodes };
}
