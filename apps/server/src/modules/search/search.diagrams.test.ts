// POST /api/diagrams/search/: entries by part number and description, within a car or a
// drawing, and modern cars' diagrams only for logged-in callers (DESIGN §4).
import type { DiagramEntry, DiagramSearchResponse, ItemDiagramsResponse } from '@shop/domain';
import { SEARCH_RESULT_LIMIT, normaliseReference } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { FORBIDDEN_BODY, loadDiagrams } from '../diagrams/diagrams.fixtures.js';
import type { DiagramFixture } from '../diagrams/diagrams.fixtures.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';
import { signedUp } from '../users/users.fixtures.js';
import type { AccountClient } from '../users/users.fixtures.js';

let t: TestApp;
/** An anonymous caller. */
let client: Client;
/** A logged-in customer (a real sign-up; bearer token and XSRF). */
let customer: AccountClient;
let diagrams: DiagramFixture[];
let classic: DiagramFixture;
let modern: DiagramFixture;

beforeAll(async () => {
  t = await createTestApp();
  client = await xsrfClient(t.app);
  customer = await signedUp(t.app, 'Sören Search', 'soren@example.se');
  diagrams = await loadDiagrams(t.db);
  classic = diagrams.find((d) => !d.modern && d.entries.some((e) => e.item_id !== null))!;
  modern = diagrams.find((d) => d.modern && d.entries.length > 0)!;
});

afterAll(() => t?.close());

async function search(
  body: object,
  as: Client | AccountClient = client,
): Promise<{ status: number; items: DiagramEntry[] }> {
  const res = await as.post('/api/diagrams/search/', body);
  const json = res.json<DiagramSearchResponse & { code?: string }>();
  return { status: res.statusCode, items: json.items ?? [] };
}

/** A word of an entry's description that appears on no modern car's diagram (or any word). */
function descriptionWord(entry: DiagramFixture['entries'][number]): string {
  const text = (JSON.parse(entry.description) as string[]).join(' ');
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4);
  return words[0] ?? text;
}

const modernSlugs = () => new Set(diagrams.filter((d) => d.modern).map((d) => d.car));
const keyOf = (e: DiagramEntry) => `${e.diagram.illustration}/${e.position}`;

describe('by part number', () => {
  it('finds an entry by its reference with or without separators, the exact one first', async () => {
    const entry = classic.entries.find((e) => e.item_id !== null)!;
    for (const q of [entry.reference, normaliseReference(entry.reference)]) {
      const { status, items } = await search({ q, mode: 'reference' });
      expect(status).toBe(200);
      expect(normaliseReference(items[0]!.reference)).toBe(normaliseReference(entry.reference));
      expect(items.map(keyOf)).toContain(`${classic.illustration}/${entry.position}`);
    }
  });

  it('answers the entry with its diagram and its item as the catalog gives it', async () => {
    const entry = classic.entries.find((e) => e.item_id !== null)!;
    const { items } = await search({ q: entry.reference, illustration: classic.illustration });
    const found = items.find((e) => e.position === entry.position)!;
    expect(found.diagram).toEqual({
      illustration: classic.illustration,
      name: classic.name,
      image: `/public/diagrams/${classic.illustration}.svg`,
      car: { slug: classic.car, name: expect.any(String), make: 'Volvo' },
      group: { slug: classic.group, name: expect.any(String) },
    });
    expect(found.description).toEqual(JSON.parse(entry.description));
    const res = await t.app.inject({ url: `/api/diagrams/item/${entry.item_id}` });
    expect(found.item).toEqual(res.json<ItemDiagramsResponse>().item);
  });

  it('finds partial numbers by prefix', async () => {
    const entry = classic.entries[0]!;
    const prefix = normaliseReference(entry.reference).slice(0, 4);
    const { items } = await search({ q: prefix, mode: 'reference', carSlug: classic.car });
    expect(items.length).toBeGreaterThan(0);
    for (const e of items) expect(normaliseReference(e.reference).startsWith(prefix)).toBe(true);
  });
});

describe('by description', () => {
  it('finds entries by a description word, each once per drawing and position', async () => {
    const word = descriptionWord(classic.entries[0]!);
    const { status, items } = await search({ q: word, mode: 'description' });
    expect(status).toBe(200);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(SEARCH_RESULT_LIMIT);
    for (const e of items)
      expect(e.description.join(' ').toLowerCase()).toContain(word.toLowerCase());
    expect(new Set(items.map(keyOf)).size).toBe(items.length);
  });

  it("finds nothing by words in mode 'reference' and by numbers in mode 'description'", async () => {
    const word = descriptionWord(classic.entries[0]!);
    expect((await search({ q: word, mode: 'reference' })).items).toEqual([]);
    const reference = classic.entries[0]!.reference;
    const byText = await search({ q: reference, mode: 'description' });
    expect(byText.items.map((e) => e.reference)).not.toContain(reference);
  });
});

describe('scope', () => {
  it('keeps to the car named', async () => {
    const word = descriptionWord(classic.entries[0]!);
    const { items } = await search({ q: word, carSlug: classic.car });
    expect(items.length).toBeGreaterThan(0);
    for (const e of items) expect(e.diagram.car.slug).toBe(classic.car);
  });

  it('keeps to the drawing named', async () => {
    const word = descriptionWord(classic.entries[0]!);
    const { items } = await search({ q: word, illustration: classic.illustration });
    expect(items.length).toBeGreaterThan(0);
    for (const e of items) expect(e.diagram.illustration).toBe(classic.illustration);
  });

  it('says 404 for an unknown car or drawing', async () => {
    expect((await search({ q: 'seal', carSlug: 'no-such-car' })).status).toBe(404);
    expect((await search({ q: 'seal', illustration: 'NOSUCH1' })).status).toBe(404);
  });
});

describe('modern cars', () => {
  it('answer a logged-in caller naming the car, and 403 again once logged out', async () => {
    const other = await signedUp(t.app, 'Saga Search', 'saga.search@example.se');
    const byCar = await search({ q: 'seal', carSlug: modern.car }, other);
    expect(byCar.status).toBe(200);
    expect((await other.post('/api/user/logout')).statusCode).toBe(204);
    const res = await other.post('/api/diagrams/search/', { q: 'seal', carSlug: modern.car });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN_BODY);
  });

  it('answer 403 to an anonymous caller naming the car or one of its drawings', async () => {
    for (const body of [
      { q: 'seal', carSlug: modern.car },
      { q: 'seal', illustration: modern.illustration },
    ]) {
      const res = await client.post('/api/diagrams/search/', body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN_BODY);
    }
  });

  it('are left out for an anonymous caller naming neither, and shown to a logged-in one', async () => {
    const entry = modern.entries[0]!;
    const anonymous = await search({ q: entry.reference, mode: 'reference' });
    expect(anonymous.status).toBe(200);
    const modernCars = modernSlugs();
    for (const e of anonymous.items) expect(modernCars.has(e.diagram.car.slug)).toBe(false);
    const user = await search({ q: entry.reference, mode: 'reference' }, customer);
    expect(user.items.map(keyOf)).toContain(`${modern.illustration}/${entry.position}`);
    const named = await search({ q: entry.reference, illustration: modern.illustration }, customer);
    expect(named.status).toBe(200);
    expect(named.items.map((e) => e.position)).toContain(entry.position);
  });
});
