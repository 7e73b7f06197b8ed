// All diagram SQL.
import type { Database, Executor } from '@shop/db';
import type { Selectable } from 'kysely';

export type DiagramRow = Selectable<Database['diagrams']> & {
  car_name: string;
  car_modern: number;
  group_name: string;
};
export type DiagramItemRow = Selectable<Database['diagram_items']>;

export interface ItemDiagramFilter {
  itemId: string;
  carSlug: string | null;
  groupSlug: string | null;
  /** Leave out the diagrams of modern cars. */
  excludeModern: boolean;
}

/** Diagrams with their car's name and modern flag and their group's name. */
function selectDiagrams(db: Executor) {
  return db
    .selectFrom('diagrams as d')
    .innerJoin('cars as c', 'c.slug', 'd.car_slug')
    .innerJoin('item_groups as g', 'g.slug', 'd.group_slug')
    .selectAll('d')
    .select(['c.name as car_name', 'c.modern as car_modern', 'g.name as group_name']);
}

export function findDiagram(db: Executor, illustration: string): Promise<DiagramRow | undefined> {
  return selectDiagrams(db).where('d.illustration', '=', illustration).executeTakeFirst();
}

/** The diagrams of one car and item group, by name (then illustration). */
export function listCarGroupDiagrams(
  db: Executor,
  carSlug: string,
  groupSlug: string,
): Promise<DiagramRow[]> {
  return selectDiagrams(db)
    .where('d.car_slug', '=', carSlug)
    .where('d.group_slug', '=', groupSlug)
    .orderBy('d.name')
    .orderBy('d.illustration')
    .execute();
}

/** The diagrams that have a position linked to the item, by name. */
export function listDiagramsWithItem(db: Executor, f: ItemDiagramFilter): Promise<DiagramRow[]> {
  let query = selectDiagrams(db).where(({ exists, selectFrom }) =>
    exists(
      selectFrom('diagram_items as di')
        .select('di.idx')
        .whereRef('di.illustration', '=', 'd.illustration')
        .where('di.item_id', '=', f.itemId),
    ),
  );
  if (f.carSlug !== null) query = query.where('d.car_slug', '=', f.carSlug);
  if (f.groupSlug !== null) query = query.where('d.group_slug', '=', f.groupSlug);
  if (f.excludeModern) query = query.where('c.modern', '=', 0);
  return query.orderBy('d.name').orderBy('d.illustration').execute();
}

/** Every entry of one diagram, by index. */
export function listDiagramEntries(db: Executor, illustration: string): Promise<DiagramItemRow[]> {
  return db
    .selectFrom('diagram_items')
    .selectAll()
    .where('illustration', '=', illustration)
    .orderBy('idx')
    .execute();
}

/** The item's positions in the given diagrams. */
export function listItemPositions(
  db: Executor,
  itemId: string,
  illustrations: readonly string[],
): Promise<DiagramItemRow[]> {
  if (illustrations.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('diagram_items')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('illustration', 'in', illustrations)
    .orderBy('illustration')
    .orderBy('idx')
    .execute();
}
