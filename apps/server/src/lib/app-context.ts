// What a service needs from the app: the database (or the caller's transaction), the app's caches
// and the feed that tells every process about changes. Routes pass `app.context`.
import { writeTransaction } from '@shop/db';
import type { Executor, WriteOptions } from '@shop/db';
import type { CacheRegistry } from './cache-registry.js';
import type { ChangeFeed } from './change-feed.js';

export interface AppContext {
  db: Executor;
  caches: CacheRegistry;
  changes: ChangeFeed;
}

/**
 * Runs `work` in a write transaction with a context on it (joining the caller's, when `ctx.db`
 * is one already), so every repository and service it calls writes in that transaction.
 */
export function inTransaction<T>(
  ctx: AppContext,
  work: (trx: AppContext) => Promise<T>,
  options?: WriteOptions,
): Promise<T> {
  return writeTransaction(ctx.db, (db) => work({ ...ctx, db }), options);
}
