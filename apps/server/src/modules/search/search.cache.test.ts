// Search answers are reused for SEARCH_CACHE_SECONDS once a query comes a second time (most are
// asked once); with 0 every search reads the database.
import type { ItemSearchResponse } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import { searchCaches } from './search.service.js';

const apps: TestApp[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

/** Names one item 'Zyxwvut', searches it twice, renames it, and searches the old name again. */
async function searchAcrossRename(searchCacheSeconds: number): Promise<string[][]> {
  const t = await createTestApp({ config: { searchCacheSeconds } });
  apps.push(t);
  const { id } = await t.db
    .selectFrom('items')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const rename = (name: string) =>
    t.db.updateTable('items').set({ name }).where('id', '=', id).execute();
  const client = await xsrfClient(t.app);
  const search = async () => {
    const res = await client.post('/api/items/search/', { q: 'zyxwvut' });
    expect(res.statusCode).toBe(200);
    return res.json<ItemSearchResponse>().items.map((item) => item.name);
  };
  await rename('Zyxwvut');
  const before = await search();
  expect(await search()).toEqual(before);
  await rename('Qwertzu');
  return [before, await search()];
}

describe('search answer cache', () => {
  it('answers the same query from memory for a while', async () => {
    expect(await searchAcrossRename(10)).toEqual([['Zyxwvut'], ['Zyxwvut']]);
  });

  it('runs every search when set to 0 seconds', async () => {
    expect(await searchAcrossRename(0)).toEqual([['Zyxwvut'], []]);
  });

  it('keeps no answer to a query asked once', async () => {
    const t = await createTestApp({ config: { searchCacheSeconds: 10 } });
    apps.push(t);
    const client = await xsrfClient(t.app);
    const res = await client.post('/api/items/search/', { q: 'brake' });
    expect(res.statusCode).toBe(200);
    const caches = searchCaches(t.app.context, 10_000);
    expect([caches.items.size, caches.items.bytes]).toEqual([0, 0]);
    await client.post('/api/items/search/', { q: 'brake' });
    expect(caches.items.size).toBe(1);
    expect(caches.items.bytes).toBeGreaterThan(0);
  });
});
