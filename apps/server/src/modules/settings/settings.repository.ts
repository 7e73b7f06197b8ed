// Key/value settings shared by every server process (e.g. the generated XSRF secret).
import type { Executor } from '@shop/db';

/**
 * The stored value of `key`; when absent, stores `candidate` first. Insert-or-ignore then read, so
 * processes starting at once all end up with the same, first-written value.
 */
export async function getOrCreateSetting(
  db: Executor,
  key: string,
  candidate: string,
): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key, value: candidate })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
