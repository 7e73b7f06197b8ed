// Diagram rules: which diagrams a caller may see (DESIGN §4: modern cars need a logged-in user) and
// which entries a diagram shows (SPEC §9, the rule lives in @shop/domain).
import type {
  CarDiagramsResponse,
  DiagramResponse,
  Item,
  ItemDiagramsResponse,
  Language,
} from '@shop/domain';
import { dedupeDiagramItems } from '@shop/domain';
import { forbidden, notFound } from '../../lib/http-error.js';
import type { AppContext } from '../../lib/app-context.js';
import * as catalog from '../catalog/catalog.service.js';
import * as repo from './diagrams.repository.js';
import type { DiagramItemRow } from './diagrams.repository.js';
import { toDiagram, toDiagramItem } from './diagrams.mapper.js';

export const MODERN_FORBIDDEN_MESSAGE = 'Modern car diagrams require authentication.';
export { diagramImage, parseStringList } from './diagrams.mapper.js';

export interface CarGroupQuery {
  carSlug: string;
  groupSlug: string;
  authenticated: boolean;
  language: Language;
}

export interface ItemDiagramsQuery {
  itemId: string;
  carSlug: string | null;
  groupSlug: string | null;
  authenticated: boolean;
  language: Language;
}

export interface LegacyItemDiagramsQuery extends CarGroupQuery {
  legacyId: number;
}

function assertMayView(modern: boolean, authenticated: boolean): void {
  if (modern && !authenticated) throw forbidden(MODERN_FORBIDDEN_MESSAGE, 'diagram_forbidden');
}

/** 404 for an unknown car or group, then 403 for a modern car and an anonymous caller. */
async function requireCarAccess(
  ctx: AppContext,
  carSlug: string,
  groupSlug: string | null,
  authenticated: boolean,
): Promise<void> {
  const car = await catalog.requireCar(ctx, carSlug);
  if (groupSlug !== null) await catalog.requireItemGroup(ctx, groupSlug);
  assertMayView(car.modern, authenticated);
}

/**
 * Whether a drawing (or its thumbnail) belongs to a modern car, after the same rule as every diagram
 * call: 404 for an unknown illustration, 403 for a modern car's drawing and an anonymous caller.
 */
export async function requireDrawingAccess(
  ctx: AppContext,
  illustration: string,
  authenticated: boolean,
): Promise<{ modern: boolean }> {
  const row = await repo.findDiagram(ctx.db, illustration);
  if (!row) throw notFound(`Unknown diagram '${illustration}'`);
  const modern = row.car_modern !== 0;
  assertMayView(modern, authenticated);
  return { modern };
}

/** The entries of SPEC §9's rule, in index order. */
function shownEntries(rows: readonly DiagramItemRow[]): DiagramItemRow[] {
  const keyed = rows.map((row) => ({
    illustration: row.illustration,
    position: row.position,
    index: row.idx,
    row,
  }));
  return dedupeDiagramItems(keyed).map((k) => k.row);
}

/** The linked items of the entries, fetched in one batch by the catalog (same JSON as its routes). */
async function linkedItems(
  ctx: AppContext,
  rows: readonly DiagramItemRow[],
  language: Language,
): Promise<Map<string, Item>> {
  const ids = new Set(rows.flatMap((r) => (r.item_id === null ? [] : [r.item_id])));
  const items = await catalog.getItems(ctx, [...ids], language);
  return new Map(items.map((item) => [item._id, item]));
}

/** The diagrams of one car and item group, by name. */
export async function getCarGroupDiagrams(
  ctx: AppContext,
  q: CarGroupQuery,
): Promise<CarDiagramsResponse> {
  await requireCarAccess(ctx, q.carSlug, q.groupSlug, q.authenticated);
  const rows = await repo.listCarGroupDiagrams(ctx.db, q.carSlug, q.groupSlug, q.language);
  return { diagrams: rows.map(toDiagram) };
}

/** One diagram, the diagrams of its car and group, and the entries it shows with their items. */
export async function getDiagram(
  ctx: AppContext,
  illustration: string,
  authenticated: boolean,
  language: Language,
): Promise<DiagramResponse> {
  const row = await repo.findDiagram(ctx.db, illustration, language);
  if (!row) throw notFound(`Unknown diagram '${illustration}'`);
  assertMayView(row.car_modern !== 0, authenticated);
  const [siblings, entries] = await Promise.all([
    repo.listCarGroupDiagrams(ctx.db, row.car_slug, row.group_slug, language),
    repo.listDiagramEntries(ctx.db, illustration, language),
  ]);
  const shown = shownEntries(entries);
  const items = await linkedItems(ctx, shown, language);
  return {
    diagram: toDiagram(row),
    diagrams: siblings.map(toDiagram),
    diagramItems: shown.map((entry) => toDiagramItem(entry, items)),
  };
}

/** The item, the diagrams that contain it (within the car and group when named) and its positions. */
export async function getItemDiagrams(
  ctx: AppContext,
  q: ItemDiagramsQuery,
): Promise<ItemDiagramsResponse> {
  if (q.carSlug !== null) await requireCarAccess(ctx, q.carSlug, q.groupSlug, q.authenticated);
  const item = await catalog.requireItem(ctx, q.itemId, q.language);
  const diagramRows = await repo.listDiagramsWithItem(ctx.db, {
    itemId: q.itemId,
    carSlug: q.carSlug,
    groupSlug: q.groupSlug,
    excludeModern: !q.authenticated,
    language: q.language,
  });
  const positions = await repo.listItemPositions(
    ctx.db,
    q.itemId,
    diagramRows.map((d) => d.illustration),
    q.language,
  );
  const items = new Map([[item._id, item]]);
  // In diagram order; within a diagram, the entries SPEC §9's rule keeps.
  const shown = diagramRows.flatMap((d) =>
    shownEntries(positions.filter((p) => p.illustration === d.illustration)),
  );
  return {
    item,
    diagrams: diagramRows.map(toDiagram),
    diagramItems: shown.map((row) => toDiagramItem(row, items)),
  };
}

/** Old links: the item by its numeric legacy id, answered as getItemDiagrams with car and group. */
export async function getLegacyItemDiagrams(
  ctx: AppContext,
  q: LegacyItemDiagramsQuery,
): Promise<ItemDiagramsResponse> {
  // Car and group first, so the answers (404, 403) come in the same order as the modern call's.
  await requireCarAccess(ctx, q.carSlug, q.groupSlug, q.authenticated);
  const itemId = await catalog.findItemIdByLegacyId(ctx, q.legacyId);
  if (itemId === undefined) throw notFound(`Unknown legacy item '${q.legacyId}'`);
  const { carSlug, groupSlug, authenticated, language } = q;
  return getItemDiagrams(ctx, { itemId, carSlug, groupSlug, authenticated, language });
}

/** A search's scope: 404 for an unknown car or diagram, 403 for a modern one and an
 * anonymous caller. */
export async function requireSearchScope(
  ctx: AppContext,
  scope: { carSlug: string | null; illustration: string | null },
  authenticated: boolean,
): Promise<void> {
  if (scope.carSlug !== null) await requireCarAccess(ctx, scope.carSlug, null, authenticated);
  if (scope.illustration === null) return;
  const row = await repo.findDiagram(ctx.db, scope.illustration);
  if (!row) throw notFound(`Unknown diagram '${scope.illustration}'`);
  assertMayView(row.car_modern !== 0, authenticated);
}

/** A found diagram entry's words, as the search reads them (English). */
export interface EntryWords {
  illustration: string;
  idx: number;
  description: string;
  diagram_name: string;
  group_slug: string;
  group_name: string;
}

/** The entries with their description, diagram name and group name in the language. */
export async function translateEntries<T extends EntryWords>(
  ctx: AppContext,
  rows: readonly T[],
  language: Language,
): Promise<T[]> {
  if (language === 'en' || rows.length === 0) return [...rows];
  const illustrations = [...new Set(rows.map((row) => row.illustration))];
  const [names, descriptions, groups] = await Promise.all([
    repo.listDiagramNames(ctx.db, illustrations, language),
    repo.listEntryDescriptions(ctx.db, illustrations, language),
    catalog.catalogTexts(ctx, ['item_group'], language),
  ]);
  const nameOf = new Map(names.map((n) => [n.illustration, n.name]));
  const descriptionOf = new Map(descriptions.map((d) => [`${d.illustration}/${d.idx}`, d]));
  return rows.map((row) => ({
    ...row,
    description:
      descriptionOf.get(`${row.illustration}/${row.idx}`)?.description ?? row.description,
    diagram_name: nameOf.get(row.illustration) ?? row.diagram_name,
    group_name: groups.get(`item_group/${row.group_slug}`) ?? row.group_name,
  }));
}
