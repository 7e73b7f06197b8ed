import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';
import { dialectOf, migrateDownAll, migrateToLatest } from './migrate.js';
import { INSERT_ORDER } from './batch-insert.js';

const handles: DbHandle[] = [];
const ALL = [
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
];
const ALL_DOWN = [...ALL].reverse();

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
});

async function userTables(handle: DbHandle): Promise<string[]> {
  const tables = await handle.db.introspection.getTables();
  return tables.map((t) => t.name).filter((name) => !name.startsWith('kysely_'));
}

describe('migrations on SQLite', () => {
  it('create every table of schema.ts, are idempotent, and go down and up again', async () => {
    const handle = createDb('sqlite::memory:');
    handles.push(handle);
    expect(dialectOf(handle.db)).toBe('sqlite');
    expect(await migrateToLatest(handle.db)).toEqual(ALL);
    expect(await migrateToLatest(handle.db)).toEqual([]);
    expect(await userTables(handle)).toEqual(
      expect.arrayContaining([
        ...INSERT_ORDER,
        ...['settings', 'saved_carts', 'saved_cart_lines', 'counters'],
        ...['orders', 'order_lines', 'order_events'],
        ...['users', 'sessions', 'user_links', 'login_failures', 'user_addresses', 'user_carts'],
        'contact_messages',
        'rate_counters',
        ...['staff_totp', 'staff_recovery_codes', 'audit_log'],
        ...['order_shipments', 'order_refunds', 'admin_actions'],
        'order_notes',
      ]),
    );
    expect(await migrateDownAll(handle.db)).toEqual(ALL_DOWN);
    expect(await userTables(handle)).toEqual([]);
    expect(await migrateToLatest(handle.db)).toEqual(ALL);
  });

  it('creates the indexes the reads need', async () => {
    const handle = createDb('sqlite::memory:');
    handles.push(handle);
    await migrateToLatest(handle.db);
    const { rows } = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'index'`.execute(handle.db);
    const names = rows.map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'item_fits_by_name_idx',
        'item_fits_by_price_idx',
        'item_fits_latest_idx',
        'items_group_slug_idx',
        'items_updated_at_idx',
        'item_references_ref_norm_idx',
        'item_supersessions_item_id_idx',
        'diagrams_car_group_idx',
        'diagram_items_item_id_idx',
        'cars_car_group_id_idx',
      ]),
    );
  });

  it('enforces foreign keys', async () => {
    const handle = createDb('sqlite::memory:');
    handles.push(handle);
    await migrateToLatest(handle.db);
    await expect(
      handle.db
        .insertInto('cars')
        .values({ slug: 'x', name: 'X', car_group_id: 99, position: 1, modern: 0 })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});
