// A supersessions import's SQL: the catalog's old numbers, the items a chain may end at (by id or
// by part number), the staged rows of the file, and the writes.
import type { Executor } from '@shop/db';
import { batches } from './import-batches.js';
import { stagedJson } from './imports.repository.js';

export function allSupersessions(
  db: Executor,
): Promise<{ old_ref: string; old_ref_norm: string; new_ref: string; item_id: string }[]> {
  return db.selectFrom('item_supersessions').selectAll().execute();
}

export async function supersessionsOf(
  db: Executor,
  norms: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const batch of batches(norms)) {
    const rows = await db
      .selectFrom('item_supersessions')
      .select(['old_ref_norm', 'new_ref'])
      .where('old_ref_norm', 'in', batch)
      .execute();
    for (const row of rows) found.set(row.old_ref_norm, row.new_ref);
  }
  return found;
}

/** The item each normalised number names: an item id, else the lowest id with that reference. */
export async function itemsNamed(
  db: Executor,
  norms: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const batch of batches([...norms])) {
    const byRef = await db
      .selectFrom('item_references')
      .select(['ref_norm'])
      .select((eb) => eb.fn.min('item_id').as('item_id'))
      .where('ref_norm', 'in', batch)
      .groupBy('ref_norm')
      .execute();
    for (const row of byRef) found.set(row.ref_norm, String(row.item_id));
    const byId = await db.selectFrom('items').select('id').where('id', 'in', batch).execute();
    for (const row of byId) found.set(row.id, row.id);
  }
  return found;
}

/** The import's staged supersessions that are still valid: line and data. */
export function stagedSupersessions(
  db: Executor,
  importId: string,
): Promise<{ line: number; key: string; action: string; data: string | null }[]> {
  return db
    .selectFrom('import_rows')
    .select(['line', 'key', 'action', stagedJson(db).as('data')])
    .where('import_id', '=', importId)
    .where('action', '!=', 'invalid')
    .orderBy('line')
    .execute();
}

export async function markInvalid(db: Executor, importId: string, line: number): Promise<void> {
  await db
    .updateTable('import_rows')
    .set({ action: 'invalid', data: null })
    .where('import_id', '=', importId)
    .where('line', '=', line)
    .execute();
}

export async function writeSupersessions(
  db: Executor,
  rows: readonly { old_ref: string; old_ref_norm: string; new_ref: string; item_id: string }[],
): Promise<void> {
  for (const batch of batches(rows))
    await db
      .insertInto('item_supersessions')
      .values(batch)
      .onConflict((oc) =>
        oc.column('old_ref_norm').doUpdateSet((eb) => ({
          old_ref: eb.ref('excluded.old_ref'),
          new_ref: eb.ref('excluded.new_ref'),
          item_id: eb.ref('excluded.item_id'),
        })),
      )
      .execute();
}

export async function pointSupersession(db: Executor, oldNorm: string, itemId: string) {
  await db
    .updateTable('item_supersessions')
    .set({ item_id: itemId })
    .where('old_ref_norm', '=', oldNorm)
    .execute();
}
