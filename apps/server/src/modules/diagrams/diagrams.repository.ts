// All diagram SQL. Texts come in the asked language, English where a translation is missing.
import type { Database, Executor } from '@shop/db';
import type { Language } from '@shop/domain';
import type { Selectable } from 'kysely';

export type DiagramRow = Selectable<Database['diagrams']> & {
  car_name: string;
  car_make: string | null;
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
  language: Language;
}

/** Diagrams with their car's name, make and modern flag and their group's name, in the language. */
function selectDiagrams(db: Executor, language: Language) {
  return db
    .selectFrom('diagrams as d')
    .innerJoin('cars as c', 'c.slug', 'd.car_slug')
    .innerJoin('item_groups as g', 'g.slug', 'd.group_slug')
    .leftJoin('diagram_texts as t', (join) =>
      join.onRef('t.illustration', '=', 'd.illustration').on('t.language', '=', language),
    )
    .leftJoin('catalog_texts as gt', (join) =>
      join
        .onRef('gt.ref', '=', 'g.slug')
        .on('gt.kind', '=', 'item_group')
        .on('gt.language', '=', language)
        .on('gt.field', '=', 'name'),
    )
    .select([
      'd.illustration',
      'd.car_slug',
      'd.group_slug',
      'd.model',
      'd.coordinates',
      'd.width',
      'd.height',
      'c.name as car_name',
      'c.make as car_make',
      'c.modern as car_modern',
    ])
    .select(({ fn, ref }) => [
      fn.coalesce(ref('t.name'), ref('d.name')).as('name'),
      fn.coalesce(ref('t.description'), ref('d.description')).as('description'),
      fn.coalesce(ref('t.remark'), ref('d.remark')).as('remark'),
      fn.coalesce(ref('gt.text'), ref('g.name')).as('group_name'),
    ]);
}

/** Diagram entries with their description and remark in the language. */
function selectEntries(db: Executor, language: Language) {
  return db
    .selectFrom('diagram_items as di')
    .leftJoin('diagram_item_texts as t', (join) =>
      join
        .onRef('t.illustration', '=', 'di.illustration')
        .onRef('t.idx', '=', 'di.idx')
        .on('t.language', '=', language),
    )
    .select([
      'di.illustration',
      'di.idx',
      'di.position',
      'di.base_position',
      'di.model',
      'di.quantity',
      'di.item_id',
      'di.reference',
    ])
    .select(({ fn, ref }) => [
      fn.coalesce(ref('t.description'), ref('di.description')).as('description'),
      fn.coalesce(ref('t.remark'), ref('di.remark')).as('remark'),
    ]);
}

export function findDiagram(
  db: Executor,
  illustration: string,
  language: Language = 'en',
): Promise<DiagramRow | undefined> {
  return selectDiagrams(db, language).where('d.illustration', '=', illustration).executeTakeFirst();
}

/** The diagrams of one car and item group, by name (then illustration). */
export function listCarGroupDiagrams(
  db: Executor,
  carSlug: string,
  groupSlug: string,
  language: Language,
): Promise<DiagramRow[]> {
  return selectDiagrams(db, language)
    .where('d.car_slug', '=', carSlug)
    .where('d.group_slug', '=', groupSlug)
    .orderBy('name')
    .orderBy('d.illustration')
    .execute();
}

/** The diagrams that have a position linked to the item, by name. */
export function listDiagramsWithItem(db: Executor, f: ItemDiagramFilter): Promise<DiagramRow[]> {
  let query = selectDiagrams(db, f.language).where(({ exists, selectFrom }) =>
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
  return query.orderBy('name').orderBy('d.illustration').execute();
}

/** Every entry of one diagram, by index. */
export function listDiagramEntries(
  db: Executor,
  illustration: string,
  language: Language,
): Promise<DiagramItemRow[]> {
  return selectEntries(db, language)
    .where('di.illustration', '=', illustration)
    .orderBy('di.idx')
    .execute();
}

/** The item's positions in the given diagrams. */
export function listItemPositions(
  db: Executor,
  itemId: string,
  illustrations: readonly string[],
  language: Language,
): Promise<DiagramItemRow[]> {
  if (illustrations.length === 0) return Promise.resolve([]);
  return selectEntries(db, language)
    .where('di.item_id', '=', itemId)
    .where('di.illustration', 'in', illustrations)
    .orderBy('di.illustration')
    .orderBy('di.idx')
    .execute();
}

export type DiagramTextRow = Pick<Selectable<Database['diagram_texts']>, 'illustration' | 'name'>;
export type EntryTextRow = Pick<
  Selectable<Database['diagram_item_texts']>,
  'illustration' | 'idx' | 'description'
>;

/** The diagrams' names in a language other than English (untranslated: no row). */
export function listDiagramNames(
  db: Executor,
  illustrations: readonly string[],
  language: Language,
): Promise<DiagramTextRow[]> {
  if (illustrations.length === 0 || language === 'en') return Promise.resolve([]);
  return db
    .selectFrom('diagram_texts')
    .select(['illustration', 'name'])
    .where('language', '=', language)
    .where('illustration', 'in', illustrations)
    .execute();
}

/** Entry descriptions of the diagrams in a language other than English. */
export function listEntryDescriptions(
  db: Executor,
  illustrations: readonly string[],
  language: Language,
): Promise<EntryTextRow[]> {
  if (illustrations.length === 0 || language === 'en') return Promise.resolve([]);
  return db
    .selectFrom('diagram_item_texts')
    .select(['illustration', 'idx', 'description'])
    .where('language', '=', language)
    .where('illustration', 'in', illustrations)
    .execute();
}
