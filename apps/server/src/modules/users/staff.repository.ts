// The staff's second factor: their TOTP secret with the last step used, and their recovery codes.
import { dialectOf } from '@shop/db';
import type { Executor } from '@shop/db';

export function insertTotp(db: Executor, userId: string, secret: string, at: string) {
  return db
    .insertInto('staff_totp')
    .values({ user_id: userId, secret, last_step: 0, created_at: at })
    .execute();
}

export async function findTotpSecret(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('staff_totp')
    .select('secret')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.secret;
}

/** Records `step` as used if it is later than the last one; answers whether it was. */
export async function claimTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function replaceRecoveryCodes(
  db: Executor,
  userId: string,
  hashes: readonly string[],
): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
}

/** Marks an unused recovery code used; answers whether there was one. */
export async function useRecoveryCode(
  db: Executor,
  userId: string,
  hash: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Every staff and admin account, with when they last used the console and codes left. */
export function listStaff(db: Executor) {
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'u.created_at',
      eb
        .selectFrom('sessions as s')
        .select((s) => s.fn.max('s.last_used_at').as('last'))
        .whereRef('s.user_id', '=', 'u.id')
        .as('last_seen'),
      eb
        .selectFrom('staff_recovery_codes as r')
        .select((r) => r.fn.countAll<number>().as('n'))
        .whereRef('r.user_id', '=', 'u.id')
        .where('r.used_at', 'is', null)
        .as('recovery_left'),
    ])
    .where('u.role', 'in', ['staff', 'admin'])
    .orderBy('u.name')
    .execute();
}

/**
 * The admins, locked until the transaction ends on PostgreSQL (SQLite runs one writer at a time),
 * so two admins demoting each other at once cannot both see the other one left.
 */
export async function countAdminsLocked(db: Executor): Promise<number> {
  const admins = db.selectFrom('users').select('id').where('role', '=', 'admin');
  const rows = await (dialectOf(db) === 'postgres' ? admins.forUpdate() : admins).execute();
  return rows.length;
}

export async function replaceTotp(db: Executor, userId: string, secret: string, at: string) {
  await db.deleteFrom('staff_totp').where('user_id', '=', userId).execute();
  await insertTotp(db, userId, secret, at);
}
