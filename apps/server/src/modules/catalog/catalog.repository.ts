// All catalog SQL. Returns plain rows; no query-builder type leaves this file.
import type { Database, Executor } from '@shop/db';
import type { ItemSort, Language } from '@shop/domain';
import type { Selectable } from 'kysely';

export type CarRow = Selectable<Database['cars']> & { group_name: string };
export type CarGroupRow = Selectable<Database['car_groups']>;
export type ItemGroupRow = Selectable<Database['item_groups']>;
export type ItemRow = Selectable<Database['items']>;
export type PriceRow = Selectable<Database['item_prices']>;
export type ReferenceRow = Selectable<Database['item_references']>;
export type FitRow = Pick<
  Selectable<Database['item_fits']>,
  'item_id' | 'car_slug' | 'description'
>;
export type RelatedRow = { item_id: string; related_id: string; name: string };
export type GroupCountRow = { group_slug: string; n: number };
export type CurrencyRow = Selectable<Database['currencies']>;
export type ItemTextRow = Pick<
  Selectable<Database['item_texts']>,
  'item_id' | 'name' | 'description'
>;
export type CatalogTextRow = Pick<Selectable<Database['catalog_texts']>, 'kind' | 'ref' | 'text'>;
export type ShipmentRow = Selectable<Database['shipment_data']>;

export interface ItemListQuery {
  carSlug: string;
  /** null: every group of the car ('Latest updates'). */
  groupSlug: string | null;
  /** null: latest updated first. */
  sort: ItemSort | null;
  /** Name sorts follow this language's names. */
  language: Language;
  limit: number;
  offset: number;
}

export function listCarGroups(db: Executor): Promise<CarGroupRow[]> {
  return db.selectFrom('car_groups').selectAll().orderBy('position').orderBy('id').execute();
}

export function listCars(db: Executor): Promise<CarRow[]> {
  return db
    .selectFrom('cars')
    .innerJoin('car_groups', 'car_groups.id', 'cars.car_group_id')
    .selectAll('cars')
    .select('car_groups.name as group_name')
    .orderBy('cars.position')
    .orderBy('cars.slug')
    .execute();
}

export function listItemGroups(db: Executor): Promise<ItemGroupRow[]> {
  return db.selectFrom('item_groups').selectAll().orderBy('idx').orderBy('slug').execute();
}

/** Items per group of one car. */
export function countItemsByGroup(db: Executor, carSlug: string): Promise<GroupCountRow[]> {
  return db
    .selectFrom('item_fits')
    .select(({ fn }) => ['group_slug', fn.countAll<number>().as('n')])
    .where('car_slug', '=', carSlug)
    .groupBy('group_slug')
    .execute();
}

/** Diagrams per group of one car. */
export function countDiagramsByGroup(db: Executor, carSlug: string): Promise<GroupCountRow[]> {
  return db
    .selectFrom('diagrams')
    .select(({ fn }) => ['group_slug', fn.countAll<number>().as('n')])
    .where('car_slug', '=', carSlug)
    .groupBy('group_slug')
    .execute();
}

type NameColumn = 'item_name' | 'item_name_sv' | 'item_name_fi';
type FitOrder = [NameColumn | 'item_price' | 'item_updated_at' | 'item_id', 'asc' | 'desc'][];

/**
 * Display order of each sort over item_fits' copies; ties break on id. Price ties break on the
 * English name in every language, so one index serves them all.
 */
const PAGE_ORDER: Record<ItemSort | 'latest', FitOrder> = {
  latest: [['item_updated_at', 'desc']],
  name: [['item_name', 'asc']],
  '-name': [['item_name', 'desc']],
  price: [
    ['item_price', 'asc'],
    ['item_name', 'asc'],
  ],
  '-price': [
    ['item_price', 'desc'],
    ['item_name', 'asc'],
  ],
};

/**
 * One page of a car's items (optionally one group), ordered for display. The page's ids come from
 * an index over item_fits' copies of name, price and update time alone (skipping `offset` entries
 * costs no item reads); only the page's items are then read.
 */
export function itemPageQuery(db: Executor, q: ItemListQuery) {
  const byName = q.sort === 'name' || q.sort === '-name';
  const name: NameColumn = byName && q.language !== 'en' ? `item_name_${q.language}` : 'item_name';
  const order: FitOrder = [
    ...PAGE_ORDER[q.sort ?? 'latest'].map(([column, direction]): FitOrder[number] => [
      byName && column === 'item_name' ? name : column,
      direction,
    ]),
    ['item_id', 'asc'],
  ];
  let ids = db
    .selectFrom('item_fits')
    .select(['item_id', name, 'item_price', 'item_updated_at'])
    .where('car_slug', '=', q.carSlug);
  if (q.groupSlug !== null) ids = ids.where('group_slug', '=', q.groupSlug);
  for (const [column, direction] of order) ids = ids.orderBy(column, direction);
  let page = db
    .selectFrom(ids.limit(q.limit).offset(q.offset).as('f'))
    .innerJoin('items as i', 'i.id', 'f.item_id')
    .selectAll('i');
  for (const [column, direction] of order) page = page.orderBy(`f.${column}`, direction);
  return page;
}

export function listItemPage(db: Executor, q: ItemListQuery): Promise<ItemRow[]> {
  return itemPageQuery(db, q).execute();
}

export function findItems(db: Executor, ids: readonly string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('items').selectAll().where('id', 'in', ids).execute();
}

/** The stock of the items that exist, by id (unknown ids have no row). */
export function listStock(
  db: Executor,
  ids: readonly string[],
): Promise<Pick<ItemRow, 'id' | 'stock_quantity'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('items').select(['id', 'stock_quantity']).where('id', 'in', ids).execute();
}

export function listPrices(db: Executor, itemIds: readonly string[]): Promise<PriceRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('item_prices').selectAll().where('item_id', 'in', itemIds).execute();
}

export function listReferences(db: Executor, itemIds: readonly string[]): Promise<ReferenceRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('item_references')
    .selectAll()
    .where('item_id', 'in', itemIds)
    .orderBy('item_id')
    .orderBy('position')
    .execute();
}

export function listFits(db: Executor, itemIds: readonly string[]): Promise<FitRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('item_fits as f')
    .innerJoin('cars as c', 'c.slug', 'f.car_slug')
    .select(['f.item_id', 'f.car_slug', 'f.description'])
    .where('f.item_id', 'in', itemIds)
    .orderBy('f.item_id')
    .orderBy('c.position')
    .orderBy('c.slug')
    .execute();
}

/** The items' names and descriptions in a language other than English (untranslated: no row). */
export function listItemTexts(
  db: Executor,
  itemIds: readonly string[],
  language: Language,
): Promise<ItemTextRow[]> {
  if (itemIds.length === 0 || language === 'en') return Promise.resolve([]);
  return db
    .selectFrom('item_texts')
    .select(['item_id', 'name', 'description'])
    .where('language', '=', language)
    .where('item_id', 'in', itemIds)
    .execute();
}

/** Names of the catalog's small things (car and item groups, countries, …) in one language. */
export function listCatalogTexts(
  db: Executor,
  kinds: readonly string[],
  language: Language,
): Promise<CatalogTextRow[]> {
  if (language === 'en') return Promise.resolve([]);
  return db
    .selectFrom('catalog_texts')
    .select(['kind', 'ref', 'text'])
    .where('language', '=', language)
    .where('field', '=', 'name')
    .where('kind', 'in', kinds)
    .execute();
}

/** Related items with their names in the language (English where untranslated). */
export function listRelated(
  db: Executor,
  itemIds: readonly string[],
  language: Language,
): Promise<RelatedRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('item_related as r')
    .innerJoin('items as i', 'i.id', 'r.related_id')
    .leftJoin('item_texts as t', (join) =>
      join.onRef('t.item_id', '=', 'r.related_id').on('t.language', '=', language),
    )
    .select(({ fn, ref }) => [
      'r.item_id',
      'r.related_id',
      fn.coalesce(ref('t.name'), ref('i.name')).as('name'),
    ])
    .where('r.item_id', 'in', itemIds)
    .orderBy('r.item_id')
    .orderBy('r.position')
    .execute();
}

export function listCurrencies(db: Executor): Promise<CurrencyRow[]> {
  return db.selectFrom('currencies').selectAll().orderBy('position').orderBy('code').execute();
}

export function listShipmentData(db: Executor): Promise<ShipmentRow[]> {
  return db.selectFrom('shipment_data').selectAll().orderBy('id').execute();
}

/** legacy_id is a 32-bit column: larger ids cannot exist (PostgreSQL would reject them). */
const MAX_LEGACY_ID = 2_147_483_647;

/** The id of the item with that legacy id (the lowest id should the column ever repeat one). */
export async function findItemIdByLegacyId(
  db: Executor,
  legacyId: number,
): Promise<string | undefined> {
  if (!Number.isSafeInteger(legacyId) || legacyId < 0 || legacyId > MAX_LEGACY_ID) return undefined;
  const row = await db
    .selectFrom('items')
    .select('id')
    .where('legacy_id', '=', legacyId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export interface ItemOfferChange {
  /** Price of the default brand ('any'), euro cents incl. VAT. */
  price?: number;
  stockQuantity?: number;
}

/** Sets an item's default price and stock; answers whether the item exists. */
export async function updateItemOffer(
  db: Executor,
  itemId: string,
  change: ItemOfferChange,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('items')
    .set({
      ...(change.price === undefined ? {} : { price: change.price }),
      ...(change.stockQuantity === undefined ? {} : { stock_quantity: change.stockQuantity }),
      updated_at: updatedAt,
    })
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  if (change.price !== undefined) {
    await db
      .updateTable('item_prices')
      .set({ price: change.price })
      .where('item_id', '=', itemId)
      .where('brand', '=', 'any')
      .execute();
  }
  return true;
}

/** Sets a currency's euro rate; answers whether the currency exists. */
export async function updateCurrencyRate(
  db: Executor,
  code: string,
  euroRate: number,
): Promise<boolean> {
  const result = await db
    .updateTable('currencies')
    .set({ euro_rate: euroRate })
    .where('code', '=', code)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** An item's stock as it stands in this transaction; undefined for an unknown item. */
export async function readStock(db: Executor, itemId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('items')
    .select('stock_quantity')
    .where('id', '=', itemId)
    .executeTakeFirst();
  return row?.stock_quantity;
}

/**
 * Takes `quantity` units if the stock still holds them (DESIGN §7: a conditional UPDATE, so two
 * buyers can never take the same units and stock never goes below 0); answers whether it did.
 */
export async function takeStock(db: Executor, itemId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('items')
    .set((eb) => ({ stock_quantity: eb('stock_quantity', '-', quantity) }))
    .where('id', '=', itemId)
    .where('stock_quantity', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Puts units back on the shelf (a cancelled order's), in the caller's transaction. */
export async function returnStock(db: Executor, itemId: string, quantity: number): Promise<void> {
  await db
    .updateTable('items')
    .set((eb) => ({ stock_quantity: eb('stock_quantity', '+', quantity) }))
    .where('id', '=', itemId)
    .execute();
}
