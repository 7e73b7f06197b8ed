// Items from a supplier's file: each compared with the catalog's item in one canonical form (so a
// file applied twice finds everything unchanged), then written with its prices, numbers, texts
// and related parts.
import type { Executor } from '@shop/db';
import { BRANDS, normaliseReference } from '@shop/domain';
import type { Arrival, Brand, ImportItem, ImportItemPrice } from '@shop/domain';
import * as repo from './import-items.repository.js';
import type { CurrentItems, ItemWrite } from './import-items.repository.js';
import type { KindHandler, ParsedRow, Verdict } from './import-handler.js';

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

function toWrite(item: ImportItem, image: string, at: string): ItemWrite {
  const anyPrice = item.prices.find((p) => p.brand === 'any')?.price ?? 0;
  return {
    item: {
      id: item.id,
      legacy_id: item.legacy_id,
      name: item.name,
      description: item.description,
      model: item.model,
      image,
      group_slug: item.group,
      price: anyPrice,
      weight: item.weight,
      stock_quantity: item.stock,
      updated_at: at,
    },
    prices: item.prices.map((p) => ({
      item_id: item.id,
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
    references: item.references.map((r, index) => ({
      item_id: item.id,
      position: index + 1,
      ref: r.ref,
      ref_norm: normaliseReference(r.ref),
      visible: r.visible ? 1 : 0,
    })),
    texts: (['sv', 'fi'] as const).flatMap((language) => {
      const text = item[language];
      return text ? [{ item_id: item.id, language, ...text }] : [];
    }),
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

  async write(db, rows, now) {
    const at = now.toISOString();
    // Only a row without a picture needs the item's current one.
    const keeping = rows.filter((r) => r.row.image === '').map((r) => r.key);
    const current = catalogItems(await repo.currentItems(db, keeping));
    const writes = rows.map(({ row }) =>
      toWrite(row, row.image || current.get(row.id)?.image || '', at),
    );
    await repo.writeItems(db, writes);
    return linkRelated(db, rows);
  },

  async finish(db, rows) {
    await linkRelated(db, rows);
  },
};

/** Links each row's related parts that exist now; answers the lines whose parts do not yet. */
async function linkRelated(db: Executor, rows: readonly ParsedRow<'items'>[]): Promise<number[]> {
  const wanted = rows.flatMap((r) => r.row.related);
  const existing = wanted.length ? await repo.existingItemIds(db, wanted) : new Set<string>();
  const waiting: number[] = [];
  const links = rows.flatMap(({ line, row }) => {
    if (row.related.some((id) => !existing.has(id))) waiting.push(line);
    return row.related
      .filter((id) => existing.has(id))
      .map((related_id, index) => ({ item_id: row.id, related_id, position: index + 1 }));
  });
  await repo.replaceRelated(db, [...new Set(rows.map((r) => r.row.id))], links);
  return waiting;
}
