// Catalog rules: cars, groups, item pages. The catalog is read-only while a process runs, so the
// small reference data (cars, groups, per-car counts, currencies) is read once per database.
import type {
  Car,
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
import * as repo from './catalog.repository.js';
import type { Db, ItemRow } from './catalog.repository.js';
import * as map from './catalog.mapper.js';

export type CarWithGroup = Car & { group: string };

interface Reference {
  carGroups: CarGroup[];
  cars: Map<string, CarWithGroup>;
  itemGroups: ItemGroup[];
  itemGroupsBySlug: Map<string, ItemGroup>;
  currencies: Currency[];
  shipmentData: ShipmentDataEntry[];
}

interface CarCounts {
  items: Map<string, number>;
  diagrams: Map<string, number>;
  totalItems: number;
  totalDiagrams: number;
}

interface Cache {
  reference: Promise<Reference>;
  carCounts: Map<string, Promise<CarCounts>>;
}

const caches = new WeakMap<Db, Cache>();

async function loadReference(db: Db): Promise<Reference> {
  const [groupRows, carRows, itemGroupRows, currencyRows, shipmentRows] = await Promise.all([
    repo.listCarGroups(db),
    repo.listCars(db),
    repo.listItemGroups(db),
    repo.listCurrencies(db),
    repo.listShipmentData(db),
  ]);
  const itemGroups = itemGroupRows.map(map.toItemGroup);
  return {
    carGroups: map.toCarGroups(groupRows, carRows),
    cars: new Map(carRows.map((c) => [c.slug, { ...map.toCar(c), group: c.group_name }])),
    itemGroups,
    itemGroupsBySlug: new Map(itemGroups.map((g) => [g.slug, g])),
    currencies: currencyRows.map(map.toCurrency),
    shipmentData: map.toShipmentData(shipmentRows),
  };
}

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    const reference = loadReference(db);
    cache = { reference, carCounts: new Map() };
    caches.set(db, cache);
    // A failed load (database briefly unavailable) must not stick: the next call retries.
    reference.catch(() => caches.delete(db));
  }
  return cache;
}

async function loadCarCounts(db: Db, carSlug: string): Promise<CarCounts> {
  const [items, diagrams] = await Promise.all([
    repo.countItemsByGroup(db, carSlug),
    repo.countDiagramsByGroup(db, carSlug),
  ]);
  const sum = (rows: repo.GroupCountRow[]) => rows.reduce((n, r) => n + Number(r.n), 0);
  return {
    items: new Map(items.map((r) => [r.group_slug, Number(r.n)])),
    diagrams: new Map(diagrams.map((r) => [r.group_slug, Number(r.n)])),
    totalItems: sum(items),
    totalDiagrams: sum(diagrams),
  };
}

function carCounts(db: Db, carSlug: string): Promise<CarCounts> {
  const cache = cacheOf(db);
  let counts = cache.carCounts.get(carSlug);
  if (!counts) {
    counts = loadCarCounts(db, carSlug);
    cache.carCounts.set(carSlug, counts);
    counts.catch(() => cache.carCounts.delete(carSlug));
  }
  return counts;
}

export async function getCarGroups(db: Db): Promise<CarGroup[]> {
  return (await cacheOf(db).reference).carGroups;
}

export async function getItemGroups(db: Db): Promise<ItemGroup[]> {
  return (await cacheOf(db).reference).itemGroups;
}

export async function getCurrencies(db: Db): Promise<Currency[]> {
  return (await cacheOf(db).reference).currencies;
}

export async function getShipmentData(db: Db): Promise<ShipmentDataEntry[]> {
  return (await cacheOf(db).reference).shipmentData;
}

/** The car with that slug and its car group's name; 404 when unknown. */
export async function requireCar(db: Db, carSlug: string): Promise<CarWithGroup> {
  const car = (await cacheOf(db).reference).cars.get(carSlug);
  if (!car) throw notFound(`Unknown car '${carSlug}'`);
  return car;
}

/** The item group with that slug; 404 when unknown. */
export async function requireItemGroup(db: Db, groupSlug: string): Promise<ItemGroup> {
  const group = (await cacheOf(db).reference).itemGroupsBySlug.get(groupSlug);
  if (!group) throw notFound(`Unknown group '${groupSlug}'`);
  return group;
}

export async function getCar(db: Db, carSlug: string): Promise<CarResponse> {
  const car = await requireCar(db, carSlug);
  const [counts, itemGroups] = await Promise.all([carCounts(db, carSlug), getItemGroups(db)]);
  const groups = itemGroups
    .map((g) => ({
      ...g,
      items: counts.items.get(g.slug) ?? 0,
      diagrams: counts.diagrams.get(g.slug) ?? 0,
    }))
    .filter((g) => g.items > 0 || g.diagrams > 0);
  return {
    car,
    count: { items: counts.totalItems, diagrams: counts.totalDiagrams },
    groups,
  };
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

export async function getItemsPage(db: Db, q: ItemsPageQuery): Promise<ItemsPage> {
  await requireCar(db, q.carSlug);
  const group = q.groupSlug === null ? null : await requireItemGroup(db, q.groupSlug);
  const counts = await carCounts(db, q.carSlug);
  const count = group === null ? counts.totalItems : (counts.items.get(group.slug) ?? 0);
  const offset = (q.page - 1) * ITEMS_PAGE_SIZE;
  const page: ItemsPage = { items: [], count, page: q.page, pageSize: ITEMS_PAGE_SIZE, group };
  if (offset >= count) return page;
  const rows = await repo.listItemPage(db, {
    carSlug: q.carSlug,
    groupSlug: q.groupSlug,
    sort: q.sort ?? (group === null ? null : 'name'),
    limit: ITEMS_PAGE_SIZE,
    offset,
  });
  page.items = await withDetails(db, rows);
  return page;
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

/** The item; 404 when unknown. */
export async function requireItem(db: Db, id: string): Promise<Item> {
  const item = await findItem(db, id);
  if (!item) throw notFound(`Unknown item '${id}'`);
  return item;
}
