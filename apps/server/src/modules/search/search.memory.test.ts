// An in-memory SQLite database cannot be shared with worker threads: search runs in process there.
import type { ItemSearchResponse } from '@shop/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { separatedReference } from './search.fixtures.js';
import { xsrfClient } from '../../test/xsrf-client.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { databaseUrl: 'sqlite::memory:' } });
});

afterAll(() => t?.close());

it('finds items on an in-memory database', async () => {
  const ref = await separatedReference(t.db);
  const client = await xsrfClient(t.app);
  const res = await client.post('/api/items/search/', { q: ref.ref });
  expect(res.statusCode).toBe(200);
  expect(res.json<ItemSearchResponse>().items[0]?._id).toBe(ref.itemId);
  const words = await client.post('/api/diagrams/search/', { q: 'seal', mode: 'description' });
  expect(words.statusCode).toBe(200);
});
