// The catalog answers in the customer's language: the lang cookie, else Accept-Language, else the
// host, else English; it says so (Content-Language, Vary), and no cache mixes languages.
import type { ItemGroup, ItemsPage } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t?.close());

async function groups(headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/api/item-groups', headers });
  expect(res.statusCode, res.body).toBe(200);
  return { res, names: res.json<ItemGroup[]>().map((g) => g.name) };
}

/** The demo's item group names per language, read from the database (English where missing). */
async function groupNames(language: 'en' | 'sv' | 'fi'): Promise<string[]> {
  const rows = await t.db
    .selectFrom('item_groups')
    .select(['slug', 'name'])
    .orderBy('idx')
    .execute();
  const texts = await t.db
    .selectFrom('catalog_texts')
    .select(['ref', 'text'])
    .where('kind', '=', 'item_group')
    .where('language', '=', language)
    .where('field', '=', 'name')
    .execute();
  const translated = new Map(texts.map((r) => [r.ref, r.text]));
  return rows.map((r) => translated.get(r.slug) ?? r.name);
}

describe('the language of an answer', () => {
  it('has translated item groups to tell the languages apart', async () => {
    expect(await groupNames('sv')).not.toEqual(await groupNames('en'));
    expect(await groupNames('fi')).not.toEqual(await groupNames('sv'));
  });

  it('is English without cookie, header or national host, and says so', async () => {
    const { res, names } = await groups();
    expect(names).toEqual(await groupNames('en'));
    expect(res.headers['content-language']).toBe('en');
    expect(String(res.headers.vary)).toMatch(/Accept-Language/i);
    expect(String(res.headers.vary)).toMatch(/Cookie/i);
  });

  it('follows Accept-Language, by weight', async () => {
    const { res, names } = await groups({ 'accept-language': 'de-DE, fi;q=0.9, sv;q=0.5' });
    expect(names).toEqual(await groupNames('fi'));
    expect(res.headers['content-language']).toBe('fi');
    expect((await groups({ 'accept-language': 'sv-SE' })).names).toEqual(await groupNames('sv'));
  });

  it('takes the lang cookie over Accept-Language', async () => {
    const { res, names } = await groups({ cookie: 'lang=sv', 'accept-language': 'fi' });
    expect(names).toEqual(await groupNames('sv'));
    expect(res.headers['content-language']).toBe('sv');
    // SPEC §9: 'se' is Swedish; an unknown cookie falls through to the header.
    expect((await groups({ cookie: 'lang=se' })).names).toEqual(await groupNames('sv'));
    expect((await groups({ cookie: 'lang=de', 'accept-language': 'fi' })).names).toEqual(
      await groupNames('fi'),
    );
  });

  it('falls back to the host, then English', async () => {
    expect((await groups({ host: 'shop.fi' })).names).toEqual(await groupNames('fi'));
    expect((await groups({ host: 'www.shop.se', 'accept-language': 'de' })).names).toEqual(
      await groupNames('sv'),
    );
    expect((await groups({ host: 'shop.com', 'accept-language': 'de' })).names).toEqual(
      await groupNames('en'),
    );
  });

  it('declares itself on errors too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/car/no-such-car',
      headers: { 'accept-language': 'fi' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-language']).toBe('fi');
  });
});

describe('cached answers', () => {
  it('are kept per language', async () => {
    const fit = await t.db
      .selectFrom('item_fits as f')
      .innerJoin('item_texts as s', (j) =>
        j.onRef('s.item_id', '=', 'f.item_id').on('s.language', '=', 'sv'),
      )
      .innerJoin('item_texts as f2', (j) =>
        j.onRef('f2.item_id', '=', 'f.item_id').on('f2.language', '=', 'fi'),
      )
      .select([
        'f.car_slug',
        'f.group_slug',
        'f.item_id',
        'f.item_name',
        's.name as sv',
        'f2.name as fi',
      ])
      .orderBy('f.item_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const page = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/items/car/${fit.car_slug}/group/${fit.group_slug}?sort=name`,
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      const items = res.json<ItemsPage>().items;
      return {
        all: items.map((i) => i.name),
        name: items.find((i) => i._id === fit.item_id)?.name,
      };
    };
    // Each language twice: the second answer comes from the cache and must still be its own.
    for (let round = 0; round < 2; round += 1) {
      const [en, sv, fi] = [await page('en'), await page('sv'), await page('fi')];
      const all = [en, sv, fi];
      // The item may sit on a later page in some language (each sorts by its own names).
      if (en.name !== undefined) expect(en.name).toBe(fit.item_name);
      if (sv.name !== undefined) expect(sv.name).toBe(fit.sv);
      if (fi.name !== undefined) expect(fi.name).toBe(fit.fi);
      expect(new Set(all.map((a) => a.all.join('|'))).size).toBe(3);
    }
  });
});
