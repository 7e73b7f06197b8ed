// All catalog SQL. Returns plain rows; no query-builder type leaves this file.
import type { Database } from '@shop/db';
import type { ItemSort } from '@shop/domain';
import type { Kysely, Selectable } from 'kysely';

export type Db = Kysely<Database>;
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
export type ShipmentRow = Selectable<Database['shipment_data']>;

export interface ItemListQuery {
  carSlug: string;
  /** null: every group of the car ('Latest updates'). */
  groupSlug: string | null;
  /** null: latest updated first. */
  sort: ItemSort | null;
  limit: number;
  offset: number;
}

export function listCarGroups(db: Db): Promise<CarGroupRow[]> {
  return db.selectFrom('car_groups').selectAll().orderBy('position').orderBy('id').execute();
}

export function listCars(db: Db): Promise<CarRow[]> {
  return db
    .selectFrom('cars')
    .innerJoin('car_groups', 'car_groups.id', 'cars.car_group_id')
    .selectAll('cars')
    .select('car_groups.name as group_name')
    .orderBy('cars.position')
    .orderBy('cars.slug')
    .execute();
}

export function listItemGroups(db: Db): Promise<ItemGroupRow[]> {
  return db.selectFrom('item_groups').selectAll().orderBy('idx').orderBy('slug').execute();
}

/** Items per group of one car. */
export function countItemsByGroup(db: Db, carSlug: string): Promise<GroupCountRow[]> {
  return db
    .selectFrom('item_fits')
    .select(({ fn }) => ['group_slug', fn.countAll<number>().as('n')])
    .where('car_slug', '=', carSlug)
    .groupBy('group_slug')
    .execute();
}

/** Diagrams per group of one car. */
export function countDiagramsByGroup(db: Db, carSlug: string): Promise<GroupCountRow[]> {
  return db
    .selectFrom('diagrams')
    .select(({ fn }) => ['group_slug', fn.countAll<number>().as('n')])
    .where('car_slug', '=', carSlug)
    .groupBy('group_slug')
    .execute();
}

/** One page of a car's items (optionally one group), ordered for display; ties break on id. */
export function listItemPage(db: Db, q: ItemListQuery): Promise<ItemRow[]> {
  let query = db
    .selectFrom('item_fits as f')
    .innerJoin('items as i', 'i.id', 'f.item_id')
    .selectAll('i')
    .where('f.car_slug', '=', q.carSlug);
  if (q.groupSlug !== null) query = query.where('f.group_slug', '=', q.groupSlug);
  switch (q.sort) {
    case null:
      query = query.orderBy('i.updated_at', 'desc');
      break;
    case 'name':
      query = query.orderBy('i.name', 'asc');
      break;
    case '-name':
      query = query.orderBy('i.name', 'desc');
      break;
    case 'price':
      query = query.orderBy('i.price', 'asc').orderBy('i.name', 'asc');
      break;
    case '-price':
      query = query.orderBy('i.price', 'desc').orderBy('i.name', 'asc');
      break;
  }
  return query.orderBy('i.id', 'asc').limit(q.limit).offset(q.offset).execute();
}

export function findItems(db: Db, ids: readonly string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('items').selectAll().where('id', 'in', ids).execute();
}

export function listPrices(db: Db, itemIds: readonly string[]): Promise<PriceRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('item_prices').selectAll().where('item_id', 'in', itemIds).execute();
}

export function listReferences(db: Db, itemIds: readonly string[]): Promise<ReferenceRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('item_references')
    .selectAll()
    .where('item_id', 'in', itemIds)
    .orderBy('item_id')
    .orderBy('position')
    .execute();
}

export function listFits(db: Db, itemIds: readonly string[]): Promise<FitRow[]> {
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

export function listRelated(db: Db, itemIds: readonly string[]): Promise<RelatedRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('item_related as r')
    .innerJoin('items as i', 'i.id', 'r.related_id')
    .select(['r.item_id', 'r.related_id', 'i.name'])
    .where('r.item_id', 'in', itemIds)
    .orderBy('r.item_id')
    .orderBy('r.position')
    .execute();
}

export function listCurrencies(db: Db): Promise<CurrencyRow[]> {
  return db.selectFrom('currencies').selectAll().orderBy('position').orderBy('code').execute();
}

export function listShipmentData(db: Db): Promise<ShipmentRow[]> {
  return db.selectFrom('shipment_data').selectAll().orderBy('id').execute();
}

/** legacy_id is a 32-bit column: larger ids cannot exist (PostgreSQL would reject them). */
const MAX_LEGACY_ID = 2_147_483_647;

/** The id of the item with that legacy id (the lowest id should the column ever repeat one). */
export async function findItemIdByLegacyId(db: Db, legacyId: number): Promise<string | undefined> {
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
