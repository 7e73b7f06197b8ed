// An items import's SQL: what the catalog holds now for a chunk of the file's items, and the
// writes that make it hold the file's. The search index and the lists' copies follow through the
// tables' triggers; the group copy on item_fits is set here.
import type { Database, Executor } from '@shop/db';
import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import { batches } from './import-batches.js';

type Row<T extends keyof Database> = Selectable<Database[T]>;

export interface CurrentItems {
  items: Row<'items'>[];
  prices: Row<'item_prices'>[];
  references: Row<'item_references'>[];
  texts: Row<'item_texts'>[];
  related: Row<'item_related'>[];
}

export interface ItemWrite {
  item: Insertable<Database['items']>;
  prices: Insertable<Database['item_prices']>[];
  references: Insertable<Database['item_references']>[];
  texts: Insertable<Database['item_texts']>[];
}

export async function itemGroupSlugs(db: Executor): Promise<Set<string>> {
  const rows = await db.selectFrom('item_groups').select('slug').execute();
  return new Set(rows.map((row) => row.slug));
}

export async function currentItems(db: Executor, ids: readonly string[]): Promise<CurrentItems> {
  if (ids.length === 0) return { items: [], prices: [], references: [], texts: [], related: [] };
  const list = [...ids];
  return {
    items: await db.selectFrom('items').selectAll().where('id', 'in', list).execute(),
    prices: await db.selectFrom('item_prices').selectAll().where('item_id', 'in', list).execute(),
    references: await db
      .selectFrom('item_references')
      .selectAll()
      .where('item_id', 'in', list)
      .orderBy('item_id')
      .orderBy('position')
      .execute(),
    texts: await db.selectFrom('item_texts').selectAll().where('item_id', 'in', list).execute(),
    related: await db
      .selectFrom('item_related')
      .selectAll()
      .where('item_id', 'in', list)
      .orderBy('item_id')
      .orderBy('position')
      .execute(),
  };
}

/** Of `ids`, those that are items now. */
export async function existingItemIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const batch of batches([...new Set(ids)])) {
    const rows = await db.selectFrom('items').select('id').where('id', 'in', batch).execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** Inserts the items, or overwrites every column of those that exist. */
async function upsertItems(db: Executor, items: readonly Insertable<Database['items']>[]) {
  for (const batch of batches(items))
    await db
      .insertInto('items')
      .values(batch)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          legacy_id: eb.ref('excluded.legacy_id'),
          name: eb.ref('excluded.name'),
          description: eb.ref('excluded.description'),
          model: eb.ref('excluded.model'),
          image: eb.ref('excluded.image'),
          group_slug: eb.ref('excluded.group_slug'),
          price: eb.ref('excluded.price'),
          weight: eb.ref('excluded.weight'),
          stock_quantity: eb.ref('excluded.stock_quantity'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
}

async function insertAll<
  T extends 'item_prices' | 'item_references' | 'item_texts' | 'item_related',
>(db: Executor, table: T, rows: readonly Insertable<Database[T]>[]): Promise<void> {
  // Kysely cannot narrow a generic table's row type; the rows are typed by the signature.
  for (const batch of batches(rows))
    await db
      .insertInto(table)
      .values(batch as never)
      .execute();
}

/** Makes the catalog hold `writes`: each item's row, prices, numbers and texts. */
export async function writeItems(db: Executor, writes: readonly ItemWrite[]): Promise<void> {
  const ids = writes.map((w) => w.item.id);
  await upsertItems(
    db,
    writes.map((w) => w.item),
  );
  for (const batch of batches(ids)) {
    for (const table of ['item_prices', 'item_references'] as const)
      await db.deleteFrom(table).where('item_id', 'in', batch).execute();
    await db.deleteFrom('item_texts').where('item_id', 'in', batch).execute();
    await db
      .updateTable('item_fits')
      .set({ group_slug: sql`(select i.group_slug from items i where i.id = item_fits.item_id)` })
      .where('item_id', 'in', batch)
      .execute();
  }
  await insertAll(
    db,
    'item_prices',
    writes.flatMap((w) => w.prices),
  );
  await insertAll(
    db,
    'item_references',
    writes.flatMap((w) => w.references),
  );
  await insertAll(
    db,
    'item_texts',
    writes.flatMap((w) => w.texts),
  );
}

/** The related parts of `ids` become `links`. */
export async function replaceRelated(
  db: Executor,
  ids: readonly string[],
  links: readonly Insertable<Database['item_related']>[],
): Promise<void> {
  for (const batch of batches(ids))
    await db.deleteFrom('item_related').where('item_id', 'in', batch).execute();
  await insertAll(db, 'item_related', links);
}
