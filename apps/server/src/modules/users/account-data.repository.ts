// All SQL of what an account keeps besides itself: saved addresses and the account's cart.
import type { Database, Executor } from '@shop/db';
import type { Selectable } from 'kysely';

export type AddressRow = Selectable<Database['user_addresses']>;

/** At most this many saved addresses per account. */
export const MAX_ADDRESSES = 20;

export function listAddresses(db: Executor, userId: string): Promise<AddressRow[]> {
  return db
    .selectFrom('user_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(MAX_ADDRESSES)
    .execute();
}

export async function countAddresses(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_addresses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(db: Executor, row: AddressRow): Promise<void> {
  await db.insertInto('user_addresses').values(row).execute();
}

/** Replaces one of the user's addresses; false when it is not theirs. */
export async function updateAddress(
  db: Executor,
  userId: string,
  id: string,
  change: { address: string; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('user_addresses')
    .set(change)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteAddress(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_addresses')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function readCart(db: Executor, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_carts')
    .select('cart')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.cart;
}

export async function writeCart(
  db: Executor,
  userId: string,
  cart: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('user_carts')
    .values({ user_id: userId, cart, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ cart, updated_at: now }))
    .execute();
}

/** Drops the account's saved addresses and cart. */
export async function deleteAccountData(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('user_addresses').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_carts').where('user_id', '=', userId).execute();
}
