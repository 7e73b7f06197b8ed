// The SQLite search index: kept in step by triggers, rebuilt after bulk loads, gone on migrate down;
// the diagram reference expression normalises like normaliseReference.
import { normaliseReference } from '@shop/domain';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';
import { generateLargeCatalog } from './large-catalog.js';
import { migrateDownAll, migrateToLatest } from './migrate.js';
import { carSearchToken, referenceNormSql } from './search-index.js';
import { SQLITE_FTS_TABLES, SQLITE_SEARCH_TRIGGERS } from './search-index.sqlite.js';
import { seedDemo } from './seed.js';

const handles: DbHandle[] = [];

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
});

async function fresh(): Promise<DbHandle> {
  const handle = createDb('sqlite::memory:');
  handles.push(handle);
  await migrateToLatest(handle.db);
  return handle;
}

/** FTS5's own check that the index matches its content table; throws when it does not. */
async function checkIntegrity(handle: DbHandle): Promise<void> {
  for (const table of SQLITE_FTS_TABLES) {
    await sql`insert into ${sql.table(table)} (${sql.table(table)}, rank) values ('integrity-check', 1)`.execute(
      handle.db,
    );
  }
}

async function matches(handle: DbHandle, table: string, query: string): Promise<number[]> {
  const { rows } = await sql<{
    rowid: number;
  }>`select rowid from ${sql.table(table)} where ${sql.table(table)} match ${query}`.execute(
    handle.db,
  );
  return rows.map((r) => r.rowid);
}

async function triggerNames(handle: DbHandle): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'trigger' order by name`.execute(handle.db);
  return rows.map((r) => r.name);
}

const ITEM = {
  id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  legacy_id: null,
  name: 'Öljynsuodatin',
  description: 'Oil filter for Volvo 240',
  model: '240',
  image: '/public/items/x.svg',
  group_slug: 'engine',
  price: 100,
  weight: 100,
  stock_quantity: 1,
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('the SQLite search index', () => {
  it('follows inserts, updates and deletes of items and diagram entries', async () => {
    const handle = await fresh();
    await seedDemo(handle.db);
    await checkIntegrity(handle);
    const group = await handle.db
      .selectFrom('item_groups')
      .select('slug')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('items')
      .values({ ...ITEM, group_slug: group.slug })
      .execute();
    const { rows } = await sql<{
      rowid: number;
    }>`select rowid from items where id = ${ITEM.id}`.execute(handle.db);
    const row = rows[0]?.rowid;
    expect(await matches(handle, 'items_name_fts', '"oljynsuodatin"')).toContain(row);
    expect(await matches(handle, 'items_fts', '"volvo" AND "oil"')).toContain(row);
    await handle.db
      .updateTable('items')
      .set({ name: 'Bränslefilterlock' })
      .where('id', '=', ITEM.id)
      .execute();
    expect(await matches(handle, 'items_name_fts', '"branslefilterlock"')).toContain(row);
    expect(await matches(handle, 'items_fts', '"branslefilterlock"')).toContain(row);
    expect(await matches(handle, 'items_name_fts', '"oljynsuodatin"')).not.toContain(row);
    const [car, other] = await handle.db
      .selectFrom('cars')
      .select('slug')
      .orderBy('slug')
      .execute();
    const inCar = (slug: string) => `"branslefilterlock" AND "${carSearchToken(slug)}"`;
    const fit = {
      item_id: ITEM.id,
      group_slug: group.slug,
      description: '',
      item_name: 'Bränslefilterlock',
      item_price: ITEM.price,
      item_updated_at: ITEM.updated_at,
      item_name_sv: 'Bränslefilterlock',
      item_name_fi: 'Bränslefilterlock',
    };
    await handle.db
      .insertInto('item_fits')
      .values([
        { ...fit, car_slug: car!.slug },
        { ...fit, car_slug: other!.slug },
      ])
      .execute();
    expect(await matches(handle, 'items_fts', inCar(car!.slug))).toEqual([row]);
    expect(await matches(handle, 'items_name_fts', inCar(other!.slug))).toEqual([row]);
    await handle.db
      .deleteFrom('item_fits')
      .where('car_slug', '=', other!.slug)
      .where('item_id', '=', ITEM.id)
      .execute();
    expect(await matches(handle, 'items_name_fts', inCar(other!.slug))).toEqual([]);
    expect(await matches(handle, 'items_name_fts', inCar(car!.slug))).toEqual([row]);
    await checkIntegrity(handle);
    await handle.db.deleteFrom('items').where('id', '=', ITEM.id).execute();
    expect(await matches(handle, 'items_fts', '"branslefilterlock"')).not.toContain(row);
    expect(await matches(handle, 'items_name_fts', inCar(car!.slug))).toEqual([]);
    const entry = await handle.db
      .selectFrom('diagram_items')
      .select(['illustration', 'idx'])
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('diagram_items')
      .set({ description: '["Zebra bracket"]' })
      .where('illustration', '=', entry.illustration)
      .where('idx', '=', entry.idx)
      .execute();
    expect(await matches(handle, 'diagram_items_fts', '"zebra"')).toHaveLength(1);
    await checkIntegrity(handle);
  });

  it('is rebuilt after a bulk load, with its triggers back', async () => {
    const handle = await fresh();
    const before = await triggerNames(handle);
    await generateLargeCatalog(handle, { items: 6000 });
    expect(await triggerNames(handle)).toEqual(before);
    expect(before).toEqual(expect.arrayContaining(Object.keys(SQLITE_SEARCH_TRIGGERS)));
    await checkIntegrity(handle);
    const { rows } = await sql<{ n: number }>`select count(*) as n from items_fts`.execute(
      handle.db,
    );
    expect(rows[0]?.n).toBe(6000);
    expect((await matches(handle, 'items_name_fts', '"brake"')).length).toBeGreaterThan(0);
  });

  it('goes away on migrate down', async () => {
    const handle = await fresh();
    await migrateDownAll(handle.db);
    const { rows } = await sql<{
      name: string;
    }>`select name from sqlite_master where name like '%fts%' or type = 'trigger'`.execute(
      handle.db,
    );
    expect(rows).toEqual([]);
  });
});

describe('referenceNormSql on SQLite', () => {
  it.each(['30 681-436', '99.4404-0335.1', 'GT-5499', '9\u00a0706\u2013411', 'Ab\tC'])(
    'normalises %j like normaliseReference',
    async (reference) => {
      const handle = await fresh();
      const { rows } = await handle.db.executeQuery<{ n: string }>(
        CompiledQuery.raw(`select ${referenceNormSql('sqlite', '?')} as n`, [reference]),
      );
      expect(rows[0]?.n).toBe(normaliseReference(reference));
    },
  );
});
