// Search in Swedish and Finnish: names in every language are found (accents folded, prefixes), the
// answer speaks the customer's language, and on PostgreSQL inflected forms find their base word.
import type { Item, ItemSearchResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';

let t: TestApp;
let client: Client;
/** An item given known Swedish and Finnish names, and a car it fits. */
let item: { id: string; car: string; english: string };

const SV = 'Bromsskiva, fram vänster';
const FI = 'Jarrulevy, etu vasen';

beforeAll(async () => {
  t = await createTestApp();
  client = await xsrfClient(t.app);
  const row = await t.db
    .selectFrom('item_fits as f')
    .innerJoin('items as i', 'i.id', 'f.item_id')
    .select(['f.item_id', 'f.car_slug', 'i.name'])
    .orderBy('f.item_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  item = { id: row.item_id, car: row.car_slug, english: row.name };
  await t.db.deleteFrom('item_texts').where('item_id', '=', item.id).execute();
  await t.db
    .insertInto('item_texts')
    .values([
      { item_id: item.id, language: 'sv', name: SV, description: 'Till provet.' },
      { item_id: item.id, language: 'fi', name: FI, description: 'Testiin.' },
    ])
    .execute();
});

afterAll(() => t?.close());

async function search(q: string, language: string): Promise<Item[]> {
  const res = await client.post(
    '/api/items/search/',
    { q, carSlug: item.car },
    { 'accept-language': language },
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-language']).toBe(language);
  return res.json<ItemSearchResponse>().items;
}

const found = (items: readonly Item[]) => items.find((i) => i._id === item.id);

describe('search in three languages', () => {
  it('finds a Finnish name and answers in Finnish', async () => {
    expect(found(await search('jarrulevy', 'fi'))?.name).toBe(FI);
    expect(found(await search('Jarrulevy etu', 'fi'))?.name).toBe(FI);
  });

  it('finds a Swedish name with or without its accents', async () => {
    expect(found(await search('bromsskiva vänster', 'sv'))?.name).toBe(SV);
    expect(found(await search('BROMSSKIVA VANSTER', 'sv'))?.name).toBe(SV);
  });

  it('finds a name by the start of its last word', async () => {
    expect(found(await search('jarrule', 'fi'))?.name).toBe(FI);
    expect(found(await search('bromssk', 'sv'))?.name).toBe(SV);
  });

  it('finds any language whatever the answer language', async () => {
    expect(found(await search('jarrulevy', 'sv'))?.name).toBe(SV);
    const english = item.english.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);
    expect(found(await search(english.join(' '), 'fi'))?.name).toBe(FI);
  });

  it('keeps cached answers per language', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect(found(await search('jarrulevy', 'fi'))?.name).toBe(FI);
      expect(found(await search('jarrulevy', 'en'))?.name).toBe(item.english);
    }
  });

  // PostgreSQL stems with its swedish and finnish configurations, SQLite cuts endings to a prefix.
  it('finds inflected forms', async () => {
    expect(found(await search('bromsskivor', 'sv'))?.name).toBe(SV);
    expect(found(await search('jarrulevyt', 'fi'))?.name).toBe(FI);
    expect(found(await search('jarrulevyn', 'fi'))?.name).toBe(FI);
  });
});
