// The imports' own SQL: runs (state, progress, report), the rows each stages, the saved mappings.
import type { Database, Executor } from '@shop/db';
import type { Insertable, Selectable, Updateable } from 'kysely';

export type ImportRunRow = Selectable<Database['import_runs']>;
export type StagedRow = Insertable<Database['import_rows']>;
export type MappingRow = Selectable<Database['import_mappings']>;

/** Rows per INSERT: five parameters each, well under both engines' limits. */
const STAGE_BATCH = 1500;

export async function insertRun(db: Executor, row: Insertable<Database['import_runs']>) {
  await db.insertInto('import_runs').values(row).execute();
}

export function readRun(db: Executor, id: string): Promise<ImportRunRow | undefined> {
  return db.selectFrom('import_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listRuns(db: Executor, limit: number): Promise<ImportRunRow[]> {
  return db
    .selectFrom('import_runs')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Runs in one of `states` (another import busy, or runs a restart left behind). */
export function runsIn(db: Executor, states: readonly string[]): Promise<ImportRunRow[]> {
  return db.selectFrom('import_runs').selectAll().where('state', 'in', states).execute();
}

export async function updateRun(
  db: Executor,
  id: string,
  changes: Updateable<Database['import_runs']>,
): Promise<void> {
  await db.updateTable('import_runs').set(changes).where('id', '=', id).execute();
}

/** Moves the run from `from` to the changes' state; false when it was no longer in `from`. */
export async function moveRun(
  db: Executor,
  id: string,
  from: readonly string[],
  changes: Updateable<Database['import_runs']>,
): Promise<boolean> {
  const result = await db
    .updateTable('import_runs')
    .set(changes)
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function stateOf(db: Executor, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('import_runs')
    .select('state')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.state;
}

export async function stageRows(db: Executor, rows: readonly StagedRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += STAGE_BATCH)
    await db
      .insertInto('import_rows')
      .values(rows.slice(start, start + STAGE_BATCH))
      .execute();
}

/** Each key staged more than once: its first line and the later ones. */
export async function duplicateKeys(
  db: Executor,
  importId: string,
): Promise<{ key: string; first: number }[]> {
  const rows = await db
    .selectFrom('import_rows')
    .select(['key'])
    .select((eb) => eb.fn.min('line').as('first'))
    .where('import_id', '=', importId)
    .where('action', '!=', 'invalid')
    .groupBy('key')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return rows.map((row) => ({ key: row.key, first: Number(row.first) }));
}

/** Lines of `key` after `first` (the duplicates), made invalid; answers their lines. */
export async function invalidateDuplicates(
  db: Executor,
  importId: string,
  key: string,
  first: number,
): Promise<number[]> {
  const rows = await db
    .updateTable('import_rows')
    .set({ action: 'invalid', data: null })
    .where('import_id', '=', importId)
    .where('key', '=', key)
    .where('line', '>', first)
    .where('action', '!=', 'invalid')
    .returning('line')
    .execute();
  return rows.map((row) => row.line);
}

export async function countActions(
  db: Executor,
  importId: string,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('import_rows')
    .select(['action'])
    .select((eb) => eb.fn.countAll().as('count'))
    .where('import_id', '=', importId)
    .groupBy('action')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.action, Number(row.count)]));
}

/** A page of the rows to write (created or updated), in line order after `afterLine`. */
export function rowsToApply(
  db: Executor,
  importId: string,
  afterLine: number,
  limit: number,
): Promise<{ line: number; action: string; data: string | null }[]> {
  return db
    .selectFrom('import_rows')
    .select(['line', 'action', 'data'])
    .where('import_id', '=', importId)
    .where('line', '>', afterLine)
    .where('action', 'in', ['create', 'update'])
    .orderBy('line')
    .limit(limit)
    .execute();
}

export function rowsAtLines(
  db: Executor,
  importId: string,
  lines: readonly number[],
): Promise<{ line: number; data: string | null }[]> {
  return db
    .selectFrom('import_rows')
    .select(['line', 'data'])
    .where('import_id', '=', importId)
    .where('line', 'in', [...lines])
    .orderBy('line')
    .execute();
}

export async function dropStagedRows(db: Executor, importId: string): Promise<void> {
  await db.deleteFrom('import_rows').where('import_id', '=', importId).execute();
}

export function listMappings(db: Executor): Promise<MappingRow[]> {
  return db.selectFrom('import_mappings').selectAll().orderBy('name').execute();
}

export function readMapping(db: Executor, name: string): Promise<MappingRow | undefined> {
  return db.selectFrom('import_mappings').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function putMapping(db: Executor, row: MappingRow): Promise<void> {
  await db
    .insertInto('import_mappings')
    .values(row)
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({
        kind: row.kind,
        columns: row.columns,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function deleteMapping(db: Executor, name: string): Promise<boolean> {
  const result = await db.deleteFrom('import_mappings').where('name', '=', name).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
