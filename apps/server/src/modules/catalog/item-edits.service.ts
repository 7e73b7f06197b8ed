// The console's catalog rules: finding items for staff, an item as the console edits it, and the
// edits, each joining the caller's transaction and clearing every process's item caches once it
// commits. catalog.service re-exports these: other modules reach them there.
import { BRANDS, parseMinimumArrival } from '@shop/domain';
import type { AdminItem, Brand, BrandPrice, Currency, ItemText, PriceChange } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import * as map from './catalog.mapper.js';
import * as catalogRepo from './catalog.repository.js';
import * as repo from './item-edits.repository.js';
import type { BrandFields, EditItemRow, PriceSelection } from './item-edits.repository.js';

export type { BrandFields, PriceSelection } from './item-edits.repository.js';

const isBrand = (value: string): value is Brand => (BRANDS as readonly string[]).includes(value);

export interface StaffItem extends EditItemRow {
  references: string[];
}

/** Items matching `q` (id, part number start, name in any language), by id, after `after`. */
export async function findItemsForStaff(
  ctx: AppContext,
  find: repo.ItemFind,
): Promise<StaffItem[]> {
  const rows = await repo.findItemsForStaff(ctx.db, find);
  const refs = await repo.listVisibleReferences(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    references: refs.filter((r) => r.item_id === row.id).map((r) => r.ref),
  }));
}

/** The item with every brand's figures and its texts in en, sv and fi, read through `ctx`. */
export async function readItemForEdit(ctx: AppContext, id: string): Promise<AdminItem | undefined> {
  const item = await repo.readItem(ctx.db, id);
  if (!item) return undefined;
  const [prices, texts, refs] = await Promise.all([
    repo.readItemPrices(ctx.db, id),
    repo.readItemTexts(ctx.db, id),
    repo.listVisibleReferences(ctx.db, [id]),
  ]);
  const textIn = (language: string): ItemText | null => {
    const row = texts.find((t) => t.language === language);
    return row ? { name: row.name, description: row.description } : null;
  };
  return {
    _id: item.id,
    group: item.group_slug,
    references: refs.map((r) => r.ref),
    stock: { quantity: item.stock_quantity },
    prices: prices
      .filter((p) => isBrand(p.brand))
      .sort((a, b) => BRANDS.indexOf(a.brand as Brand) - BRANDS.indexOf(b.brand as Brand))
      .map((p) => ({
        brand: p.brand as Brand,
        price: p.price,
        watermark: p.watermark,
        increment: p.increment,
      })),
    texts: {
      en: { name: item.name, description: item.description },
      sv: textIn('sv'),
      fi: textIn('fi'),
    },
  };
}

/** An item's new figures and texts; a translation set to null is removed. */
export interface ItemEdit {
  stock?: number;
  prices?: Partial<Record<Brand, BrandFields>>;
  texts?: { en?: ItemText; sv?: ItemText | null; fi?: ItemText | null };
}

/** Writes `edit` to an existing item (the caller has checked it and its brands). */
export async function editItem(
  ctx: AppContext,
  id: string,
  edit: ItemEdit,
  now: Date,
): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    if (edit.stock !== undefined) await repo.setStock(trx.db, id, edit.stock);
    for (const brand of BRANDS) {
      const fields = edit.prices?.[brand];
      if (fields) await repo.setBrandFields(trx.db, id, brand, fields);
    }
    const texts = edit.texts;
    if (texts?.en) await repo.setEnglishText(trx.db, id, texts.en);
    for (const language of ['sv', 'fi'] as const) {
      const text = texts?.[language];
      if (text === null) await repo.deleteItemText(trx.db, id, language);
      else if (text) await repo.putItemText(trx.db, id, language, text);
    }
    await repo.touchItems(trx.db, [id], now.toISOString());
    await trx.changes.publish(trx.db, ['items']);
  });
}

export type SelectedPrice = BrandPrice & { name: string };

/** The brand prices `selection` covers, by item and brand, at most `limit`. */
export async function selectPrices(
  ctx: AppContext,
  selection: PriceSelection,
  limit: number,
): Promise<SelectedPrice[]> {
  const rows = await repo.selectPrices(ctx.db, selection, limit);
  return rows.flatMap((row) =>
    isBrand(row.brand)
      ? [{ item: row.item_id, brand: row.brand, price: row.price, name: row.name }]
      : [],
  );
}

/**
 * Makes each change only where the price still is its `old` one; answers false when any price had
 * moved (the caller then rolls the whole edit back).
 */
export async function swapPrices(
  ctx: AppContext,
  changes: readonly PriceChange[],
  now: Date,
): Promise<boolean> {
  return inTransaction(ctx, async (trx) => {
    for (const change of changes) if (!(await repo.swapBrandPrice(trx.db, change))) return false;
    await repo.touchItems(trx.db, [...new Set(changes.map((c) => c.item))], now.toISOString());
    await trx.changes.publish(trx.db, ['items']);
    return true;
  });
}

/** Sets the earliest arrival date shown (YYMMDD); every process shows it once committed. */
export async function setMinimumArrival(ctx: AppContext, yymmdd: string): Promise<void> {
  await inTransaction(ctx, async (trx) => {
    await repo.setMinimumArrival(trx.db, yymmdd);
    await trx.changes.publish(trx.db, ['reference']);
  });
}

/** The currencies and the minimum arrival date (YYMMDD) as stored, read through `ctx` (no cache). */
export async function readReferenceSettings(
  ctx: AppContext,
): Promise<{ currencies: Currency[]; minimumArrival: string }> {
  const [currencies, shipment] = await Promise.all([
    catalogRepo.listCurrencies(ctx.db),
    catalogRepo.listShipmentData(ctx.db),
  ]);
  return {
    currencies: currencies.map(map.toCurrency),
    minimumArrival: parseMinimumArrival(map.toShipmentData(shipment)),
  };
}
