import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client.js';
import { migrateDownAll, migrateToLatest } from '../migrate.js';

const handles: DbHandle[] = [];

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
});

async function migrated(): Promise<DbHandle> {
  const handle = createDb('sqlite::memory:');
  handles.push(handle);
  await migrateToLatest(handle.db);
  return handle;
}

const line = (position: number, itemId: string) => ({
  cart_id: 'AbCdEfGhIjKlMnOp',
  position,
  item_id: itemId,
  quantity: 2,
  brand: 'any',
  car: null,
});

describe('saved carts migration', () => {
  it('stores a cart with its lines, even of items not in the catalog', async () => {
    const { db } = await migrated();
    await db
      .insertInto('saved_carts')
      .values({ id: 'AbCdEfGhIjKlMnOp', cart_date: '20261121', created_at: '2026-11-21T12:00:00Z' })
      .execute();
    await db
      .insertInto('saved_cart_lines')
      .values([line(0, 'ffffffffffffffffffffffff'), line(1, 'eeeeeeeeeeeeeeeeeeeeeeee')])
      .execute();
    const rows = await db.selectFrom('saved_cart_lines').selectAll().orderBy('position').execute();
    expect(rows.map((r) => r.item_id)).toEqual([
      'ffffffffffffffffffffffff',
      'eeeeeeeeeeeeeeeeeeeeeeee',
    ]);
  });

  it('refuses lines of an unknown cart, twice the same position, and drops lines with the cart', async () => {
    const { db } = await migrated();
    await expect(
      db.insertInto('saved_cart_lines').values(line(0, 'ffffffffffffffffffffffff')).execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
    await db
      .insertInto('saved_carts')
      .values({ id: 'AbCdEfGhIjKlMnOp', cart_date: '20261121', created_at: '2026-11-21T12:00:00Z' })
      .execute();
    await db.insertInto('saved_cart_lines').values(line(0, 'ffffffffffffffffffffffff')).execute();
    await expect(
      db.insertInto('saved_cart_lines').values(line(0, 'eeeeeeeeeeeeeeeeeeeeeeee')).execute(),
    ).rejects.toThrow(/UNIQUE/);
    await db.deleteFrom('saved_carts').execute();
    expect(await db.selectFrom('saved_cart_lines').selectAll().execute()).toEqual([]);
  });

  it('goes down with the other migrations', async () => {
    const { db } = await migrated();
    await migrateDownAll(db);
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables.filter((t) => t.startsWith('saved_'))).toEqual([]);
  });
});
