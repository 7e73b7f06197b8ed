// Who may use the console (admins only): the staff list, a new staff member with their second
// factor shown once, another role, and a new second factor for a lost phone. Each change is
// audited in its own transaction; secrets never reach the audit log.
import type {
  Language,
  NewStaffInput,
  StaffEnrolmentView,
  StaffMember,
  StaffRoleChange,
} from '@shop/domain';
import { textsIn } from '../../i18n/index.js';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import * as users from '../users/users.service.js';
import type { AccountsDeps } from '../users/users.service.js';
import { recordAudit } from './audit.service.js';
import type { Actor } from './audit.service.js';

/** The words of each refusal. */
const REFUSALS = {
  address_taken: 'admin.errors.address_taken',
  own_role: 'admin.errors.own_role',
  last_admin: 'admin.errors.last_admin',
} as const;

const refusal = (language: Language, status: number, code: keyof typeof REFUSALS) =>
  new HttpError(status, code, textsIn(language)(REFUSALS[code]));

const notStaff = (language: Language) => notFound(textsIn(language)('admin.errors.not_staff'));

export function listStaff(ctx: AppContext): Promise<StaffMember[]> {
  return users.listStaffMembers(ctx);
}

/** A new staff account; the answer is the only time its secret and recovery codes are shown. */
export async function addStaff(
  deps: AccountsDeps,
  actor: Actor,
  input: NewStaffInput,
  language: Language,
): Promise<StaffEnrolmentView> {
  users.refuseWeakPassword(input.password, language);
  const now = deps.now();
  try {
    const made = await users.createStaff(deps, input, async (trx, userId) => {
      await recordAudit(
        trx,
        actor,
        {
          action: 'staff.add',
          subject: { type: 'user', id: userId },
          after: { name: input.name, email: input.email, role: input.role },
        },
        now,
      );
    });
    return {
      id: made.userId,
      otpauthUrl: made.otpauthUrl,
      secret: made.secret,
      recoveryCodes: made.recoveryCodes,
    };
  } catch (error) {
    if (error instanceof users.StaffAddressTaken) throw refusal(language, 409, 'address_taken');
    throw error;
  }
}

/** Another role for a staff member ('customer' ends their console access); never one's own. */
export async function changeRole(
  ctx: AppContext,
  actor: Actor,
  userId: string,
  change: StaffRoleChange,
  language: Language,
  now: Date,
): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    const outcome = await users.changeStaffRole(trx, actor.id, userId, change.role);
    if (outcome === 'not_staff') throw notStaff(language);
    if (outcome === 'own_role') throw refusal(language, 409, 'own_role');
    if (outcome === 'last_admin') throw refusal(language, 409, 'last_admin');
    // The role it already has: nothing changed, so nothing goes on record.
    if (outcome.before === change.role) return;
    await recordAudit(
      trx,
      actor,
      {
        action: 'staff.role',
        subject: { type: 'user', id: userId },
        before: { role: outcome.before },
        after: { role: change.role },
        reason: change.reason,
      },
      now,
    );
  });
}

/** A new second factor for a staff member; their sessions end. Shown once, like a new account's. */
export async function renewFactor(
  ctx: AppContext,
  actor: Actor,
  userId: string,
  language: Language,
  now: Date,
): Promise<StaffEnrolmentView> {
  return inTransaction(ctx, async (trx) => {
    const renewed = await users.renewSecondFactor(trx, userId, now);
    if (!renewed) throw notStaff(language);
    await recordAudit(
      trx,
      actor,
      { action: 'staff.factor', subject: { type: 'user', id: userId } },
      now,
    );
    return { id: userId, ...renewed };
  });
}
