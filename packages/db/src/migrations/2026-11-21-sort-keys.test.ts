import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client.js';
import { migrateTo, migrateToLatest } from '../migrate.js';
import { seedDemo } from '../seed.js';

const handles: DbHandle[] = [];

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
});

function open(): DbHandle {
  const handle = createDb('sqlite::memory:');
  handles.push(handle);
  return handle;
}

/** Fits whose copies differ from their item's name, price or update time. */
async function staleFits(handle: DbHandle): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from item_fits f
    join items i on i.id = f.item_id
    where f.item_name <> i.name or f.item_price <> i.price
      or f.item_updated_at <> i.updated_at`.execute(handle.db);
  return rows[0]?.n ?? -1;
}

describe('sort keys migration', () => {
  it('fills the copies of a catalog that was there before it', { timeout: 30_000 }, async () => {
    const handle = open();
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    // Going down to the search migration undoes this one and every later one, latest first.
    expect((await migrateTo(handle.db, '2026-11-21-search')).at(-1)).toBe('2026-11-21-sort-keys');
    // This migration runs first among those still to apply.
    expect((await migrateToLatest(handle.db))[0]).toBe('2026-11-21-sort-keys');
    const fits = await handle.db.selectFrom('item_fits').select('item_name').execute();
    expect(fits.length).toBeGreaterThan(3000);
    expect(fits.filter((f) => f.item_name === '')).toEqual([]);
    expect(await staleFits(handle)).toBe(0);
  });

  it('keeps the copies in step when an item changes', { timeout: 30_000 }, async () => {
    const handle = open();
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    const item = await handle.db
      .selectFrom('items')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('items')
      .set({ name: 'Ändrad', price: 12_345, updated_at: '2026-11-21T12:00:00.000Z' })
      .where('id', '=', item.id)
      .execute();
    const copies = await handle.db
      .selectFrom('item_fits')
      .select(['item_name', 'item_price', 'item_updated_at'])
      .where('item_id', '=', item.id)
      .execute();
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      expect(copy).toEqual({
        item_name: 'Ändrad',
        item_price: 12_345,
        item_updated_at: '2026-11-21T12:00:00.000Z',
      });
    }
    expect(await staleFits(handle)).toBe(0);
  });
});
