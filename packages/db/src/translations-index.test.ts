// Translated item names stay sortable and searchable: item_fits' copies follow item_texts (English
// where a language has none), and SQLite's search index holds every language's name.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';
import { migrateTo, migrateToLatest } from './migrate.js';
import { SQLITE_FTS_TABLES } from './search-index.sqlite.js';

const handles: DbHandle[] = [];

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
});

const ITEM_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';

async function catalogWithOneItem(): Promise<DbHandle> {
  const handle = createDb('sqlite::memory:');
  handles.push(handle);
  await migrateToLatest(handle.db);
  await handle.db.insertInto('car_groups').values({ id: 1, name: '200', position: 1 }).execute();
  await handle.db
    .insertInto('cars')
    .values({ slug: 'volvo-240', name: '240', car_group_id: 1, position: 1, modern: 0 })
    .execute();
  await handle.db
    .insertInto('item_groups')
    .values({ slug: 'brakes', name: 'Brakes', idx: 1 })
    .execute();
  await handle.db
    .insertInto('items')
    .values({
      id: ITEM_ID,
      legacy_id: null,
      name: 'Brake disc, front',
      description: 'For Volvo 240.',
      model: '240',
      image: '/public/items/disc.svg',
      group_slug: 'brakes',
      price: 4990,
      weight: 5000,
      stock_quantity: 3,
      updated_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
  await handle.db
    .insertInto('item_fits')
    .values({
      item_id: ITEM_ID,
      car_slug: 'volvo-240',
      group_slug: 'brakes',
      description: '240',
      item_name: 'Brake disc, front',
      item_price: 4990,
      item_updated_at: '2026-01-01T00:00:00.000Z',
      item_name_sv: 'Brake disc, front',
      item_name_fi: 'Brake disc, front',
    })
    .execute();
  return handle;
}

async function copies(handle: DbHandle) {
  return handle.db
    .selectFrom('item_fits')
    .select(['item_name', 'item_name_sv', 'item_name_fi'])
    .executeTakeFirstOrThrow();
}

async function namesMatching(handle: DbHandle, words: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from items_name_fts
    where items_name_fts match ${words}`.execute(handle.db);
  return rows[0]?.n ?? -1;
}

describe('translated item names', () => {
  it('are copied into item_fits, falling back to English', async () => {
    const handle = await catalogWithOneItem();
    await handle.db
      .insertInto('item_texts')
      .values([
        { item_id: ITEM_ID, language: 'sv', name: 'Bromsskiva, fram', description: 'Till 240.' },
        { item_id: ITEM_ID, language: 'fi', name: 'Jarrulevy, etu', description: '240:een.' },
      ])
      .execute();
    expect(await copies(handle)).toEqual({
      item_name: 'Brake disc, front',
      item_name_sv: 'Bromsskiva, fram',
      item_name_fi: 'Jarrulevy, etu',
    });
    await handle.db
      .updateTable('item_texts')
      .set({ name: 'Bromsskiva fram' })
      .where('language', '=', 'sv')
      .execute();
    expect((await copies(handle)).item_name_sv).toBe('Bromsskiva fram');
    await handle.db.deleteFrom('item_texts').where('language', '=', 'fi').execute();
    await handle.db.updateTable('items').set({ name: 'Brake disc, front axle' }).execute();
    expect(await copies(handle)).toEqual({
      item_name: 'Brake disc, front axle',
      item_name_sv: 'Bromsskiva fram',
      item_name_fi: 'Brake disc, front axle',
    });
  });

  it('are found by the SQLite index in every language, accents folded', async () => {
    const handle = await catalogWithOneItem();
    expect(await namesMatching(handle, '"jarrulevy"')).toBe(0);
    await handle.db
      .insertInto('item_texts')
      .values([
        { item_id: ITEM_ID, language: 'sv', name: 'Bromsskiva, främre', description: '' },
        { item_id: ITEM_ID, language: 'fi', name: 'Jarrulevy, etu', description: '' },
      ])
      .execute();
    expect(await namesMatching(handle, '"jarrulevy"')).toBe(1);
    expect(await namesMatching(handle, '"bromsskiva" AND "framre"')).toBe(1);
    expect(await namesMatching(handle, '"brake" AND "disc"')).toBe(1);
    expect(await namesMatching(handle, '"jarru"*')).toBe(1);
    await handle.db.deleteFrom('item_texts').where('language', '=', 'fi').execute();
    expect(await namesMatching(handle, '"jarrulevy"')).toBe(0);
    for (const table of SQLITE_FTS_TABLES) {
      await sql`insert into ${sql.table(table)} (${sql.table(table)}, rank)
        values ('integrity-check', 1)`.execute(handle.db);
    }
  });

  it('migrate down and up again with the catalog in place', async () => {
    const handle = await catalogWithOneItem();
    await handle.db
      .insertInto('item_texts')
      .values({ item_id: ITEM_ID, language: 'fi', name: 'Jarrulevy, etu', description: '' })
      .execute();
    expect((await migrateTo(handle.db, '2026-11-26-contact')).at(-1)).toBe(
      '2026-11-27-translations',
    );
    expect(await namesMatching(handle, '"brake"')).toBe(1);
    expect((await migrateToLatest(handle.db))[0]).toBe('2026-11-27-translations');
    expect(await copies(handle)).toEqual({
      item_name: 'Brake disc, front',
      item_name_sv: 'Brake disc, front',
      item_name_fi: 'Brake disc, front',
    });
    await handle.db
      .insertInto('item_texts')
      .values({ item_id: ITEM_ID, language: 'fi', name: 'Jarrulevy, etu', description: '' })
      .execute();
    expect(await namesMatching(handle, '"jarrulevy"')).toBe(1);
  });
});
