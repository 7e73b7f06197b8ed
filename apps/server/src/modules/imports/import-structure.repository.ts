// Car groups, cars and fits from an import file: what the catalog holds for a chunk of them, and
// the writes. A fit's copies of its item (group, names, price) are read from the item as written.
import type { Database, Executor } from '@shop/db';
import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import { batches } from './import-batches.js';

export async function carGroupIds(db: Executor): Promise<Set<number>> {
  const rows = await db.selectFrom('car_groups').select('id').execute();
  return new Set(rows.map((row) => Number(row.id)));
}

export async function carSlugs(db: Executor): Promise<Set<string>> {
  const rows = await db.selectFrom('cars').select('slug').execute();
  return new Set(rows.map((row) => row.slug));
}

export function currentCarGroups(
  db: Executor,
  ids: readonly number[],
): Promise<(Selectable<Database['car_groups']> & { sv: string | null; fi: string | null })[]> {
  const text = (language: string) =>
    sql<string | null>`(select t.text from catalog_texts t where t.kind = 'car_group'
      and t.ref = ${sql.raw(`cast(car_groups.id as text)`)} and t.language = ${language}
      and t.field = 'name')`;
  return db
    .selectFrom('car_groups')
    .selectAll()
    .select([text('sv').as('sv'), text('fi').as('fi')])
    .where('id', 'in', [...ids])
    .execute();
}

export async function writeCarGroups(
  db: Executor,
  rows: readonly (Insertable<Database['car_groups']> & { sv: string | null; fi: string | null })[],
): Promise<void> {
  for (const row of rows) {
    const { sv, fi, ...group } = row;
    await db
      .insertInto('car_groups')
      .values(group)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ name: group.name, position: group.position }),
      )
      .execute();
    for (const [language, text] of [
      ['sv', sv],
      ['fi', fi],
    ] as const) {
      const key = { kind: 'car_group', ref: String(group.id), language, field: 'name' };
      await db
        .deleteFrom('catalog_texts')
        .where('kind', '=', key.kind)
        .where('ref', '=', key.ref)
        .where('language', '=', language)
        .where('field', '=', key.field)
        .execute();
      if (text !== null)
        await db
          .insertInto('catalog_texts')
          .values({ ...key, text })
          .execute();
    }
  }
}

export function currentCars(
  db: Executor,
  slugs: readonly string[],
): Promise<Selectable<Database['cars']>[]> {
  return db
    .selectFrom('cars')
    .selectAll()
    .where('slug', 'in', [...slugs])
    .execute();
}

export async function writeCars(
  db: Executor,
  rows: readonly Insertable<Database['cars']>[],
): Promise<void> {
  for (const batch of batches(rows))
    await db
      .insertInto('cars')
      .values(batch)
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          // A row without a make (null) leaves the car's own.
          make: eb.fn.coalesce(eb.ref('excluded.make'), eb.ref('cars.make')),
          name: eb.ref('excluded.name'),
          car_group_id: eb.ref('excluded.car_group_id'),
          position: eb.ref('excluded.position'),
          modern: eb.ref('excluded.modern'),
        })),
      )
      .execute();
}

/** The fits of these items (with their cars' conditions), as item|car -> condition. */
export async function currentFits(
  db: Executor,
  itemIds: readonly string[],
): Promise<Map<string, string>> {
  const fits = new Map<string, string>();
  for (const batch of batches([...new Set(itemIds)])) {
    const rows = await db
      .selectFrom('item_fits')
      .select(['item_id', 'car_slug', 'description'])
      .where('item_id', 'in', batch)
      .execute();
    for (const row of rows) fits.set(`${row.item_id}|${row.car_slug}`, row.description);
  }
  return fits;
}

/** Adds the fits, or changes the condition of those there; the copies come from the items. */
export async function writeFits(
  db: Executor,
  fits: readonly { item: string; car: string; condition: string }[],
): Promise<void> {
  for (const fit of fits) {
    const changed = await db
      .updateTable('item_fits')
      .set({ description: fit.condition })
      .where('item_id', '=', fit.item)
      .where('car_slug', '=', fit.car)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) > 0) continue;
    const name = (language: string) =>
      sql<string>`coalesce((select t.name from item_texts t where t.item_id = items.id
        and t.language = ${language}), items.name)`;
    await db
      .insertInto('item_fits')
      .columns([
        'item_id',
        'car_slug',
        'group_slug',
        'description',
        'item_name',
        'item_price',
        'item_updated_at',
        'item_name_sv',
        'item_name_fi',
      ])
      .expression((eb) =>
        eb
          .selectFrom('items')
          .select([
            'items.id',
            sql.val(fit.car).as('car_slug'),
            'items.group_slug',
            sql.val(fit.condition).as('description'),
            'items.name',
            'items.price',
            'items.updated_at',
            name('sv').as('item_name_sv'),
            name('fi').as('item_name_fi'),
          ])
          .where('items.id', '=', fit.item),
      )
      .execute();
  }
}
