// Search expands words with the catalog's own names, not the demo generator's: an item named with
// words the demo never made is found by an English plural, a Swedish compound's head and Finnish
// case forms once its names are in the vocabulary, and refreshing it is a catalog change every
// process hears about.
import type { ItemSearchResponse } from '@shop/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';
import { listSearchWords } from './search.repository.js';
import { refreshVocabulary } from './search.service.js';

const ITEM = 'f1u0c0a0b0c0d0e0f0a0b0c0';
const NAMES = { en: 'Flux capacitor', sv: 'Kylarzorbel', fi: 'Jäähdytinkurpu' };

let t: TestApp;
let client: Client;

beforeAll(async () => {
  t = await createTestApp();
  client = await xsrfClient(t.app);
});

afterAll(() => t?.close());

/** Whether a search for `q` in `language` lists the made-up item. */
async function finds(q: string, language: string): Promise<boolean> {
  const res = await client.post('/api/items/search/', { q }, { 'accept-language': language });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ItemSearchResponse>().items.some((item) => item._id === ITEM);
}

/** An item as an import would write it, with names in English, Swedish and Finnish. */
async function addItem(): Promise<void> {
  const group = await t.db.selectFrom('item_groups').select('slug').executeTakeFirstOrThrow();
  await t.db
    .insertInto('items')
    .values({
      id: ITEM,
      legacy_id: null,
      name: NAMES.en,
      description: 'Made up for the vocabulary test',
      model: '',
      image: '',
      group_slug: group.slug,
      price: 1000,
      weight: 100,
      stock_quantity: 1,
      updated_at: '2026-11-30T00:00:00.000Z',
    })
    .execute();
  await t.db
    .insertInto('item_texts')
    .values([
      { item_id: ITEM, language: 'sv', name: NAMES.sv, description: 'Påhittad' },
      { item_id: ITEM, language: 'fi', name: NAMES.fi, description: 'Keksitty' },
    ])
    .execute();
}

/** Forms only the vocabulary leads to: a plural, and compounds' heads in a plural or a case. */
const FORMS: [string, string][] = [
  ['capacitors', 'en'],
  ['zorbelar', 'sv'],
  ['kurpua', 'fi'],
];

it('finds names the demo never made by their inflections once the catalog vocabulary has them', async () => {
  await addItem();
  // The names themselves are found at once; their other forms need the vocabulary.
  expect(await finds('kylarzorbel', 'sv')).toBe(true);
  for (const [q, language] of FORMS) expect(await finds(q, language), q).toBe(false);

  await refreshVocabulary(t.app.context);

  for (const [q, language] of FORMS) expect(await finds(q, language), q).toBe(true);
  // A case form of the whole name (PostgreSQL's Finnish stemmer knows it too).
  expect(await finds('jäähdytinkurpulla', 'fi')).toBe(true);
  const words = await listSearchWords(t.db);
  expect(words).toContainEqual({ language: 'sv', word: 'kylarzorbel' });
  expect(words).toContainEqual({ language: 'fi', word: 'jaahdytinkurpu' });
});
