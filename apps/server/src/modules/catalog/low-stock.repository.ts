// Items running out, fewest in stock first: one range of items_stock_idx, cut at `limit`.
import type { Executor } from '@shop/db';

export function listLowStock(db: Executor, below: number, limit: number) {
  return db
    .selectFrom('items')
    .select(['id', 'name', 'stock_quantity'])
    .where('stock_quantity', '<', below)
    .orderBy('stock_quantity')
    .orderBy('id')
    .limit(limit)
    .execute();
}
