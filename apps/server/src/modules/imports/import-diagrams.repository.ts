// Diagrams and their entries from an import file: what the catalog holds for a chunk of them, and
// the writes (the English on the rows, Swedish and Finnish in the text tables).
import type { Database, Executor } from '@shop/db';
import type { Insertable, Selectable } from 'kysely';

type Row<T extends keyof Database> = Selectable<Database[T]>;

export async function illustrations(db: Executor, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('diagrams')
    .select('illustration')
    .where('illustration', 'in', [...new Set(names)])
    .execute();
  return new Set(rows.map((row) => row.illustration));
}

export async function currentDiagrams(
  db: Executor,
  names: readonly string[],
): Promise<{ diagrams: Row<'diagrams'>[]; texts: Row<'diagram_texts'>[] }> {
  const list = [...names];
  return {
    diagrams: await db
      .selectFrom('diagrams')
      .selectAll()
      .where('illustration', 'in', list)
      .execute(),
    texts: await db
      .selectFrom('diagram_texts')
      .selectAll()
      .where('illustration', 'in', list)
      .execute(),
  };
}

export async function currentEntries(
  db: Executor,
  names: readonly string[],
): Promise<{ entries: Row<'diagram_items'>[]; texts: Row<'diagram_item_texts'>[] }> {
  const list = [...new Set(names)];
  return {
    entries: await db
      .selectFrom('diagram_items')
      .selectAll()
      .where('illustration', 'in', list)
      .execute(),
    texts: await db
      .selectFrom('diagram_item_texts')
      .selectAll()
      .where('illustration', 'in', list)
      .execute(),
  };
}

export async function writeDiagram(
  db: Executor,
  row: Insertable<Database['diagrams']>,
  texts: readonly Insertable<Database['diagram_texts']>[],
): Promise<void> {
  const { illustration, ...rest } = row;
  await db
    .insertInto('diagrams')
    .values(row)
    .onConflict((oc) => oc.column('illustration').doUpdateSet(rest))
    .execute();
  await db.deleteFrom('diagram_texts').where('illustration', '=', illustration).execute();
  if (texts.length)
    await db
      .insertInto('diagram_texts')
      .values([...texts])
      .execute();
}

export async function writeEntry(
  db: Executor,
  row: Insertable<Database['diagram_items']>,
  texts: readonly Insertable<Database['diagram_item_texts']>[],
): Promise<void> {
  const { illustration, idx, ...rest } = row;
  await db
    .insertInto('diagram_items')
    .values(row)
    .onConflict((oc) => oc.columns(['illustration', 'idx']).doUpdateSet(rest))
    .execute();
  await db
    .deleteFrom('diagram_item_texts')
    .where('illustration', '=', illustration)
    .where('idx', '=', idx)
    .execute();
  if (texts.length)
    await db
      .insertInto('diagram_item_texts')
      .values([...texts])
      .execute();
}
