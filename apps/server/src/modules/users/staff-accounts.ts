// The staff list an admin keeps: who has console access and in which role, when they last used it,
// and a new second factor for someone who lost their phone. Callers open the transaction.
import type { StaffMember } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { isStaffRole, roleOf } from './account-user.js';
import type { Role } from './account-user.js';
import * as staff from './staff.repository.js';
import { newRecoveryCodes, newTotpSecret, otpauthUrl, recoveryCodeHash } from './totp.js';
import * as repo from './users.repository.js';

export async function listStaffMembers(ctx: AppContext): Promise<StaffMember[]> {
  return (await staff.listStaff(ctx.db)).map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'staff',
    createdAt: row.created_at,
    lastSeen: row.last_seen ?? null,
    recoveryCodesLeft: Number(row.recovery_left ?? 0),
  }));
}

/** Why a role change is refused, or null when it may go ahead. */
export type RoleRefusal = 'not_staff' | 'own_role' | 'last_admin';

/**
 * Sets a staff member's role; 'customer' takes their console access away. Every session of theirs
 * ends, so the new role counts from their next sign-in. The last admin is never demoted.
 */
export async function changeStaffRole(
  trx: AppContext,
  actorId: string,
  userId: string,
  role: Role,
): Promise<{ before: Role } | RoleRefusal> {
  const user = await repo.findUser(trx.db, userId);
  const before = user ? roleOf(user.role) : 'customer';
  if (!user || !isStaffRole(before)) return 'not_staff';
  if (userId === actorId) return 'own_role';
  if (before === role) return { before };
  if (before === 'admin' && role !== 'admin' && (await staff.countAdminsLocked(trx.db)) <= 1)
    return 'last_admin';
  await repo.updateUser(trx.db, userId, { role, updated_at: new Date().toISOString() });
  await repo.deleteSessions(trx.db, userId, null);
  return { before };
}

/** A new TOTP secret and recovery codes for a staff member (the old ones stop working), or null. */
export async function renewSecondFactor(
  trx: AppContext,
  userId: string,
  now: Date,
): Promise<{ secret: string; otpauthUrl: string; recoveryCodes: string[] } | null> {
  const user = await repo.findUser(trx.db, userId);
  if (!user || !isStaffRole(roleOf(user.role))) return null;
  const secret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  await staff.replaceTotp(trx.db, userId, secret, now.toISOString());
  await staff.replaceRecoveryCodes(trx.db, userId, recoveryCodes.map(recoveryCodeHash));
  await repo.deleteSessions(trx.db, userId, null);
  return { secret, otpauthUrl: otpauthUrl(secret, user.email), recoveryCodes };
}
