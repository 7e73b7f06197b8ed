import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.js';
import { migrateToLatest } from './migrate.js';
import { isEmpty, seedDemo } from './seed.js';
import type { Database } from './schema.js';
import { INSERT_ORDER } from './batch-insert.js';

const handles: DbHandle[] = [];

async function freshDb(): Promise<DbHandle> {
  const handle = createDb('sqlite::memory:');
  handles.push(handle);
  await migrateToLatest(handle.db);
  return handle;
}

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
});

async function dump(handle: DbHandle): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of INSERT_ORDER) {
    out[table] = await handle.db
      .selectFrom(table as keyof Database)
      .selectAll()
      .orderBy((eb) => eb.lit(1))
      .execute();
  }
  return out;
}

describe('seedDemo', () => {
  it('fills an empty database once and reports what it wrote', async () => {
    const { db } = await freshDb();
    expect(await isEmpty(db)).toBe(true);
    const first = await seedDemo(db);
    expect(first.seeded).toBe(true);
    expect(first.counts.items).toBeGreaterThanOrEqual(3000);
    expect(await isEmpty(db)).toBe(false);
    const second = await seedDemo(db);
    expect(second).toEqual({ seeded: false, counts: {} });
  });

  it('is deterministic: two seeds give identical rows', async () => {
    const a = await freshDb();
    const b = await freshDb();
    await seedDemo(a.db);
    await seedDemo(b.db);
    expect(await dump(a)).toEqual(await dump(b));
  });
});
