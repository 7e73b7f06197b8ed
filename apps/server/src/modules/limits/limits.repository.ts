// The shared request counts (rate_counters): one upsert per hit, so concurrent requests on every
// process and engine each see their own count, and a sweep of the ended windows.
import { sql } from 'kysely';
import type { Executor } from '@shop/db';

/**
 * One more hit on `key`: a new window ending at `windowEndsAt` when there was none or it had ended
 * by `now`. Answers the count and the window's end after this hit.
 */
export function hit(db: Executor, key: string, now: string, windowEndsAt: string) {
  const ended = sql<boolean>`rate_counters.window_ends_at <= ${now}`;
  return db
    .insertInto('rate_counters')
    .values({ key, hits: 1, window_ends_at: windowEndsAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when ${ended} then 1 else rate_counters.hits + 1 end`,
        window_ends_at: sql`case when ${ended} then ${windowEndsAt} else rate_counters.window_ends_at end`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
}

/** Deletes the counts whose window ended by `now`; answers how many. */
export async function deleteEnded(db: Executor, now: string): Promise<number> {
  const result = await db
    .deleteFrom('rate_counters')
    .where('window_ends_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
