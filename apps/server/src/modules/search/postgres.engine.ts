// PostgreSQL search SQL over the shared Kysely pool: GIN indexes on the immutable tsvector functions
// of the search migration for words, text_pattern_ops indexes for part-number prefixes. Same bounded
// passes and ranking as SQLite (search.ranking).
import type { Executor } from '@shop/db';
import { referenceNormSql } from '@shop/db';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { EngineMemory, SearchEngine } from './search.types.js';
import { likePrefix, tsQueryText } from './search.query.js';
import type { TextQueryOptions } from './search.query.js';
import { CANDIDATES, CAR_SCAN_LIMIT, searchEntryRows, searchItemHits } from './search.ranking.js';
import type {
  DiagramEntryRow,
  EntryScope,
  EntrySource,
  ItemSource,
  ReferenceHit,
  TextHit,
} from './search.ranking.js';

/** Runs one query (a seam for tests that read plans instead of rows). */
export type PgRunner = <T>(query: RawBuilder<T>) => Promise<T[]>;

const fitsCar = (itemColumn: RawBuilder<unknown>, carSlug: string) =>
  sql`exists (select 1 from item_fits f where f.item_id = ${itemColumn} and f.car_slug = ${carSlug})`;

/** Equal to, or (prefix) starting with, the normalised query; LIKE so text_pattern_ops applies. */
function referenceMatch(column: RawBuilder<unknown>, reference: string, prefix: boolean) {
  return prefix ? sql`${column} like ${likePrefix(reference)}` : sql`${column} = ${reference}`;
}

const tsQuery = (words: readonly string[], o: TextQueryOptions) =>
  sql`to_tsquery('simple', shop_search_fold(${tsQueryText(words, o)}))`;

/** The words stemmed as Swedish or as Finnish, to meet item_texts' names under their own stemmer. */
const translatedQuery = (words: readonly string[], o: TextQueryOptions) => {
  const text = tsQueryText(words, o);
  return sql`(to_tsquery('swedish', shop_search_fold(${text}))
    || to_tsquery('finnish', shop_search_fold(${text})))`;
};

/** Where item numbers are: the items' own, and the old numbers they replace (as written). */
const NUMBER_TABLES = [
  { table: 'item_references', norm: 'ref_norm', replaces: sql`null::text` },
  { table: 'item_supersessions', norm: 'old_ref_norm', replaces: sql.ref('old_ref') },
] as const;

function itemSource(run: PgRunner): ItemSource {
  return {
    byReference(reference, prefix, carSlug): Promise<ReferenceHit[]> {
      const arms = NUMBER_TABLES.map(({ table, norm, replaces }) => {
        const match = referenceMatch(sql.ref(norm), reference, prefix);
        const columns = sql`item_id as id, ${sql.ref(norm)} as reference, ${replaces} as replaces`;
        return carSlug === null
          ? sql`select ${columns} from ${sql.table(table)} where ${match} limit ${CANDIDATES}`
          : sql`select r.* from (select ${columns} from ${sql.table(table)} where ${match}
                  limit ${CAR_SCAN_LIMIT}) r
              where ${fitsCar(sql.ref('r.id'), carSlug)} limit ${CANDIDATES}`;
      });
      const union = sql.join(
        arms.map((arm) => sql`(${arm})`),
        sql` union all `,
      );
      return run(sql<ReferenceHit>`${union}`);
    },
    byText(words, passes, carSlug, budget): Promise<TextHit[]> {
      // Within a car the planner picks the cheaper side: the word's GIN matches or the car's fits.
      const car = (item: string) =>
        carSlug === null ? sql`` : sql`and ${fitsCar(sql.ref(item), carSlug)}`;
      const arm = (o: TextQueryOptions) => sql`select i.id, i.name from items i
        where shop_item_search_vector(i.name, i.description) @@ ${tsQuery(words, o)} ${car('i.id')}
        limit ${CANDIDATES}`;
      // Translations hold names only, so they join the name passes.
      const translated = (o: TextQueryOptions) => sql`select t.item_id as id, t.name
        from item_texts t
        where shop_item_text_vector(t.language, t.name) @@ ${translatedQuery(words, o)}
        ${car('t.item_id')} limit ${CANDIDATES}`;
      const arms = passes.flatMap((o) => (o.nameOnly ? [arm(o), translated(o)] : [arm(o)]));
      return run(inPasses<TextHit>(arms, budget));
    },
  };
}

/** The passes as one statement: Append runs its arms in order and stops at the outer LIMIT. */
function inPasses<T>(arms: readonly RawBuilder<unknown>[], budget: number): RawBuilder<T> {
  const union = sql.join(
    arms.map((arm) => sql`(${arm})`),
    sql` union all `,
  );
  return sql<T>`select * from (${union}) passes limit ${budget}`;
}

const ENTRY_SELECT = sql`select di.illustration, di.idx, di.position, di.description,
  di.reference, di.item_id, d.name as diagram_name, d.car_slug, c.name as car_name, c.make as car_make,
  d.group_slug, g.name as group_name`;

const ENTRY_JOINS = sql`join diagrams d on d.illustration = di.illustration
  join cars c on c.slug = d.car_slug join item_groups g on g.slug = d.group_slug`;

function scopeFilter(scope: EntryScope): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (scope.carSlug !== null) where.push(sql`d.car_slug = ${scope.carSlug}`);
  if (scope.illustration !== null) where.push(sql`di.illustration = ${scope.illustration}`);
  if (scope.excludeModern) where.push(sql`c.modern = 0`);
  return where;
}

function entrySource(run: PgRunner): EntrySource {
  return {
    byReference(reference, prefix, scope): Promise<DiagramEntryRow[]> {
      const column = sql.raw(referenceNormSql('postgres', 'di.reference'));
      const where = [referenceMatch(column, reference, prefix), ...scopeFilter(scope)];
      return run(sql<DiagramEntryRow>`${ENTRY_SELECT} from diagram_items di
        ${ENTRY_JOINS} where ${sql.join(where, sql` and `)} limit ${CANDIDATES}`);
    },
    byText(words, prefixes, scope, budget): Promise<DiagramEntryRow[]> {
      const filters = scopeFilter(scope);
      const where = filters.length === 0 ? sql`` : sql`where ${sql.join(filters, sql` and `)}`;
      const arm = (prefix: boolean) => sql`${ENTRY_SELECT}, di.description as matched
        from (select illustration, idx from diagram_items
              where shop_search_vector(description) @@ ${tsQuery(words, { prefix, nameOnly: false })}
              limit ${CAR_SCAN_LIMIT}) m
        join diagram_items di on di.illustration = m.illustration and di.idx = m.idx
        ${ENTRY_JOINS} ${where} limit ${CANDIDATES}`;
      // Swedish and Finnish entry texts, the matched text standing in for ranking.
      const translated = (prefix: boolean) => sql`${ENTRY_SELECT}, dt.description as matched
        from (select illustration, idx, description from diagram_item_texts
              where shop_item_text_vector(language, description)
                @@ ${translatedQuery(words, { prefix, nameOnly: false })}
              limit ${CAR_SCAN_LIMIT}) dt
        join diagram_items di on di.illustration = dt.illustration and di.idx = dt.idx
        ${ENTRY_JOINS} ${where} limit ${CANDIDATES}`;
      const arms = prefixes.flatMap((prefix) => [arm(prefix), translated(prefix)]);
      return run(inPasses<DiagramEntryRow>(arms, budget));
    },
  };
}

export function postgresEngine(
  db: Executor,
  { words }: EngineMemory,
  run: PgRunner = async (query) => (await query.execute(db)).rows,
): SearchEngine {
  const items = itemSource(run);
  const entries = entrySource(run);
  return {
    searchItems: async (q, carSlug, limit) => {
      const index = await words();
      return searchItemHits(items, q, carSlug, limit, (w) => w.map((x) => index.alternatives(x)));
    },
    searchDiagramEntries: (q, mode, scope, limit) =>
      searchEntryRows(entries, q, mode, scope, limit),
    // The pool belongs to the app's database handle.
    close: () => Promise.resolve(),
  };
}
