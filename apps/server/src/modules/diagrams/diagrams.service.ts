// Diagram rules: which diagrams a caller may see (DESIGN §4: modern cars need a logged-in user) and
// which entries a diagram shows (SPEC §9, the rule lives in @shop/domain).
import type {
  CarDiagramsResponse,
  DiagramResponse,
  Item,
  ItemDiagramsResponse,
} from '@shop/domain';
import { dedupeDiagramItems } from '@shop/domain';
import { forbidden, notFound } from '../../lib/http-error.js';
import * as catalog from '../catalog/catalog.service.js';
import type { Db } from '../catalog/catalog.repository.js';
import * as repo from './diagrams.repository.js';
import type { DiagramItemRow } from './diagrams.repository.js';
import { toDiagram, toDiagramItem } from './diagrams.mapper.js';

export const MODERN_FORBIDDEN_MESSAGE = 'Modern car diagrams require authentication.';
export { diagramImage, parseStringList } from './diagrams.mapper.js';

export interface CarGroupQuery {
  carSlug: string;
  groupSlug: string;
  authenticated: boolean;
}

export interface ItemDiagramsQuery {
  itemId: string;
  carSlug: string | null;
  groupSlug: string | null;
  authenticated: boolean;
}

export interface LegacyItemDiagramsQuery extends CarGroupQuery {
  legacyId: number;
}

function assertMayView(modern: boolean, authenticated: boolean): void {
  if (modern && !authenticated) throw forbidden(MODERN_FORBIDDEN_MESSAGE, 'diagram_forbidden');
}

/** 404 for an unknown car or group, then 403 for a modern car and an anonymous caller. */
async function requireCarAccess(
  db: Db,
  carSlug: string,
  groupSlug: string | null,
  authenticated: boolean,
): Promise<void> {
  const car = await catalog.requireCar(db, carSlug);
  if (groupSlug !== null) await catalog.requireItemGroup(db, groupSlug);
  assertMayView(car.modern, authenticated);
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
async function linkedItems(db: Db, rows: readonly DiagramItemRow[]): Promise<Map<string, Item>> {
  const ids = new Set(rows.flatMap((r) => (r.item_id === null ? [] : [r.item_id])));
  const items = await catalog.getItems(db, [...ids]);
  return new Map(items.map((item) => [item._id, item]));
}

/** The diagrams of one car and item group, by name. */
export async function getCarGroupDiagrams(db: Db, q: CarGroupQuery): Promise<CarDiagramsResponse> {
  await requireCarAccess(db, q.carSlug, q.groupSlug, q.authenticated);
  const rows = await repo.listCarGroupDiagrams(db, q.carSlug, q.groupSlug);
  return { diagrams: rows.map(toDiagram) };
}

/** One diagram, the diagrams of its car and group, and the entries it shows with their items. */
export async function getDiagram(
  db: Db,
  illustration: string,
  authenticated: boolean,
): Promise<DiagramResponse> {
  const row = await repo.findDiagram(db, illustration);
  if (!row) throw notFound(`Unknown diagram '${illustration}'`);
  assertMayView(row.car_modern !== 0, authenticated);
  const [siblings, entries] = await Promise.all([
    repo.listCarGroupDiagrams(db, row.car_slug, row.group_slug),
    repo.listDiagramEntries(db, illustration),
  ]);
  const shown = shownEntries(entries);
  const items = await linkedItems(db, shown);
  return {
    diagram: toDiagram(row),
    diagrams: siblings.map(toDiagram),
    diagramItems: shown.map((entry) => toDiagramItem(entry, items)),
  };
}

/** The item, the diagrams that contain it (within the car and group when named) and its positions. */
export async function getItemDiagrams(db: Db, q: ItemDiagramsQuery): Promise<ItemDiagramsResponse> {
  if (q.carSlug !== null) await requireCarAccess(db, q.carSlug, q.groupSlug, q.authenticated);
  const item = await catalog.requireItem(db, q.itemId);
  const diagramRows = await repo.listDiagramsWithItem(db, {
    itemId: q.itemId,
    carSlug: q.carSlug,
    groupSlug: q.groupSlug,
    excludeModern: !q.authenticated,
  });
  const positions = await repo.listItemPositions(
    db,
    q.itemId,
    diagramRows.map((d) => d.illustration),
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
  db: Db,
  q: LegacyItemDiagramsQuery,
): Promise<ItemDiagramsResponse> {
  // Car and group first, so the answers (404, 403) come in the same order as the modern call's.
  await requireCarAccess(db, q.carSlug, q.groupSlug, q.authenticated);
  const itemId = await catalog.findItemIdByLegacyId(db, q.legacyId);
  if (itemId === undefined) throw notFound(`Unknown legacy item '${q.legacyId}'`);
  const { carSlug, groupSlug, authenticated } = q;
  return getItemDiagrams(db, { itemId, carSlug, groupSlug, authenticated });
}

/** A search's scope (ISSUE 4): 404 for an unknown car or diagram, 403 for a modern one and an
 * anonymous caller. */
export async function requireSearchScope(
  db: Db,
  scope: { carSlug: string | null; illustration: string | null },
  authenticated: boolean,
): Promise<void> {
  if (scope.carSlug !== null) await requireCarAccess(db, scope.carSlug, null, authenticated);
  if (scope.illustration === null) return;
  const row = await repo.findDiagram(db, scope.illustration);
  if (!row) throw notFound(`Unknown diagram '${scope.illustration}'`);
  assertMayView(row.car_modern !== 0, authenticated);
}
