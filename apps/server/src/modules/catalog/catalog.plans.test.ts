// A car's item list pages come from an index in display order: no statement sorts every fitting
// item, and the items table is read only for the page itself (EXPLAIN on the repository's SQL).
import type { ItemSort, Language } from '@shop/domain';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { itemPageQuery } from './catalog.repository.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t?.close());

const SORTS: (ItemSort | null)[] = [null, 'name', '-name', 'price', '-price'];

async function plan(
  sort: ItemSort | null,
  groupSlug: string | null,
  language: Language = 'en',
): Promise<string> {
  const query = itemPageQuery(t.db, {
    carSlug: 'volvo-240',
    groupSlug,
    sort,
    language,
    limit: 24,
    offset: 48,
  });
  const { sql, parameters } = query.compile();
  if (t.engine === 'sqlite') {
    const { rows } = await t.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
    );
    return rows.map((r) => r.detail).join('\n');
  }
  return t.db.transaction().execute(async (trx) => {
    // The demo tables are small enough that the planner might rather scan: ask what it can use.
    await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    await trx.executeQuery(CompiledQuery.raw('set local enable_sort = off'));
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (costs off) ${sql}`, [...parameters]),
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('item list pages', () => {
  for (const sort of SORTS) {
    for (const group of sort === null ? [null, 'brakes'] : ['brakes']) {
      it(`read item_fits in order for sort ${sort ?? 'latest'}, group ${group ?? 'all'}`, async () => {
        const text = await plan(sort, group);
        if (t.engine === 'sqlite') {
          expect(text).toMatch(/item_fits_(by_name|by_price|latest)_idx/);
          // Ties within a name or price may be sorted; the whole list never is.
          expect(text).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
          expect(text).not.toMatch(/SCAN (i|items)\b/);
        } else {
          expect(text).toMatch(/item_fits_(by_name|by_price|latest)_idx/);
          expect(text).not.toMatch(/Seq Scan/);
        }
      });
    }
  }
});

describe('item list pages in Swedish and Finnish', () => {
  for (const language of ['sv', 'fi'] as const) {
    for (const sort of ['name', '-name'] as const) {
      it(`sort ${sort} in ${language} reads that language's name index in order`, async () => {
        const text = await plan(sort, 'brakes', language);
        expect(text).toMatch(new RegExp(`item_fits_by_name_${language}_idx`));
        if (t.engine === 'sqlite') expect(text).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
        else expect(text).not.toMatch(/Seq Scan/);
      });
    }
  }
});
