import { normaliseReference } from '@shop/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSERT_ORDER } from './batch-insert.js';
import { createDb, type DbHandle } from './client.js';
import { migrateToLatest } from './migrate.js';
import { isEmpty, seedDemo } from './seed.js';

async function freshDb(): Promise<DbHandle> {
  const handle = createDb('sqlite::memory:');
  await migrateToLatest(handle.db);
  return handle;
}

/** Every row of every table, ordered by all columns so the dump is independent of storage order. */
async function dump(handle: DbHandle): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of INSERT_ORDER) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      handle.db,
    );
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

async function count(handle: DbHandle, query: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(handle.db);
  return Number(rows[0]?.n ?? 0);
}

describe('seedDemo', () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await freshDb();
  });

  afterAll(async () => {
    await handle.close();
  });

  it('fills an empty database once and reports what it wrote', async () => {
    expect(await isEmpty(handle.db)).toBe(true);
    const first = await seedDemo(handle.db);
    expect(first.seeded).toBe(true);
    expect(first.counts.items).toBe(await count(handle, 'select count(*) as n from items'));
    expect(await isEmpty(handle.db)).toBe(false);
    expect(await seedDemo(handle.db)).toEqual({ seeded: false, counts: {} });
  });

  it('has the counts of DESIGN §5', async () => {
    expect(await count(handle, 'select count(*) as n from car_groups')).toBe(4);
    expect(await count(handle, 'select count(*) as n from cars')).toBeGreaterThanOrEqual(20);
    expect(
      await count(handle, 'select count(*) as n from cars where modern = 1'),
    ).toBeGreaterThanOrEqual(3);
    // The demo cars are Volvos, named by model: customers read "Volvo 240".
    const makes = await sql<{
      make: string | null;
    }>`select distinct make from cars`.execute(handle.db);
    expect(makes.rows).toEqual([{ make: 'Volvo' }]);
    expect(await count(handle, "select count(*) as n from cars where name like 'Volvo%'")).toBe(0);
    expect(await count(handle, 'select count(*) as n from item_groups')).toBe(15);
    expect(await count(handle, 'select count(*) as n from items')).toBeGreaterThanOrEqual(3000);
    expect(await count(handle, 'select count(*) as n from diagrams')).toBeGreaterThanOrEqual(200);
    expect(await count(handle, 'select count(*) as n from countries')).toBe(6);
    expect(await count(handle, 'select count(*) as n from transports')).toBe(4);
    expect(await count(handle, 'select count(*) as n from payments')).toBe(5);
    expect(await count(handle, 'select count(*) as n from currencies')).toBe(4);
    expect(
      await count(handle, 'select count(distinct item_id) as n from item_supersessions'),
    ).toBeGreaterThanOrEqual(120);
    const brands = await sql<{
      brand: string;
    }>`select distinct brand from item_prices order by brand`.execute(handle.db);
    expect(brands.rows.map((r) => r.brand)).toEqual(['any', 'genuine', 'oem']);
  });

  it('links every diagram item to an existing item that fits the diagram car', async () => {
    const orphans = await count(
      handle,
      `select count(*) as n from diagram_items d left join items i on i.id = d.item_id
       where d.item_id is not null and i.id is null`,
    );
    expect(orphans).toBe(0);
    const unfit = await count(
      handle,
      `select count(*) as n from diagram_items di join diagrams d on d.illustration = di.illustration
       where di.item_id is not null and not exists (
         select 1 from item_fits f where f.item_id = di.item_id and f.car_slug = d.car_slug)`,
    );
    expect(unfit).toBe(0);
    expect(
      await count(handle, 'select count(*) as n from diagram_items where item_id is null'),
    ).toBeGreaterThan(0);
  });

  it("gives every item an 'any' price equal to items.price", async () => {
    const missing = await count(
      handle,
      `select count(*) as n from items i left join item_prices p on p.item_id = i.id and p.brand = 'any'
       where p.item_id is null or p.price <> i.price`,
    );
    expect(missing).toBe(0);
  });

  it('stores ref_norm as normaliseReference(ref) and the first reference visible', async () => {
    const { rows } = await sql<{
      ref: string;
      ref_norm: string;
    }>`select ref, ref_norm from item_references`.execute(handle.db);
    for (const row of rows) expect(row.ref_norm).toBe(normaliseReference(row.ref));
    expect(
      await count(
        handle,
        'select count(*) as n from item_references where position = 1 and visible = 0',
      ),
    ).toBe(0);
    expect(
      await count(handle, 'select count(*) as n from item_references where visible = 0'),
    ).toBeGreaterThan(0);
  });

  it('passes SQLite foreign key and integrity checks', async () => {
    const { rows } = await sql`pragma foreign_key_check`.execute(handle.db);
    expect(rows).toEqual([]);
  });

  it('is deterministic: a second database seeded the same way has identical rows', async () => {
    const other = await freshDb();
    try {
      await seedDemo(other.db);
      expect(await dump(other)).toEqual(await dump(handle));
    } finally {
      await other.close();
    }
  });
});
