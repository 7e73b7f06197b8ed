// Catalog rules: cars, groups, item pages. Answers come from catalog.cache where they can.
import type {
  CarGroup,
  CarResponse,
  Currency,
  Item,
  ItemGroup,
  ItemSort,
  ItemsPage,
  Language,
  ShipmentDataEntry,
} from '@shop/domain';
import { ITEMS_PAGE_SIZE } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import { notFound } from '../../lib/http-error.js';
import { carCache, pageCache, reference } from './catalog.cache.js';
import { itemsJson } from './catalog.item-json.js';
import type { ItemJsonText } from './catalog.item-json.js';
import type { CarWithGroup, Reference } from './catalog.cache.js';
import * as map from './catalog.mapper.js';
import * as repo from './catalog.repository.js';
import type { ItemOfferChange, ItemRow } from './catalog.repository.js';
import { listReplaces } from './supersessions.repository.js';

export type { CarWithGroup } from './catalog.cache.js';
export type { ItemJsonText } from './catalog.item-json.js';
export type { ItemOfferChange } from './catalog.repository.js';
export * from './item-edits.service.js';
export { listLowStock } from './low-stock.js';
export type { LowStock } from './low-stock.js';

export async function getCarGroups(ctx: AppContext, language: Language): Promise<CarGroup[]> {
  return (await reference(ctx, language)).carGroups;
}

export async function getItemGroups(ctx: AppContext, language: Language): Promise<ItemGroup[]> {
  return (await reference(ctx, language)).itemGroups;
}

export async function getCurrencies(ctx: AppContext): Promise<Currency[]> {
  return (await reference(ctx, 'en')).currencies;
}

export async function getShipmentData(ctx: AppContext): Promise<ShipmentDataEntry[]> {
  return (await reference(ctx, 'en')).shipmentData;
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

/** The car with that slug and its car group's name in the language; 404 when unknown. */
export async function requireCar(
  ctx: AppContext,
  carSlug: string,
  language: Language = 'en',
): Promise<CarWithGroup> {
  return carIn(await reference(ctx, language), carSlug);
}

/** The item group with that slug, named in the language; 404 when unknown. */
export async function requireItemGroup(
  ctx: AppContext,
  groupSlug: string,
  language: Language = 'en',
): Promise<ItemGroup> {
  return groupIn(await reference(ctx, language), groupSlug);
}

async function loadCar(
  ctx: AppContext,
  car: CarWithGroup,
  language: Language,
): Promise<CarResponse> {
  const [items, diagrams, itemGroups] = await Promise.all([
    repo.countItemsByGroup(ctx.db, car.slug),
    repo.countDiagramsByGroup(ctx.db, car.slug),
    getItemGroups(ctx, language),
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
export async function getCar(
  ctx: AppContext,
  carSlug: string,
  language: Language,
): Promise<CarResponse> {
  const car = await requireCar(ctx, carSlug, language);
  return carCache(ctx).getOrLoad(`${language}/${carSlug}`, () => loadCar(ctx, car, language));
}

/** Names of small catalog things ('kind/ref' -> text) in a language; empty for English. */
export async function catalogTexts(
  ctx: AppContext,
  kinds: readonly string[],
  language: Language,
): Promise<Map<string, string>> {
  return map.catalogTexts(await repo.listCatalogTexts(ctx.db, kinds, language));
}

/**
 * Items in the language with prices, references, old numbers replaced, fits and related: one query
 * per table, whatever the count.
 */
async function withDetails(
  ctx: AppContext,
  rows: readonly ItemRow[],
  language: Language,
): Promise<Item[]> {
  const ids = rows.map((r) => r.id);
  const [texts, prices, references, replaces, fits, related] = await Promise.all([
    repo.listItemTexts(ctx.db, ids, language),
    repo.listPrices(ctx.db, ids),
    repo.listReferences(ctx.db, ids),
    listReplaces(ctx.db, ids),
    repo.listFits(ctx.db, ids),
    repo.listRelated(ctx.db, ids, language),
  ]);
  const details = { prices, references, replaces, fits, related };
  return map.toItems(map.translateItems(rows, texts), details);
}

export interface ItemsPageQuery {
  carSlug: string;
  groupSlug: string | null;
  page: number;
  /** Undefined: by name in a group, latest updates first without one. */
  sort: ItemSort | undefined;
  language: Language;
}

async function loadItemsPage(
  ctx: AppContext,
  q: ItemsPageQuery,
  group: ItemGroup | null,
  sort: ItemSort | null,
): Promise<ItemsPage> {
  const car = await getCar(ctx, q.carSlug, q.language);
  const count =
    group === null ? car.count.items : (car.groups.find((g) => g.slug === group.slug)?.items ?? 0);
  const offset = (q.page - 1) * ITEMS_PAGE_SIZE;
  // Past the last page: an empty list with the count, not an error.
  const rows =
    offset >= count
      ? []
      : await repo.listItemPage(ctx.db, {
          carSlug: q.carSlug,
          groupSlug: q.groupSlug,
          sort,
          language: q.language,
          limit: ITEMS_PAGE_SIZE,
          offset,
        });
  const items = await withDetails(ctx, rows, q.language);
  return { items, count, page: q.page, pageSize: ITEMS_PAGE_SIZE, group };
}

/** One page (24) of a car's items, of one group or all ('Latest updates'); 404 for unknown slugs. */
export async function getItemsPage(ctx: AppContext, q: ItemsPageQuery): Promise<ItemsPage> {
  // The hot path of the shop: slugs are checked against memory, and the page usually is there too.
  const ref = await reference(ctx, q.language);
  carIn(ref, q.carSlug);
  const group = q.groupSlug === null ? null : groupIn(ref, q.groupSlug);
  const sort = q.sort ?? (group === null ? null : 'name');
  const key = `${q.language}/${q.carSlug}/${q.groupSlug ?? ''}/${sort ?? ''}/${q.page}`;
  return pageCache(ctx).getOrLoad(key, () => loadItemsPage(ctx, q, group, sort));
}

/** The item rows of `ids`, in the order asked; unknown ids are left out. */
async function rowsInOrder(ctx: AppContext, ids: readonly string[]): Promise<ItemRow[]> {
  const rows = await repo.findItems(ctx.db, [...new Set(ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ItemRow => r !== undefined);
}

/** Items by id in the language, in the order asked; unknown ids are left out. */
export async function getItems(
  ctx: AppContext,
  ids: readonly string[],
  language: Language,
): Promise<Item[]> {
  return withDetails(ctx, await rowsInOrder(ctx, ids), language);
}

/** Items by id in the language as JSON texts (stock read fresh, the rest kept), as getItems lists them. */
export function getItemsJson(
  ctx: AppContext,
  ids: readonly string[],
  language: Language,
): Promise<ItemJsonText[]> {
  return itemsJson(ctx, ids, language, (missing) => getItems(ctx, missing, language));
}

/**
 * Items by id as an order sells them: names in the language, prices, stock and the part numbers
 * (an order line keeps the first visible one), without the old numbers, fits and related items no
 * line reads.
 */
export async function getItemsForSale(
  ctx: AppContext,
  ids: readonly string[],
  language: Language,
): Promise<Item[]> {
  const ordered = await rowsInOrder(ctx, ids);
  const found = ordered.map((r) => r.id);
  const [texts, prices, references] = await Promise.all([
    repo.listItemTexts(ctx.db, found, language),
    repo.listPrices(ctx.db, found),
    repo.listReferences(ctx.db, found),
  ]);
  const links = { references, replaces: [], fits: [], related: [] };
  return map.toItems(map.translateItems(ordered, texts), { prices, ...links });
}

export async function findItem(
  ctx: AppContext,
  id: string,
  language: Language,
): Promise<Item | undefined> {
  return (await getItems(ctx, [id], language))[0];
}

/** The id of the item with that numeric legacy id (old links), if any. */
export function findItemIdByLegacyId(
  ctx: AppContext,
  legacyId: number,
): Promise<string | undefined> {
  return repo.findItemIdByLegacyId(ctx.db, legacyId);
}

/** The item; 404 when unknown. */
export async function requireItem(ctx: AppContext, id: string, language: Language): Promise<Item> {
  const item = await findItem(ctx, id, language);
  if (!item) throw notFound(`Unknown item '${id}'`);
  return item;
}

/**
 * Staff: sets an item's default price and stock (either may be left out); every process shows the
 * new figures once committed. Joins the caller's transaction when there is one. 404 when unknown.
 */
export async function setItemOffer(
  ctx: AppContext,
  itemId: string,
  change: ItemOfferChange,
  now: Date,
): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    const found = await repo.updateItemOffer(trx.db, itemId, change, now.toISOString());
    if (!found) throw notFound(`Unknown item '${itemId}'`);
    await trx.changes.publish(trx.db, ['items']);
  });
}

/** Staff: sets a currency's euro rate; every process shows it once committed. 404 when unknown. */
export async function setCurrencyRate(
  ctx: AppContext,
  code: string,
  euroRate: number,
): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    const found = await repo.updateCurrencyRate(trx.db, code, euroRate);
    if (!found) throw notFound(`Unknown currency '${code}'`);
    await trx.changes.publish(trx.db, ['reference']);
  });
}

/** Tries before giving up on a contended item; each failed try means another buyer took stock. */
const STOCK_TRIES = 20;

/**
 * Takes up to `wanted` units of an item from stock inside the caller's transaction and answers how
 * many it took (0 when none are left or the item is unknown); the rest is the caller's backorder.
 * Cached pages are not cleared: under a rush of orders that would empty them all the time, so the
 * stock they show may lag their few seconds, while orders always read it here.
 */
export async function takeStock(ctx: AppContext, itemId: string, wanted: number): Promise<number> {
  if (wanted <= 0) return 0;
  // Usually the shelf holds enough: one guarded statement then, without reading first.
  if (await repo.takeStock(ctx.db, itemId, wanted)) return wanted;
  for (let attempt = 0; attempt < STOCK_TRIES; attempt += 1) {
    const stock = await repo.readStock(ctx.db, itemId);
    const take = Math.min(stock ?? 0, wanted);
    if (take <= 0) return 0;
    if (await repo.takeStock(ctx.db, itemId, take)) return take;
  }
  return 0;
}

/** Returns units taken by an order that will not ship (an unknown item is gone: nothing to do). */
export async function returnStock(
  ctx: AppContext,
  itemId: string,
  quantity: number,
): Promise<void> {
  if (quantity > 0) await repo.returnStock(ctx.db, itemId, quantity);
}
