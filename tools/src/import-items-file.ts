// Writes the generated catalog's items as an import file (CSV, ';'): item i of the file is item i
// of the generator, so a file of the first 3,200 matches the demo catalog and more adds new items.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { generateItem } from '@shop/db';
import type { ItemBundle } from '@shop/db';
import { csvLine, ITEM_COLUMNS, itemCells } from '@shop/domain';
import type { Brand, ImportItem } from '@shop/domain';

export function importItemOf(bundle: ItemBundle): ImportItem {
  const { item } = bundle;
  const text = (language: string) => {
    const row = bundle.texts.find((t) => t.language === language);
    return row ? { name: row.name, description: row.description } : null;
  };
  return {
    id: item.id,
    legacy_id: item.legacy_id,
    group: item.group_slug,
    name: item.name,
    description: item.description,
    sv: text('sv'),
    fi: text('fi'),
    model: item.model,
    image: item.image,
    weight: item.weight,
    stock: item.stock_quantity,
    prices: bundle.prices.map((p) => ({
      brand: p.brand as Brand,
      price: p.price,
      watermark: p.watermark,
      increment: p.increment,
      arrival: {
        type: p.arrival_type as 'date' | 'days' | 'weekday' | null,
        date: p.arrival_date,
        deadline: p.arrival_deadline,
        days: p.arrival_days,
        weekday: p.arrival_weekday,
      },
      supplier: p.supplier,
    })),
    references: bundle.references.map((r) => ({ ref: r.ref, visible: r.visible === 1 })),
    related: bundle.related.map((r) => r.related_id),
  };
}

/** Writes items [from, to) of the generator to `path`; answers the bytes written. */
export async function writeItemsFile(path: string, to: number, from = 0): Promise<void> {
  const out = createWriteStream(path);
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  await write(csvLine(ITEM_COLUMNS));
  for (let index = from; index < to; index += 1) {
    const cells = itemCells(importItemOf(generateItem(index)));
    await write(csvLine(ITEM_COLUMNS.map((column) => cells[column] ?? '')));
  }
  out.end();
  await once(out, 'finish');
}
