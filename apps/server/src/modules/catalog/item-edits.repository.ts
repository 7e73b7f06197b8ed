// The console's catalog SQL: finding items by id, part number or name, the rows an edit reads
// before it writes, the writes themselves, and the prices a bulk edit selects.
import type { Database, Executor } from '@shop/db';
import { normaliseReference } from '@shop/domain';
import type { Brand, Language } from '@shop/domain';
import { sql } from 'kysely';
import type { ExpressionBuilder, Selectable } from 'kysely';

export type EditItemRow = Pick<
  Selectable<Database['items']>,
  'id' | 'name' | 'description' | 'group_slug' | 'price' | 'stock_quantity'
>;
export type EditPriceRow = Pick<
  Selectable<Database['item_prices']>,
  'item_id' | 'brand' | 'price' | 'watermark' | 'increment'
>;
export type EditTextRow = Pick<
  Selectable<Database['item_texts']>,
  'item_id' | 'language' | 'name' | 'description'
>;

const ITEM_ID = /^[0-9a-f]{24}$/;

/** `text` with LIKE's wildcards taken literally (escape '!'). */
const literal = (text: string) => text.replace(/[!%_]/g, '!$&');

/** Items whose id is `q`, a part number starts with it, or a name in any language contains it. */
function matching(eb: ExpressionBuilder<Database, 'items'>, q: string) {
  const pattern = `%${literal(q.toLowerCase())}%`;
  const reference = normaliseReference(q);
  const conditions = [
    sql<boolean>`lower(${eb.ref('items.name')}) like ${pattern} escape '!'`,
    eb.exists(
      eb
        .selectFrom('item_texts as t')
        .select('t.item_id')
        .whereRef('t.item_id', '=', 'items.id')
        .where(sql<boolean>`lower(t.name) like ${pattern} escape '!'`),
    ),
  ];
  if (ITEM_ID.test(q)) conditions.push(eb('items.id', '=', q));
  if (reference !== '')
    conditions.push(
      eb.exists(
        eb
          .selectFrom('item_references as r')
          .select('r.item_id')
          .whereRef('r.item_id', '=', 'items.id')
          .where(sql<boolean>`r.ref_norm like ${`${literal(reference)}%`} escape '!'`),
      ),
    );
  return eb.or(conditions);
}

export interface ItemFind {
  q?: string | undefined;
  /** Only ids after this one. */
  after?: string | undefined;
  limit: number;
}

const ITEM_COLUMNS = [
  'id',
  'name',
  'description',
  'group_slug',
  'price',
  'stock_quantity',
] as const;

/** Items by id order, matching `q` when given. */
export function findItemsForStaff(db: Executor, find: ItemFind): Promise<EditItemRow[]> {
  let query = db.selectFrom('items').select(ITEM_COLUMNS);
  const { q, after } = find;
  if (q) query = query.where((eb) => matching(eb, q));
  if (after !== undefined) query = query.where('id', '>', after);
  return query.orderBy('id').limit(find.limit).execute();
}

/** The visible part numbers of the items, in their order. */
export function listVisibleReferences(
  db: Executor,
  ids: readonly string[],
): Promise<{ item_id: string; ref: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('item_references')
    .select(['item_id', 'ref'])
    .where('item_id', 'in', ids)
    .where('visible', '=', 1)
    .orderBy('item_id')
    .orderBy('position')
    .execute();
}

export function readItem(db: Executor, id: string): Promise<EditItemRow | undefined> {
  return db.selectFrom('items').select(ITEM_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function readItemPrices(db: Executor, id: string): Promise<EditPriceRow[]> {
  return db
    .selectFrom('item_prices')
    .select(['item_id', 'brand', 'price', 'watermark', 'increment'])
    .where('item_id', '=', id)
    .execute();
}

export function readItemTexts(db: Executor, id: string): Promise<EditTextRow[]> {
  return db
    .selectFrom('item_texts')
    .select(['item_id', 'language', 'name', 'description'])
    .where('item_id', '=', id)
    .execute();
}

export async function setStock(db: Executor, id: string, stock: number): Promise<void> {
  await db.updateTable('items').set({ stock_quantity: stock }).where('id', '=', id).execute();
}

export interface BrandFields {
  price?: number;
  watermark?: number | null;
  increment?: number | null;
}

/** Sets a brand's fields; the 'any' brand's price is also the item's (lists sort by it). */
export async function setBrandFields(
  db: Executor,
  id: string,
  brand: Brand,
  fields: BrandFields,
): Promise<void> {
  await db
    .updateTable('item_prices')
    .set(fields)
    .where('item_id', '=', id)
    .where('brand', '=', brand)
    .execute();
  if (brand === 'any' && fields.price !== undefined)
    await db.updateTable('items').set({ price: fields.price }).where('id', '=', id).execute();
}

/**
 * Sets a brand's price from `old` to `new` only if it still is `old` (a conditional UPDATE, so a
 * concurrent edit is never overwritten); answers whether it did.
 */
export async function swapBrandPrice(
  db: Executor,
  change: { item: string; brand: Brand; old: number; new: number },
): Promise<boolean> {
  const result = await db
    .updateTable('item_prices')
    .set({ price: change.new })
    .where('item_id', '=', change.item)
    .where('brand', '=', change.brand)
    .where('price', '=', change.old)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  if (change.brand === 'any')
    await db
      .updateTable('items')
      .set({ price: change.new })
      .where('id', '=', change.item)
      .execute();
  return true;
}

/** Marks items changed now (the 'latest updates' order). */
export async function touchItems(db: Executor, ids: readonly string[], at: string): Promise<void> {
  if (ids.length > 0)
    await db.updateTable('items').set({ updated_at: at }).where('id', 'in', ids).execute();
}

export async function setEnglishText(
  db: Executor,
  id: string,
  text: { name?: string; description?: string },
): Promise<void> {
  await db.updateTable('items').set(text).where('id', '=', id).execute();
}

export async function putItemText(
  db: Executor,
  id: string,
  language: Exclude<Language, 'en'>,
  text: { name: string; description: string },
): Promise<void> {
  await db
    .insertInto('item_texts')
    .values({ item_id: id, language, ...text })
    .onConflict((oc) => oc.columns(['item_id', 'language']).doUpdateSet(text))
    .execute();
}

export async function deleteItemText(
  db: Executor,
  id: string,
  language: Exclude<Language, 'en'>,
): Promise<void> {
  await db
    .deleteFrom('item_texts')
    .where('item_id', '=', id)
    .where('language', '=', language)
    .execute();
}

export interface PriceSelection {
  items?: readonly string[] | undefined;
  group?: string | undefined;
  car?: string | undefined;
  brand?: Brand | undefined;
  q?: string | undefined;
}

export type SelectedPriceRow = { item_id: string; brand: string; price: number; name: string };

/** The brand prices a bulk edit selects, by item and brand, at most `limit`. */
export function selectPrices(
  db: Executor,
  selection: PriceSelection,
  limit: number,
): Promise<SelectedPriceRow[]> {
  let query = db
    .selectFrom('item_prices as p')
    .innerJoin('items', 'items.id', 'p.item_id')
    .select(['p.item_id', 'p.brand', 'p.price', 'items.name']);
  const { items, group, car, brand, q } = selection;
  if (items !== undefined) query = query.where('p.item_id', 'in', items);
  if (group !== undefined) query = query.where('items.group_slug', '=', group);
  if (brand !== undefined) query = query.where('p.brand', '=', brand);
  if (car !== undefined)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('item_fits as f')
          .select('f.item_id')
          .whereRef('f.item_id', '=', 'items.id')
          .where('f.car_slug', '=', car),
      ),
    );
  if (q !== undefined) query = query.where((eb) => matching(eb, q));
  return query.orderBy('p.item_id').orderBy('p.brand').limit(limit).execute();
}

/** Sets the 'minimum_arrival' shipment date (YYMMDD), adding the entry when there is none. */
export async function setMinimumArrival(db: Executor, yymmdd: string): Promise<void> {
  const result = await db
    .updateTable('shipment_data')
    .set({ value: yymmdd })
    .where('type', '=', 'minimum_arrival')
    .where('key', '=', 'date')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n)
    await db
      .insertInto('shipment_data')
      .values({ type: 'minimum_arrival', key: 'date', value: yymmdd })
      .execute();
}
