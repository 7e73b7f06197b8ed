// Old part numbers (item_supersessions) on the demo catalog: a search by one finds the current item
// and says which number it replaces; the item answer lists every number it replaces.
import type { ItemDiagramsResponse, ItemSearchHit, ItemSearchResponse } from '@shop/domain';
import { normaliseReference } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../lib/app-context.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';

let t: TestApp;
let client: Client;

interface Supersession {
  old_ref: string;
  old_ref_norm: string;
  new_ref: string;
  item_id: string;
}
let rows: Supersession[];

beforeAll(async () => {
  t = await createTestApp();
  client = await xsrfClient(t.app);
  rows = await t.db.selectFrom('item_supersessions').selectAll().orderBy('old_ref_norm').execute();
});

afterAll(() => t?.close());

async function search(q: string, carSlug?: string): Promise<ItemSearchHit[]> {
  const res = await client.post('/api/items/search/', { q, carSlug });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ItemSearchResponse>().items;
}

async function itemAnswer(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/diagrams/item/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ItemDiagramsResponse>().item;
}

/** The oldest number of a chain (replaced by another old number) and the one that replaced it. */
function chain(): { oldest: Supersession; middle: Supersession } {
  const byOld = new Map(rows.map((row) => [row.old_ref, row]));
  const oldest = rows.find((row) => byOld.has(row.new_ref));
  if (!oldest) throw new Error('the demo has no chain of supersessions');
  return { oldest, middle: byOld.get(oldest.new_ref)! };
}

describe('a search by an old number', () => {
  it('finds the current item first, as written, without separators and with others', async () => {
    const row = rows[0]!;
    const dashed = row.old_ref_norm.replace(/(.{3})(?=.)/g, '$1-');
    for (const q of [row.old_ref, row.old_ref_norm, dashed, ` ${row.old_ref} `]) {
      const [first] = await search(q);
      expect(first?._id, q).toBe(row.item_id);
      expect(first?.replaces_searched, q).toBe(row.old_ref);
      expect(first?.replaces, q).toContain(row.old_ref);
    }
  });

  it('finds the item at the end of a chain by its oldest number', async () => {
    const { oldest, middle } = chain();
    expect(middle.item_id).toBe(oldest.item_id);
    const [first] = await search(oldest.old_ref);
    expect(first?._id).toBe(oldest.item_id);
    expect(first?.replaces_searched).toBe(oldest.old_ref);
    expect(first?.replaces).toEqual(expect.arrayContaining([oldest.old_ref, middle.old_ref]));
  });

  it('finds it by a prefix, among part numbers that start so', async () => {
    const row = rows[rows.length - 1]!;
    const prefix = row.old_ref_norm.slice(0, 5);
    const items = await search(prefix);
    const hit = items.find((item) => item._id === row.item_id);
    expect(hit?.replaces_searched).toEqual(expect.any(String));
    expect(normaliseReference(hit?.replaces_searched ?? '')).toMatch(new RegExp(`^${prefix}`));
    for (const item of items.slice(0, items.indexOf(hit!) + 1)) {
      const numbers = [...item.references.map((r) => r.id), ...item.replaces];
      expect(numbers.some((n) => normaliseReference(n).startsWith(prefix))).toBe(true);
    }
  });

  it('says nothing of old numbers when the item is found by its own', async () => {
    const row = rows[0]!;
    const [first] = await search(row.new_ref);
    expect(first?._id).toBe(row.item_id);
    expect(first).not.toHaveProperty('replaces_searched');
  });

  it('keeps to the cars the item fits', async () => {
    const row = rows[0]!;
    const fits = await t.db
      .selectFrom('item_fits')
      .select('car_slug')
      .where('item_id', '=', row.item_id)
      .execute();
    const other = await t.db
      .selectFrom('cars')
      .select('slug')
      .where(
        'slug',
        'not in',
        fits.map((f) => f.car_slug),
      )
      .orderBy('slug')
      .executeTakeFirstOrThrow();
    expect((await search(row.old_ref, fits[0]!.car_slug))[0]?._id).toBe(row.item_id);
    expect((await search(row.old_ref, other.slug)).map((i) => i._id)).not.toContain(row.item_id);
  });
});

describe('the item answer', () => {
  it('lists the old numbers the item replaces, sorted, and none for most items', async () => {
    const { oldest } = chain();
    const expected = rows
      .filter((row) => row.item_id === oldest.item_id)
      .map((row) => row.old_ref)
      .sort();
    expect(expected.length).toBe(2);
    expect((await itemAnswer(oldest.item_id)).replaces).toEqual(expected);
    const plain = await t.db
      .selectFrom('items')
      .select('id')
      .where('id', 'not in', [...new Set(rows.map((row) => row.item_id))])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await itemAnswer(plain.id)).replaces).toEqual([]);
  });

  it('shows an old number written with the items change, in the answer and in search', async () => {
    const item = await t.db
      .selectFrom('items')
      .select('id')
      .where('id', 'not in', [...new Set(rows.map((row) => row.item_id))])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect((await itemAnswer(item.id)).replaces).toEqual([]);
    await inTransaction(t.app.context, async (trx) => {
      await trx.db
        .insertInto('item_supersessions')
        .values({ old_ref: 'XY-0042', old_ref_norm: 'xy0042', new_ref: 'any', item_id: item.id })
        .execute();
      await trx.changes.publish(trx.db, ['items']);
    });
    expect((await itemAnswer(item.id)).replaces).toEqual(['XY-0042']);
    const [first] = await search('xy 0042');
    expect(first?._id).toBe(item.id);
    expect(first?.replaces_searched).toBe('XY-0042');
  });
});
