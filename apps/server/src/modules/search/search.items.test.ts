// POST /api/items/search/ on the demo catalog: part numbers, names, cars, ranking.
import type { Item, ItemDiagramsResponse, ItemSearchResponse } from '@shop/domain';
import { SEARCH_RESULT_LIMIT, normaliseReference } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import {
  busyCarAndWord,
  nameWith,
  referencePrefixPair,
  referenceWithCars,
  separatedReference,
} from './search.fixtures.js';
import type { ReferenceFact } from './search.fixtures.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';

let t: TestApp;
let client: Client;

beforeAll(async () => {
  t = await createTestApp();
  client = await xsrfClient(t.app);
});

afterAll(() => t?.close());

async function search(q: string, carSlug?: string | null, language = 'en'): Promise<Item[]> {
  const res = await client.post(
    '/api/items/search/',
    { q, carSlug },
    { 'accept-language': language },
  );
  expect(res.statusCode, res.body).toBe(200);
  const { items } = res.json<ItemSearchResponse>();
  expect(items.length).toBeLessThanOrEqual(SEARCH_RESULT_LIMIT);
  return items;
}

const ids = (items: readonly Item[]) => items.map((i) => i._id);
const refsOf = (item: Item) => item.references.map((r) => normaliseReference(r.id));

describe('part numbers', () => {
  let ref: ReferenceFact;
  beforeAll(async () => {
    ref = await separatedReference(t.db);
  });

  it('finds a number written with its separators, without them, and with others', async () => {
    const spaced = ref.refNorm.replace(/(.{2})(?=.)/g, '$1 ');
    const dashed = ref.refNorm.replace(/(.{3})(?=.)/g, '$1-');
    for (const q of [ref.ref, ref.refNorm, spaced, dashed, ref.ref.toUpperCase(), ` ${ref.ref} `]) {
      expect(ids(await search(q))[0], q).toBe(ref.itemId);
    }
  });

  it('ranks the exact number first, then numbers that start with it', async () => {
    const { exact, longer } = await referencePrefixPair(t.db);
    const items = await search(exact.ref);
    expect(refsOf(items[0]!)).toContain(exact.refNorm);
    expect(ids(items)).toContain(longer.itemId);
    const longerAt = ids(items).indexOf(longer.itemId);
    expect(
      items.slice(0, longerAt + 1).every((i) => refsOf(i).some((r) => r.startsWith(exact.refNorm))),
    ).toBe(true);
  });

  it('finds partial numbers by prefix, part-number matches before name matches', async () => {
    const prefix = ref.refNorm.slice(0, 5);
    const items = await search(prefix);
    expect(ids(items)).toContain(ref.itemId);
    const matches = items.map((i) => refsOf(i).some((r) => r.startsWith(prefix)));
    const firstOther = matches.indexOf(false);
    if (firstOther >= 0) expect(matches.slice(firstOther)).not.toContain(true);
  });

  it('answers [] for a number nobody has', async () => {
    expect(await search('zz9zz9zz9zz9')).toEqual([]);
  });
});

describe('names', () => {
  it('finds every word of a name, best matches first', async () => {
    const { name } = await t.db
      .selectFrom('items')
      .select('name')
      .where('name', 'like', '% %')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const items = await search(name);
    const words = name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.name).toBe(name);
    for (const word of words) expect(items[0]!.name.toLowerCase()).toContain(word);
  });

  it.each(['ö', 'ä', 'å'])(
    'finds names with %s, typed with or without the accent',
    async (letter) => {
      const { itemId, name, word, language } = await nameWith(t.db, letter);
      const bare = word.normalize('NFD').replace(/\p{M}/gu, '');
      for (const q of [word, word.toUpperCase(), bare.toLowerCase()]) {
        const items = await search(q, null, language);
        expect(items.length, q).toBeGreaterThan(0);
        expect(items[0]!.name.toLowerCase(), q).toContain(word.toLowerCase());
      }
      expect(ids(await search(name, null, language))).toContain(itemId);
    },
  );

  it('matches the last word as a prefix', async () => {
    const { word, language } = await nameWith(t.db, 'ö');
    const items = await search(word.slice(0, Math.max(3, word.length - 3)), null, language);
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.name.toLowerCase()).toContain(word.toLowerCase());
  });
});

describe('within a car', () => {
  it('finds only items that fit the car', async () => {
    const { car, word } = await busyCarAndWord(t.db);
    const items = await search(word, car);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.fits.map((f) => f.car)).toContain(car);
  });

  it('finds a part number for a car it fits and not for another', async () => {
    const { ref, fits, other } = await referenceWithCars(t.db);
    expect(ids(await search(ref.ref, fits))).toContain(ref.itemId);
    expect(ids(await search(ref.ref, other))).not.toContain(ref.itemId);
    expect(ids(await search(ref.ref, null))[0]).toBe(ref.itemId);
  });

  it("does not match the index's car marks as words", async () => {
    const { car } = await busyCarAndWord(t.db);
    const hex = Buffer.from(car, 'utf8').toString('hex');
    for (const q of [hex, `_${hex}`, hex.slice(0, 4)]) expect(await search(q)).toEqual([]);
  });

  it('says 404 for an unknown car and 400 for a malformed slug', async () => {
    const unknown = await client.post('/api/items/search', { q: 'brake', carSlug: 'no-such-car' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Unknown car 'no-such-car'", code: 'not_found' });
    const bad = await client.post('/api/items/search', { q: 'brake', carSlug: 'Not A Slug' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_request' });
  });
});

describe('answers', () => {
  it('are items exactly as the catalog routes give them', async () => {
    const ref = await separatedReference(t.db);
    const [item] = await search(ref.ref);
    const res = await t.app.inject({ method: 'GET', url: `/api/diagrams/item/${ref.itemId}` });
    expect(item).toEqual(res.json<ItemDiagramsResponse>().item);
  });

  it('hold at most the result limit of items, none twice, for a very common word', async () => {
    const { word } = await busyCarAndWord(t.db);
    const items = await search(word.slice(0, 3));
    expect(items.length).toBe(SEARCH_RESULT_LIMIT);
    expect(new Set(ids(items)).size).toBe(SEARCH_RESULT_LIMIT);
  });

  it('are the same with and without the trailing slash', async () => {
    const a = await client.post('/api/items/search', { q: 'brake' });
    const b = await client.post('/api/items/search/', { q: 'brake' });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
  });
});
