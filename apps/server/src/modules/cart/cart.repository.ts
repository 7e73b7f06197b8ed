// All saved-cart SQL. Returns plain rows; no query-builder type leaves this file.
import type { Database } from '@shop/db';
import type { Insertable, Kysely, Selectable } from 'kysely';

type Db = Kysely<Database>;
export type SavedCartRow = Selectable<Database['saved_carts']>;
export type SavedCartLineRow = Selectable<Database['saved_cart_lines']>;
export type NewSavedCart = Insertable<Database['saved_carts']>;
export type NewSavedCartLine = Insertable<Database['saved_cart_lines']>;

/** The cart and its lines in one transaction (BEGIN IMMEDIATE on SQLite), so no half cart is seen. */
export async function insertSavedCart(
  db: Db,
  cart: NewSavedCart,
  lines: readonly NewSavedCartLine[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('saved_carts').values(cart).execute();
    if (lines.length > 0)
      await trx
        .insertInto('saved_cart_lines')
        .values([...lines])
        .execute();
  });
}

export function findSavedCart(db: Db, id: string): Promise<SavedCartRow | undefined> {
  return db.selectFrom('saved_carts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The lines of a saved cart, in their saved order. */
export function listSavedCartLines(db: Db, cartId: string): Promise<SavedCartLineRow[]> {
  return db
    .selectFrom('saved_cart_lines')
    .selectAll()
    .where('cart_id', '=', cartId)
    .orderBy('position')
    .execute();
}
