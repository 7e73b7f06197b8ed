// Search in Swedish and Finnish: names in every language are found (accents folded, prefixes), the
// answer speaks the customer's language, and on PostgreSQL inflected forms find their base word.
import type { DiagramEntry, DiagramSearchResponse, Item, ItemSearchResponse } from '@shop/domain';
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

describe('diagram entries in three languages', () => {
  /** An entry of a classic car's drawing, given a known Finnish text. */
  let entry: { illustration: string; idx: number; position: string; english: string[] };
  const FI_ENTRY = 'Jarrusatulan korjaussarja, takapyörä';

  beforeAll(async () => {
    const row = await t.db
      .selectFrom('diagram_items as di')
      .innerJoin('diagrams as d', 'd.illustration', 'di.illustration')
      .innerJoin('cars as c', 'c.slug', 'd.car_slug')
      .select(['di.illustration', 'di.idx', 'di.position', 'di.description'])
      .where('c.modern', '=', 0)
      .orderBy('di.illustration')
      .orderBy('di.idx')
      .limit(1)
      .executeTakeFirstOrThrow();
    entry = { ...row, english: JSON.parse(row.description) as string[] };
    await t.db
      .deleteFrom('diagram_item_texts')
      .where('illustration', '=', row.illustration)
      .where('idx', '=', row.idx)
      .execute();
    await t.db
      .insertInto('diagram_item_texts')
      .values(
        (['sv', 'fi'] as const).map((language) => ({
          illustration: row.illustration,
          idx: row.idx,
          language,
          description: JSON.stringify([language === 'fi' ? FI_ENTRY : 'Reparationssats, bromsok']),
          remark: '',
        })),
      )
      .execute();
  });

  async function entries(q: string, language: string): Promise<DiagramEntry[]> {
    const res = await client.post(
      '/api/diagrams/search/',
      { q, mode: 'description', illustration: entry.illustration },
      { 'accept-language': language },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DiagramSearchResponse>().items;
  }

  const ours = (found: readonly DiagramEntry[]) =>
    found.find(
      (e) => e.diagram.illustration === entry.illustration && e.position === entry.position,
    );

  it('finds a Finnish entry text, whole or by its start, and shows it in Finnish', async () => {
    expect(ours(await entries('korjaussarja', 'fi'))?.description).toEqual([FI_ENTRY]);
    expect(ours(await entries('jarrusatulan korjaus', 'fi'))?.description).toEqual([FI_ENTRY]);
  });

  it("shows the entry in the customer's language whichever language matched", async () => {
    expect(ours(await entries('korjaussarja', 'en'))?.description).toEqual(entry.english);
    expect(ours(await entries('reparationssats', 'fi'))?.description).toEqual([FI_ENTRY]);
  });
});
