// The item tables' columns in insert order, each with its PostgreSQL type: what a bulk write names
// and casts (the large-catalog loader's unnest arrays, an import's staged JSON).
import type { ItemRows } from './demo/catalog.js';

export type Column<Row> = readonly [keyof Row & string, 'text' | 'integer'];
export type Columns<T extends keyof ItemRows> = readonly Column<ItemRows[T][number]>[];

export const ITEM_TABLE_COLUMNS: { [T in keyof ItemRows]: Columns<T> } = {
  items: [
    ['id', 'text'],
    ['legacy_id', 'integer'],
    ['name', 'text'],
    ['description', 'text'],
    ['model', 'text'],
    ['image', 'text'],
    ['group_slug', 'text'],
    ['price', 'integer'],
    ['weight', 'integer'],
    ['stock_quantity', 'integer'],
    ['updated_at', 'text'],
  ],
  item_prices: [
    ['item_id', 'text'],
    ['brand', 'text'],
    ['price', 'integer'],
    ['watermark', 'integer'],
    ['increment', 'integer'],
    ['arrival_type', 'text'],
    ['arrival_date', 'text'],
    ['arrival_deadline', 'text'],
    ['arrival_days', 'integer'],
    ['arrival_weekday', 'integer'],
    ['supplier', 'text'],
  ],
  item_references: [
    ['item_id', 'text'],
    ['position', 'integer'],
    ['ref', 'text'],
    ['ref_norm', 'text'],
    ['visible', 'integer'],
  ],
  item_supersessions: [
    ['old_ref', 'text'],
    ['old_ref_norm', 'text'],
    ['new_ref', 'text'],
    ['item_id', 'text'],
  ],
  item_fits: [
    ['item_id', 'text'],
    ['car_slug', 'text'],
    ['group_slug', 'text'],
    ['description', 'text'],
    ['item_name', 'text'],
    ['item_price', 'integer'],
    ['item_updated_at', 'text'],
    ['item_name_sv', 'text'],
    ['item_name_fi', 'text'],
  ],
  item_related: [
    ['item_id', 'text'],
    ['related_id', 'text'],
    ['position', 'integer'],
  ],
  item_texts: [
    ['item_id', 'text'],
    ['language', 'text'],
    ['name', 'text'],
    ['description', 'text'],
  ],
};
