// The items staff should reorder: fewer than a threshold in stock, a bounded list.
import type { AppContext } from '../../lib/app-context.js';
import * as repo from './low-stock.repository.js';

export interface LowStock {
  items: { id: string; name: string; stock: number }[];
  /** More items are below the threshold than listed. */
  more: boolean;
}

export async function listLowStock(
  ctx: AppContext,
  below: number,
  limit: number,
): Promise<LowStock> {
  const rows = await repo.listLowStock(ctx.db, below, limit + 1);
  return {
    items: rows.slice(0, limit).map((r) => ({ id: r.id, name: r.name, stock: r.stock_quantity })),
    more: rows.length > limit,
  };
}
