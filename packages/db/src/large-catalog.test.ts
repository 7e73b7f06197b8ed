import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';
import { generateItem } from './demo/item.generator.js';
import { generateLargeCatalog } from './large-catalog.js';
import { migrateToLatest } from './migrate.js';
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

async function count(handle: DbHandle, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
    handle.db,
  );
  return rows[0]?.n ?? 0;
}

describe('generateLargeCatalog on SQLite', () => {
  it('creates the structure, diagrams and N items with prices, references and fits', async () => {
    const handle = await fresh();
    const progress: number[] = [];
    await generateLargeCatalog(handle, {
      items: 7000,
      onProgress: (done, total) => progress.push(done / total),
    });
    expect(await count(handle, 'items')).toBe(7000);
    expect(await count(handle, 'cars')).toBeGreaterThanOrEqual(20);
    expect(await count(handle, 'countries')).toBe(6);
    expect(await count(handle, 'diagrams')).toBeGreaterThanOrEqual(200);
    expect(await count(handle, 'item_fits')).toBeGreaterThanOrEqual(7000);
    expect(await count(handle, 'item_references')).toBeGreaterThanOrEqual(7000);
    expect(await count(handle, 'item_supersessions')).toBeGreaterThan(200);
    const { rows: noAny } = await sql`select id from items i where not exists (
      select 1 from item_prices p where p.item_id = i.id and p.brand = 'any')`.execute(handle.db);
    expect(noAny).toEqual([]);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThan(1);
    const { rows: fk } = await sql`pragma foreign_key_check`.execute(handle.db);
    expect(fk).toEqual([]);
    const { rows: check } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
      handle.db,
    );
    expect(check).toEqual([{ integrity_check: 'ok' }]);
    const first = await handle.db
      .selectFrom('items')
      .selectAll()
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    expect(first).toEqual(generateItem(0).item);
  });

  it('keeps the secondary indexes', async () => {
    const handle = await fresh();
    const indexes = async (): Promise<string[]> => {
      const { rows } = await sql<{ sql: string }>`select sql from sqlite_master
        where type = 'index' and sql is not null order by name`.execute(handle.db);
      return rows.map((r) => r.sql);
    };
    const before = await indexes();
    await generateLargeCatalog(handle, { items: 2000 });
    expect(await indexes()).toEqual(before);
  });

  it('links diagram items only to generated items, even with fewer items than the demo', async () => {
    const handle = await fresh();
    await generateLargeCatalog(handle, { items: 2000 });
    const { rows } = await sql`select di.item_id from diagram_items di
      left join items i on i.id = di.item_id where di.item_id is not null and i.id is null`.execute(
      handle.db,
    );
    expect(rows).toEqual([]);
    expect(await count(handle, 'items')).toBe(2000);
  });

  it('refuses a database that already has a catalog and leaves it untouched', async () => {
    const handle = await fresh();
    await seedDemo(handle.db);
    const items = await count(handle, 'items');
    await expect(generateLargeCatalog(handle, { items: 10 })).rejects.toThrow(
      /already has a catalog/,
    );
    expect(await count(handle, 'items')).toBe(items);
  });
});
