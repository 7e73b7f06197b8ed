// Runs only when TEST_PG_URL names a PostgreSQL server where this test may CREATE DATABASE.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';
import { generateLargeCatalog } from './large-catalog.js';
import { migrateDownAll, migrateToLatest } from './migrate.js';
import { createTemporaryPgDatabase, type TemporaryDatabase } from './temporary-database.js';
import { isEmpty, seedDemo } from './seed.js';

const adminUrl = process.env.TEST_PG_URL;

describe.runIf(adminUrl)('PostgreSQL', () => {
  const databases: TemporaryDatabase[] = [];
  const handles: DbHandle[] = [];

  async function open(): Promise<DbHandle> {
    const database = await createTemporaryPgDatabase(adminUrl as string, 'shop_db_test');
    databases.push(database);
    const handle = createDb(database.url);
    handles.push(handle);
    return handle;
  }

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    for (const database of databases) await database.drop();
  });

  it(
    'migrates, seeds the demo once and migrates down in a fresh database',
    { timeout: 60_000 },
    async () => {
      const handle = await open();
      expect(handle.dialect).toBe('postgres');
      expect(await migrateToLatest(handle.db)).toEqual([
        '2026-11-21-catalog',
        '2026-11-21-saved-carts',
        '2026-11-21-search',
        '2026-11-21-sort-keys',
        '2026-11-24-mail',
        '2026-11-24-orders',
        '2026-11-24-payments',
        '2026-11-25-accounts',
        '2026-11-26-contact',
        '2026-11-27-translations',
        '2026-11-28-order-lifecycle',
        '2026-11-28-rate-limits',
        '2026-11-29-currency-symbols',
        '2026-11-30-mail-attachments',
        '2026-11-30-search-words',
        '2026-12-01-staff',
        '2026-12-02-admin-orders',
        '2026-12-02-order-actions',
        '2026-12-03-supersessions',
        '2026-12-04-catalog-imports',
        '2026-12-05-import-staging',
        '2026-12-06-car-makes',
      ]);
      expect(await isEmpty(handle.db)).toBe(true);
      const [a, b] = await Promise.all([seedDemo(handle.db), seedDemo(handle.db)]);
      expect([a.seeded, b.seeded].sort()).toEqual([false, true]);
      const items = await handle.db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(items.n).toBeGreaterThanOrEqual(3000);
      const euro = await handle.db
        .selectFrom('currencies')
        .select('euro_rate')
        .where('code', '=', 'SEK')
        .executeTakeFirstOrThrow();
      expect(euro.euro_rate).toBe(11.2);
      const shipment = await handle.db.selectFrom('shipment_data').selectAll().execute();
      expect(shipment).toEqual([{ id: 1, type: 'minimum_arrival', key: 'date', value: '250101' }]);
      // The trigger copies an item's changes to its fits (their list order).
      const item = await handle.db
        .selectFrom('items')
        .select('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      await handle.db
        .updateTable('items')
        .set({ name: 'Ändrad', price: 12_345 })
        .where('id', '=', item.id)
        .execute();
      const copies = await handle.db
        .selectFrom('item_fits')
        .select(['item_name', 'item_price'])
        .where('item_id', '=', item.id)
        .execute();
      expect(copies.length).toBeGreaterThan(0);
      for (const copy of copies) expect(copy).toEqual({ item_name: 'Ändrad', item_price: 12_345 });
      expect(await migrateDownAll(handle.db)).toEqual([
        '2026-12-06-car-makes',
        '2026-12-05-import-staging',
        '2026-12-04-catalog-imports',
        '2026-12-03-supersessions',
        '2026-12-02-order-actions',
        '2026-12-02-admin-orders',
        '2026-12-01-staff',
        '2026-11-30-search-words',
        '2026-11-30-mail-attachments',
        '2026-11-29-currency-symbols',
        '2026-11-28-rate-limits',
        '2026-11-28-order-lifecycle',
        '2026-11-27-translations',
        '2026-11-26-contact',
        '2026-11-25-accounts',
        '2026-11-24-payments',
        '2026-11-24-orders',
        '2026-11-24-mail',
        '2026-11-21-sort-keys',
        '2026-11-21-search',
        '2026-11-21-saved-carts',
        '2026-11-21-catalog',
      ]);
    },
  );

  it('generates a large catalog', { timeout: 60_000 }, async () => {
    const handle = await open();
    await migrateToLatest(handle.db);
    await generateLargeCatalog(handle, { items: 2000 });
    const { rows } = await sql<{ n: number }>`select count(*) as n from items`.execute(handle.db);
    expect(rows).toEqual([{ n: 2000 }]);
  });
});
