// The search statements use their indexes (EXPLAIN on the engine's own SQL): a part-number prefix is
// an index range, words go through the full-text indexes; no statement scans a whole item table.
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { postgresEngine } from './postgres.engine.js';
import type { SearchEngine } from './search.types.js';
import { sqliteEngine } from './sqlite.engine.js';
import { catalogWords } from './search.vocabulary.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t?.close());

const SCOPE = { carSlug: null, illustration: null, excludeModern: true };

/** Runs a representative set of searches, every statement explained instead of run. */
async function exercise(engine: SearchEngine): Promise<void> {
  for (const carSlug of [null, 'volvo-240']) {
    await engine.searchItems('97064', carSlug, 100);
    await engine.searchItems('9', carSlug, 100);
    await engine.searchItems('brake pa', carSlug, 100);
    await engine.searchItems('jarrulevyt', carSlug, 100);
  }
  await engine.searchDiagramEntries('3178 seal', 'any', SCOPE, 100);
  await engine.searchDiagramEntries('31', 'reference', { ...SCOPE, carSlug: 'volvo-240' }, 100);
}

async function sqlitePlans(): Promise<string[]> {
  const plans: string[] = [];
  const engine = sqliteEngine(
    async (text, params) => {
      const { rows } = await t.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${text}`, [...params]),
      );
      plans.push(rows.map((r) => r.detail).join('\n'));
      return [];
    },
    () => Promise.resolve(),
    { words: () => catalogWords(t.app.context) },
  );
  await exercise(engine);
  return plans;
}

async function postgresPlans(): Promise<string[]> {
  const plans: string[] = [];
  // The demo tables are small enough that the planner might rather scan: ask what it can use.
  await t.db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    const words = () => catalogWords(t.app.context);
    const engine = postgresEngine(trx, { words }, async (query) => {
      const { sql, parameters } = query.compile(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (costs off) ${sql}`, [...parameters]),
      );
      plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      return [];
    });
    await exercise(engine);
  });
  return plans;
}

describe('search statements', () => {
  it('use the search indexes and never scan a whole item table', async () => {
    const plans = t.engine === 'sqlite' ? await sqlitePlans() : await postgresPlans();
    const all = plans.join('\n---\n');
    if (t.engine === 'sqlite') {
      expect(all).toContain('USING INDEX item_references_ref_norm_idx (ref_norm>? AND ref_norm<?)');
      expect(all).toContain('USING INDEX item_references_ref_norm_idx (ref_norm=?)');
      expect(all).toContain(
        'USING INDEX sqlite_autoindex_item_supersessions_1 (old_ref_norm>? AND old_ref_norm<?)',
      );
      expect(all).toContain('USING INDEX sqlite_autoindex_item_supersessions_1 (old_ref_norm=?)');
      expect(all).toContain('USING INDEX diagram_items_reference_norm_idx (<expr>>? AND <expr><?)');
      expect(all).toMatch(/SCAN items_fts VIRTUAL TABLE INDEX/);
      expect(all).toMatch(/SCAN items_name_fts VIRTUAL TABLE INDEX/);
      expect(all).toMatch(/SCAN diagram_items_fts VIRTUAL TABLE INDEX/);
      expect(all).toMatch(/SCAN diagram_item_texts_fts VIRTUAL TABLE INDEX/);
      expect(all).not.toMatch(
        /SCAN (items|item_references|item_supersessions|item_fits|item_texts|diagram_items|diagram_item_texts)( |$)/m,
      );
    } else {
      expect(all).toMatch(
        /Index Cond: \(\(ref_norm ~>=~ '97064'::text\) AND \(ref_norm ~<~ '97065'/,
      );
      expect(all).toContain('item_references_ref_norm_prefix_idx');
      expect(all).toContain('item_supersessions_old_ref_norm_prefix_idx');
      expect(all).toMatch(/Index Cond: \(old_ref_norm = '9'::text\)/);
      expect(all).toContain('items_search_idx');
      expect(all).toContain('diagram_items_reference_norm_idx');
      expect(all).toContain('diagram_items_search_idx');
      expect(all).toContain('item_texts_search_idx');
      expect(all).toContain('diagram_item_texts_search_idx');
      expect(all).not.toMatch(
        /Seq Scan on (items|item_references|item_supersessions|item_fits|item_texts|diagram_items|diagram_item_texts)\b/,
      );
    }
  });
});
