// A round trip through copyRows with the characters COPY and SQL escape: tab, line ends,
// backslash, \N, non-ASCII; a null; JSON kept in the engine's binary form.
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { DbHandle } from './client.js';
import { copyRows } from './copy-rows.js';

const AWKWARD = 'tab\there, line\nend, cr\r, back\\slash, \\N, ö €';
const DATA = JSON.stringify({ text: AWKWARD, list: [1, null, 'två'] });

export async function roundTrip(handle: DbHandle) {
  const rows = Array.from({ length: 250 }, (_, index) => [
    'run-1',
    index + 2,
    index === 0 ? AWKWARD : `key-${index}`,
    'create',
    index === 1 ? null : DATA,
  ]);
  await copyRows(
    handle.db,
    { table: 'import_rows', columns: ['import_id', 'line', 'key', 'action', 'data'], json: 'data' },
    rows,
  );
  const text = handle.dialect === 'sqlite' ? sql`json(data)` : sql`data::text`;
  const { rows: read } = await sql<{ line: number; key: string; data: string | null }>`
    select line, key, ${text} as data from import_rows where import_id = 'run-1' order by line`.execute(
    handle.db,
  );
  expect(read).toHaveLength(250);
  expect(read[0]?.key).toBe(AWKWARD);
  expect(read[1]?.data).toBeNull();
  expect(JSON.parse(read[0]?.data ?? 'null')).toEqual(JSON.parse(DATA));
  expect(read[249]).toMatchObject({ line: 251, key: 'key-249' });
}
