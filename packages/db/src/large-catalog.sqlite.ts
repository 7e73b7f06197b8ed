// Bulk item loading on SQLite: prepared statements on the raw better-sqlite3 connection, one
// immediate transaction per chunk (Kysely's per-query overhead would dominate at 1,000,000 items).
import type { DbHandle } from './client.js';
import type { ItemBundle } from './demo/item.generator.js';
import { rawSqlite } from './raw-sqlite.js';

function insertSql(table: string, columns: readonly string[]): string {
  return `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`;
}

const COLUMNS = {
  items: [
    'id',
    'legacy_id',
    'name',
    'description',
    'model',
    'image',
    'group_slug',
    'price',
    'weight',
    'stock_quantity',
    'updated_at',
  ],
  item_prices: [
    'item_id',
    'brand',
    'price',
    'watermark',
    'increment',
    'arrival_type',
    'arrival_date',
    'arrival_deadline',
    'arrival_days',
    'arrival_weekday',
    'supplier',
  ],
  item_references: ['item_id', 'position', 'ref', 'ref_norm', 'visible'],
  item_fits: ['item_id', 'car_slug', 'group_slug', 'description'],
  item_related: ['item_id', 'related_id', 'position'],
} as const;

export function loadItemsSqlite(
  handle: DbHandle,
  chunks: Iterable<ItemBundle[]>,
  report: (done: number) => void,
): void {
  const raw = rawSqlite(handle);
  const item = raw.prepare(insertSql('items', COLUMNS.items));
  const price = raw.prepare(insertSql('item_prices', COLUMNS.item_prices));
  const reference = raw.prepare(insertSql('item_references', COLUMNS.item_references));
  const fit = raw.prepare(insertSql('item_fits', COLUMNS.item_fits));
  const related = raw.prepare(insertSql('item_related', COLUMNS.item_related));
  const write = raw.transaction((bundles: ItemBundle[]) => {
    for (const bundle of bundles) {
      item.run(bundle.item);
      for (const row of bundle.prices) price.run(row);
      for (const row of bundle.references) reference.run(row);
      for (const row of bundle.fits) fit.run(row);
      for (const row of bundle.related) related.run(row);
    }
  });
  let done = 0;
  for (const bundles of chunks) {
    write.immediate(bundles);
    done += bundles.length;
    report(done);
  }
}
