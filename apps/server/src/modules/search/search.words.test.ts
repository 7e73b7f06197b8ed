// Search finds what people type, on both engines: English plurals, Finnish cases and plurals (with
// consonant gradation), and the head of a Swedish or Finnish compound finds the compound.
import type { Item, ItemSearchResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';

let t: TestApp;
let client: Client;

beforeAll(async () => {
  t = await createTestApp();
  client = await xsrfClient(t.app);
});

afterAll(() => t?.close());

async function search(q: string, language: string): Promise<Item[]> {
  const res = await client.post('/api/items/search/', { q }, { 'accept-language': language });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ItemSearchResponse>().items;
}

/** Ids of the items whose name in `language` matches the SQL LIKE pattern. */
async function named(pattern: string, language: string): Promise<string[]> {
  const rows =
    language === 'en'
      ? await t.db.selectFrom('items').select('id').where('name', 'like', pattern).execute()
      : await t.db
          .selectFrom('item_texts')
          .select('item_id as id')
          .where('language', '=', language)
          .where('name', 'like', pattern)
          .execute();
  return rows.map((row) => row.id);
}

describe('words as people type them', () => {
  it.each([
    // query, answer language, the name part it must find, a LIKE pattern of those names
    ['brake discs', 'en', /\bbrake disc\b/i, 'Brake disc%'],
    ['discs', 'en', /\bdisc\b/i, 'Brake disc%'],
    ['suodatin', 'fi', /suodatin\b/i, 'Öljynsuodatin%'],
    ['skiva', 'sv', /skiva\b/i, 'Bromsskiva%'],
    ['jarrulevyä', 'fi', /^jarrulevy\b/i, 'Jarrulevy%'],
    ['ilmansuodattimet', 'fi', /^ilmansuodatin\b/i, 'Ilmansuodatin%'],
  ] as const)('%s (%s) finds its part', async (q, language, part, pattern) => {
    const expected = await named(pattern, language);
    expect(expected.length).toBeGreaterThan(0);
    const found = await search(q, language);
    expect(found.length).toBeGreaterThan(0);
    // Every answer is the part asked for, and the part's items are among them.
    for (const item of found) expect(item.name).toMatch(part);
    expect(found.map((item) => item._id)).toEqual(expect.arrayContaining(expected.slice(0, 3)));
  });

  it('finds the compound whatever the answer language', async () => {
    const found = await search('suodatin', 'en');
    expect(found.map((item) => item._id)).toEqual(
      expect.arrayContaining((await named('Öljynsuodatin%', 'fi')).slice(0, 3)),
    );
  });

  it('finds nothing for nonsense words', async () => {
    expect(await search('skivqz', 'sv')).toEqual([]);
    expect(await search('kvxzqwy', 'fi')).toEqual([]);
    expect(await search('brake discz', 'en')).toEqual([]);
  });
});
