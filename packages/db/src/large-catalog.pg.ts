// Bulk item loading on PostgreSQL, inside the caller's transaction: one INSERT … SELECT FROM
// unnest(arrays) per table and chunk (no bound-parameter limit, few round trips), with the item
// tables' secondary indexes dropped first and rebuilt once at the end.
import { sql, type Kysely } from 'kysely';
import { itemRows, type ItemRows } from './demo/catalog.js';
import type { ItemBundle } from './demo/item.generator.js';
import { ITEM_TABLE_COLUMNS as COLUMNS } from './item-columns.js';
import type { Database } from './schema.js';
import { kyselyExec } from './search-index.sqlite.js';
import { suspendNameCopies } from './translations-index.js';

const ITEM_TABLES = Object.keys(COLUMNS) as (keyof ItemRows)[];

async function unnestInsert(
  db: Kysely<Database>,
  table: keyof ItemRows,
  columns: readonly (readonly [string, 'text' | 'integer'])[],
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) return;
  const arrays = columns.map(([name, type]) => {
    const values = rows.map((row) => (row as Record<string, unknown>)[name]);
    return sql`${values}::${sql.raw(type)}[]`;
  });
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map(([name]) => sql.ref(name)))})
    select * from unnest(${sql.join(arrays)})`.execute(db);
}

/** Secondary (non-constraint) indexes of the item tables, with the SQL that recreates them. */
async function secondaryIndexes(db: Kysely<Database>): Promise<{ name: string; sql: string }[]> {
  const { rows } = await sql<{ name: string; sql: string }>`
    select i.indexname as name, i.indexdef as sql from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(ITEM_TABLES)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
  return rows;
}

export async function loadItemsPostgres(
  db: Kysely<Database>,
  chunks: Iterable<ItemBundle[]>,
  report: (done: number) => void,
): Promise<void> {
  const indexes = await secondaryIndexes(db);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  // The fits arrive with their name copies; the copy triggers would redo them row by row.
  const restoreCopies = await suspendNameCopies(kyselyExec(db), 'postgres');
  let done = 0;
  for (const bundles of chunks) {
    const rows = itemRows(bundles);
    for (const table of ITEM_TABLES) await unnestInsert(db, table, COLUMNS[table], rows[table]);
    done += bundles.length;
    report(done);
  }
  await restoreCopies();
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}
