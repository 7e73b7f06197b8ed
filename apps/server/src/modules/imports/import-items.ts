// Items from a supplier's file: each compared with the catalog's item in one canonical form (so a
// file applied twice finds everything unchanged), then staged as the catalog's columns (prices,
// numbers, texts, related parts), which the apply copies in a few set-based statements.
import { BRANDS, normaliseReference } from '@shop/domain';
import type { Arrival, Brand, ImportItem, ImportItemPrice } from '@shop/domain';
import * as repo from './import-items.repository.js';
import type { CurrentItems, StagedItem } from './import-items.repository.js';
import type { KindHandler, Verdict } from './import-handler.js';

const arrivalOf = (row: {
  arrival_type: string | null;
  arrival_date: string | null;
  arrival_deadline: string | null;
  arrival_days: number | null;
  arrival_weekday: number | null;
}): Arrival => ({
  type: row.arrival_type as Arrival['type'],
  date: row.arrival_date,
  deadline: row.arrival_deadline,
  days: row.arrival_days,
  weekday: row.arrival_weekday,
});

/** The catalog's items of `current` in the file's shape, by id. */
export function catalogItems(current: CurrentItems): Map<string, ImportItem> {
  const items = new Map<string, ImportItem>();
  for (const row of current.items)
    items.set(row.id, {
      id: row.id,
      legacy_id: row.legacy_id,
      group: row.group_slug,
      name: row.name,
      description: row.description,
      sv: null,
      fi: null,
      model: row.model,
      image: row.image,
      weight: row.weight,
      stock: row.stock_quantity,
      prices: [],
      references: [],
      related: [],
    });
  for (const p of current.prices) {
    items.get(p.item_id)?.prices.push({
      brand: p.brand as Brand,
      price: p.price,
      watermark: p.watermark,
      increment: p.increment,
      arrival: arrivalOf(p),
      supplier: p.supplier,
    });
  }
  for (const r of current.references)
    items.get(r.item_id)?.references.push({ ref: r.ref, visible: r.visible === 1 });
  for (const t of current.texts) {
    const item = items.get(t.item_id);
    if (item && (t.language === 'sv' || t.language === 'fi'))
      item[t.language] = { name: t.name, description: t.description };
  }
  for (const r of current.related) items.get(r.item_id)?.related.push(r.related_id);
  return items;
}

const byBrand = (a: ImportItemPrice, b: ImportItemPrice) =>
  BRANDS.indexOf(a.brand) - BRANDS.indexOf(b.brand);

/** One text per item, equal when the catalog would show the same; the file's '' image keeps ours. */
function canon(item: ImportItem, image: string): string {
  return JSON.stringify([
    item.legacy_id,
    item.group,
    item.name,
    item.description,
    item.sv,
    item.fi,
    item.model,
    image,
    item.weight,
    item.stock,
    [...item.prices].sort(byBrand),
    item.references,
    item.related,
  ]);
}

/** The row's columns; an empty image keeps the catalog's picture (the apply's SQL decides). */
export function stagedItem(item: ImportItem): StagedItem {
  return {
    item: {
      legacy_id: item.legacy_id,
      name: item.name,
      description: item.description,
      model: item.model,
      image: item.image,
      group_slug: item.group,
      price: item.prices.find((p) => p.brand === 'any')?.price ?? 0,
      weight: item.weight,
      stock_quantity: item.stock,
    },
    prices: item.prices.map((p) => ({
      brand: p.brand,
      price: p.price,
      watermark: p.watermark,
      increment: p.increment,
      arrival_type: p.arrival.type,
      arrival_date: p.arrival.date,
      arrival_deadline: p.arrival.deadline,
      arrival_days: p.arrival.days,
      arrival_weekday: p.arrival.weekday,
      supplier: p.supplier,
    })),
    references: item.references.map((r) => ({
      ref: r.ref,
      ref_norm: normaliseReference(r.ref),
      visible: r.visible ? 1 : 0,
    })),
    texts: (['sv', 'fi'] as const).flatMap((language) => {
      const text = item[language];
      return text ? [{ language, ...text }] : [];
    }),
    related: [...new Set(item.related)],
  };
}

export const itemsHandler: KindHandler<'items'> = {
  topics: ['items'],

  prepare: (db) => repo.itemGroupSlugs(db),

  async judge(db, prepared, rows) {
    const groups = prepared as Set<string>;
    const current = catalogItems(
      await repo.currentItems(
        db,
        rows.map((r) => r.key),
      ),
    );
    return rows.map(({ row }): Verdict => {
      if (!groups.has(row.group))
        return { action: 'invalid', field: 'group', code: 'unknown_group', value: row.group };
      const now = current.get(row.id);
      if (!now) return { action: 'create' };
      const image = row.image || now.image;
      return { action: canon(row, image) === canon(now, now.image) ? 'unchanged' : 'update' };
    });
  },

  stagedData: (row) => repo.encodeStagedItem(stagedItem(row)),

  applyStaged: (db, importId, now) => repo.applyStagedItems(db, importId, now.toISOString()),
};
