// All saved-cart SQL. Returns plain rows; no query-builder type leaves this file.
import type { Database, Executor } from '@shop/db';
import type { Insertable, Selectable } from 'kysely';
export type SavedCartRow = Selectable<Database['saved_carts']>;
export type SavedCartLineRow = Selectable<Database['saved_cart_lines']>;
export type NewSavedCart = Insertable<Database['saved_carts']>;
export type NewSavedCartLine = Insertable<Database['saved_cart_lines']>;

/** The cart and its lines; the caller's transaction makes them appear together. */
export async function insertSavedCart(
  db: Executor,
  cart: NewSavedCart,
  lines: readonly NewSavedCartLine[],
): Promise<void> {
  await db.insertInto('saved_carts').values(cart).execute();
  if (lines.length > 0)
    await db
      .insertInto('saved_cart_lines')
      .values([...lines])
      .execute();
}

export function findSavedCart(db: Executor, id: string): Promise<SavedCartRow | undefined> {
  return db.selectFrom('saved_carts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The lines of a saved cart, in their saved order. */
export function listSavedCartLines(db: Executor, cartId: string): Promise<SavedCartLineRow[]> {
  return db
    .selectFrom('saved_cart_lines')
    .selectAll()
    .where('cart_id', '=', cartId)
    .orderBy('position')
    .execute();
}
