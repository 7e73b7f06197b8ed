// What the sitemaps list: the cars, each car's part groups that have items, the drawings, and the
// items a page of ids at a time.
import type { Executor } from '@shop/db';

export async function carSlugs(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('cars').select('slug').orderBy('slug').execute();
  return rows.map((row) => row.slug);
}

/** Each car with the part groups it has items in. */
export function carGroups(db: Executor): Promise<{ car_slug: string; group_slug: string }[]> {
  return db
    .selectFrom('item_fits')
    .select(['car_slug', 'group_slug'])
    .distinct()
    .orderBy('car_slug')
    .orderBy('group_slug')
    .execute();
}

export async function illustrations(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('diagrams')
    .select('illustration')
    .orderBy('illustration')
    .execute();
  return rows.map((row) => row.illustration);
}

export async function itemCount(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Item ids in id order, `limit` from `offset`. */
export async function itemIds(db: Executor, offset: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('items')
    .select('id')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}
