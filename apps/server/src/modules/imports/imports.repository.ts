// The imports' own SQL: runs (state, progress, report), the rows each stages, the saved mappings.
import { copyRows, dialectOf } from '@shop/db';
import type { CopyTarget } from '@shop/db';
import type { Database, Executor } from '@shop/db';
import { sql } from 'kysely';
import type { Insertable, RawBuilder, Selectable, Updateable } from 'kysely';

export type ImportRunRow = Selectable<Database['import_runs']>;
export type StagedRow = Insertable<Database['import_rows']>;
export type MappingRow = Selectable<Database['import_mappings']>;

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

/** A staged row's JSON as text (import_rows keeps it in the engine's binary JSON). */
export function stagedJson(db: Executor): RawBuilder<string | null> {
  return dialectOf(db) === 'sqlite' ? sql`json(data)` : sql`data::text`;
}

const STAGED: CopyTarget<'import_rows'> = {
  table: 'import_rows',
  columns: ['import_id', 'line', 'key', 'action', 'data'],
  json: 'data',
};

export async function stageRows(db: Executor, rows: readonly StagedRow[]): Promise<void> {
  await copyRows(
    db,
    STAGED,
    rows.map((row) => [row.import_id, row.line, row.key, row.action, row.data ?? null]),
  );
}

/** Every repeat of a key after its first line (one sort, no index on keys): line and first line. */
export async function repeatedKeys(
  db: Executor,
  importId: string,
): Promise<{ line: number; first: number }[]> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('import_rows')
        .select('line')
        .select(sql<number>`min(line) over (partition by key)`.as('first'))
        .where('import_id', '=', importId)
        .where('action', '!=', 'invalid')
        .as('keyed'),
    )
    .select(['line', 'first'])
    .whereRef('line', '>', 'first')
    .orderBy('line')
    .execute();
  return rows.map((row) => ({ line: Number(row.line), first: Number(row.first) }));
}

/** Marks the rows at `lines` invalid (their data goes). */
export async function invalidateLines(
  db: Executor,
  importId: string,
  lines: readonly number[],
): Promise<void> {
  await db
    .updateTable('import_rows')
    .set({ action: 'invalid', data: null })
    .where('import_id', '=', importId)
    .where('line', 'in', [...lines])
    .execute();
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
    .select(['line', 'action', stagedJson(db).as('data')])
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
    .select(['line', stagedJson(db).as('data')])
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
