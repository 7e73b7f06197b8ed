// The car makes migration on either engine: cars written before it keep their rows with no make,
// take one afterwards, and lose the column again going down.
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { DbHandle } from '../client.js';
import { migrateTo } from '../migrate.js';

const BEFORE = '2026-12-05-import-staging';
const MIGRATION = '2026-12-06-car-makes';

async function carColumns(handle: DbHandle): Promise<string[]> {
  const tables = await handle.db.introspection.getTables();
  return tables.find((t) => t.name === 'cars')?.columns.map((c) => c.name) ?? [];
}

export async function carMakesUpAndDown(handle: DbHandle): Promise<void> {
  await migrateTo(handle.db, BEFORE);
  await handle.db
    .insertInto('car_groups')
    .values({ id: 1, name: 'Classics', position: 1 })
    .execute();
  // Rows as the table was before the make existed.
  await sql`insert into cars (slug, name, car_group_id, position, modern)
    values ('volvo-240', '240', 1, 1, 0)`.execute(handle.db);
  expect(await carColumns(handle)).not.toContain('make');

  expect(await migrateTo(handle.db, MIGRATION)).toEqual([MIGRATION]);
  const read = () => handle.db.selectFrom('cars').select(['slug', 'make', 'name']).execute();
  expect(await read()).toEqual([{ slug: 'volvo-240', make: null, name: '240' }]);
  await handle.db
    .updateTable('cars')
    .set({ make: 'Volvo' })
    .where('slug', '=', 'volvo-240')
    .execute();
  expect(await read()).toEqual([{ slug: 'volvo-240', make: 'Volvo', name: '240' }]);

  expect(await migrateTo(handle.db, BEFORE)).toEqual([MIGRATION]);
  expect(await carColumns(handle)).not.toContain('make');
  const { rows } = await sql<{ slug: string; name: string }>`select slug, name from cars`.execute(
    handle.db,
  );
  expect(rows).toEqual([{ slug: 'volvo-240', name: '240' }]);
}
