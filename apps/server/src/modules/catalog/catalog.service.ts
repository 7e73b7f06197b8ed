// Catalog rules: cars, groups, item pages. Answers come from catalog.cache where they can.
import type {
  CarGroup,
  CarResponse,
  Currency,
  Item,
  ItemGroup,
  ItemSort,
  ItemsPage,
  ShipmentDataEntry,
} from '@shop/domain';
import { ITEMS_PAGE_SIZE } from '@shop/domain';
import { notFound } from '../../lib/http-error.js';
import { catalogCache } from './catalog.cache.js';
import type { CarWithGroup, Reference } from './catalog.cache.js';
import * as map from './catalog.mapper.js';
import * as repo from './catalog.repository.js';
import type { Db, ItemRow } from './catalog.repository.js';

export type { CarWithGroup } from './catalog.cache.js';
export { invalidateItemPages } from './catalog.cache.js';

const reference = (db: Db) => catalogCache(db).reference;

export async function getCarGroups(db: Db): Promise<CarGroup[]> {
  return (await reference(db)).carGroups;
}

export async function getItemGroups(db: Db): Promise<ItemGroup[]> {
  return (await reference(db)).itemGroups;
}

export async function getCurrencies(db: Db): Promise<Currency[]> {
  return (await reference(db)).currencies;
}

export async function getShipmentData(db: Db): Promise<ShipmentDataEntry[]> {
  return (await reference(db)).shipmentData;
}

function carIn(ref: Reference, carSlug: string): CarWithGroup {
  const car = ref.cars.get(carSlug);
  if (!car) throw notFound(`Unknown car '${carSlug}'`);
  return car;
}

function groupIn(ref: Reference, groupSlug: string): ItemGroup {
  const group = ref.itemGroupsBySlug.get(groupSlug);
  if (!group) throw notFound(`Unknown group '${groupSlug}'`);
  return group;
}

/** The car with that slug and its car group's name; 404 when unknown. */
export async function requireCar(db: Db, carSlug: string): Promise<CarWithGroup> {
  return carIn(await reference(db), carSlug);
}

/** The item group with that slug; 404 when unknown. */
export async function requireItemGroup(db: Db, groupSlug: string): Promise<ItemGroup> {
  return groupIn(await reference(db), groupSlug);
}

async function loadCar(db: Db, car: CarWithGroup): Promise<CarResponse> {
  const [items, diagrams, itemGroups] = await Promise.all([
    repo.countItemsByGroup(db, car.slug),
    repo.countDiagramsByGroup(db, car.slug),
    getItemGroups(db),
  ]);
  const itemCounts = new Map(items.map((r) => [r.group_slug, Number(r.n)]));
  const diagramCounts = new Map(diagrams.map((r) => [r.group_slug, Number(r.n)]));
  const groups = itemGroups
    .map((g) => ({
      ...g,
      items: itemCounts.get(g.slug) ?? 0,
      diagrams: diagramCounts.get(g.slug) ?? 0,
    }))
    .filter((g) => g.items > 0 || g.diagrams > 0);
  const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
  return { car, count: { items: sum(itemCounts), diagrams: sum(diagramCounts) }, groups };
}

/** A car with the item groups it has items or diagrams in, by index, with counts. */
export async function getCar(db: Db, carSlug: string): Promise<CarResponse> {
  const car = await requireCar(db, carSlug);
  return catalogCache(db).cars.getOrLoad(carSlug, () => loadCar(db, car));
}

/** Items with prices, references, fits and related: one query per table, whatever the count. */
async function withDetails(db: Db, rows: readonly ItemRow[]): Promise<Item[]> {
  const ids = rows.map((r) => r.id);
  const [prices, references, fits, related] = await Promise.all([
    repo.listPrices(db, ids),
    repo.listReferences(db, ids),
    repo.listFits(db, ids),
    repo.listRelated(db, ids),
  ]);
  return map.toItems(rows, { prices, references, fits, related });
}

export interface ItemsPageQuery {
  carSlug: string;
  groupSlug: string | null;
  page: number;
  /** Undefined: by name in a group, latest updates first without one. */
  sort: ItemSort | undefined;
}

async function loadItemsPage(
  db: Db,
  q: ItemsPageQuery,
  group: ItemGroup | null,
  sort: ItemSort | null,
): Promise<ItemsPage> {
  const car = await getCar(db, q.carSlug);
  const count =
    group === null ? car.count.items : (car.groups.find((g) => g.slug === group.slug)?.items ?? 0);
  const offset = (q.page - 1) * ITEMS_PAGE_SIZE;
  // Past the last page: an empty list with the count, not an error.
  const rows =
    offset >= count
      ? []
      : await repo.listItemPage(db, {
          carSlug: q.carSlug,
          groupSlug: q.groupSlug,
          sort,
          limit: ITEMS_PAGE_SIZE,
          offset,
        });
  const items = await withDetails(db, rows);
  return { items, count, page: q.page, pageSize: ITEMS_PAGE_SIZE, group };
}

/** One page (24) of a car's items, of one group or all ('Latest updates'); 404 for unknown slugs. */
export async function getItemsPage(db: Db, q: ItemsPageQuery): Promise<ItemsPage> {
  // The hot path of the shop: slugs are checked against memory, and the page usually is there too.
  const ref = await reference(db);
  carIn(ref, q.carSlug);
  const group = q.groupSlug === null ? null : groupIn(ref, q.groupSlug);
  const sort = q.sort ?? (group === null ? null : 'name');
  const key = `${q.carSlug}/${q.groupSlug ?? ''}/${sort ?? ''}/${q.page}`;
  return catalogCache(db).pages.getOrLoad(key, () => loadItemsPage(db, q, group, sort));
}

/** Items by id, in the order asked; unknown ids are left out. */
export async function getItems(db: Db, ids: readonly string[]): Promise<Item[]> {
  const rows = await repo.findItems(db, [...new Set(ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is ItemRow => r !== undefined);
  return withDetails(db, ordered);
}

export async function findItem(db: Db, id: string): Promise<Item | undefined> {
  return (await getItems(db, [id]))[0];
}

/** The id of the item with that numeric legacy id (old links), if any. */
export function findItemIdByLegacyId(db: Db, legacyId: number): Promise<string | undefined> {
  return repo.findItemIdByLegacyId(db, legacyId);
}

/** The item; 404 when unknown. */
export async function requireItem(db: Db, id: string): Promise<Item> {
  const item = await findItem(db, id);
  if (!item) throw notFound(`Unknown item '${id}'`);
  return item;
}
