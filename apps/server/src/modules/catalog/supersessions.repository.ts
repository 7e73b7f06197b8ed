// The old part numbers items replace (item_supersessions), read by item id through its index.
import type { Executor } from '@shop/db';

export interface ReplacesRow {
  item_id: string;
  old_ref: string;
}

export function listReplaces(db: Executor, itemIds: readonly string[]): Promise<ReplacesRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('item_supersessions')
    .select(['item_id', 'old_ref'])
    .where('item_id', 'in', itemIds)
    .execute();
}
