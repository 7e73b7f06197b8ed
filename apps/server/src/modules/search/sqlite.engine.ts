// SQLite search SQL: FTS5 (items_fts, items_name_fts, diagram_items_fts) for words, index ranges on
// normalised part numbers. Every statement has a LIMIT and no ORDER BY, so it reads a bounded
// number of rows; search.ranking ranks them. Runs over any runner (read pool or Kysely).
import { carSearchToken, referenceNormSql } from '@shop/db';
import type { DiagramSearchMode } from '@shop/domain';
import { KeptValues } from '../../lib/kept-values.js';
import type { EngineMemory, SearchEngine } from './search.types.js';
import { ftsMatch, prefixUpperBound } from './search.query.js';
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

/** Runs one read-only statement with positional parameters. */
export type SqlRunner = <T>(sql: string, params: readonly unknown[]) => Promise<T[]>;

/** Every name of the item (English, Swedish, Finnish), one per line, for ranking. */
const NAMES = `i.name || coalesce(char(10) || (select group_concat(t.name, char(10))
  from item_texts t where t.item_id = i.id), '')`;

/**
 * The hits with their names, kept ones from memory: reading the translations of 200 candidates was
 * two thirds of a common word's SQL, and the same items come back search after search.
 */
async function withNames(
  run: SqlRunner,
  names: KeptValues<string>,
  hits: readonly { id: string }[],
): Promise<TextHit[]> {
  const generation = names.generation;
  const found = new Map<string, string>();
  const missing: string[] = [];
  for (const { id } of hits) {
    const name = names.get(id);
    if (name === undefined) missing.push(id);
    else found.set(id, name);
  }
  if (missing.length > 0) {
    // One statement whatever the count: the list goes in as one JSON parameter.
    const rows = await run<TextHit>(
      `select i.id, ${NAMES} as name from items i
       where i.id in (select value from json_each(?))`,
      [JSON.stringify([...new Set(missing)])],
    );
    for (const row of rows) {
      found.set(row.id, row.name);
      names.set(row.id, row.name, generation);
    }
  }
  return hits.flatMap(({ id }) => {
    const name = found.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
}

/** The item fits the car (a bound parameter). */
const fitsCar = (itemColumn: string) =>
  `exists (select 1 from item_fits f where f.item_id = ${itemColumn} and f.car_slug = ?)`;

/** A reference equal to, or (prefix) starting with, the normalised query. */
function referenceRange(column: string, reference: string, prefix: boolean) {
  return prefix
    ? {
        where: `${column} >= ? and ${column} < ?`,
        params: [reference, prefixUpperBound(reference)],
      }
    : { where: `${column} = ?`, params: [reference] };
}

/** Where item numbers are: the items' own, and the old numbers they replace (as written). */
const NUMBER_TABLES = [
  { table: 'item_references', norm: 'ref_norm', replaces: 'null' },
  { table: 'item_supersessions', norm: 'old_ref_norm', replaces: 'old_ref' },
] as const;

function itemSource(run: SqlRunner, names: KeptValues<string>): ItemSource {
  return {
    byReference(reference, prefix, carSlug): Promise<ReferenceHit[]> {
      const arms = NUMBER_TABLES.map(({ table, norm, replaces }) => {
        const range = referenceRange(norm, reference, prefix);
        const columns = `item_id as id, ${norm} as reference, ${replaces} as replaces`;
        if (carSlug === null) {
          return {
            sql: `select ${columns} from ${table} where ${range.where} limit ${CANDIDATES}`,
            params: range.params,
          };
        }
        return {
          sql: `select r.* from (select ${columns} from ${table} where ${range.where}
                  limit ${CAR_SCAN_LIMIT}) r
                where ${fitsCar('r.id')} limit ${CANDIDATES}`,
          params: [...range.params, carSlug],
        };
      });
      const union = arms.map((a) => `select * from (${a.sql})`).join(' union all ');
      return run(
        union,
        arms.flatMap((a) => a.params),
      );
    },
    async byText(words, passes, carSlug, budget): Promise<TextHit[]> {
      // Names have their own index: a column filter would walk every description match too. A car
      // is one more word of the item's index (its fits' tokens), so FTS5 intersects it.
      const arm = (o: TextQueryOptions) => {
        const table = o.nameOnly ? 'items_name_fts' : 'items_fts';
        const text = ftsMatch(words, o.prefix, o.alternatives);
        return {
          sql: `select i.id
            from (select rowid from ${table} where ${table} match ? limit ${CANDIDATES}) m
            join items i on i.rowid = m.rowid`,
          params: [carSlug === null ? text : `${text} AND "${carSearchToken(carSlug)}"`],
        };
      };
      return withNames(run, names, await runPasses(run, passes.map(arm), budget));
    },
  };
}

/**
 * The passes as one statement: UNION ALL runs its arms in order and stops at the outer LIMIT, so a
 * later pass costs nothing once earlier ones found `budget` rows.
 */
function runPasses<T>(
  run: SqlRunner,
  arms: readonly { sql: string; params: readonly unknown[] }[],
  budget: number,
): Promise<T[]> {
  const union = arms.map((a) => `select * from (${a.sql})`).join(' union all ');
  return run<T>(`select * from (${union}) limit ?`, [...arms.flatMap((a) => a.params), budget]);
}

const ENTRY_COLUMNS = `di.illustration, di.idx, di.position, di.description, di.reference,
  di.item_id, d.name as diagram_name, d.car_slug, c.name as car_name, c.make as car_make,
  d.group_slug, g.name as group_name`;

const ENTRY_JOINS = `join diagrams d on d.illustration = di.illustration
  join cars c on c.slug = d.car_slug join item_groups g on g.slug = d.group_slug`;

function scopeFilter(scope: EntryScope): { where: string[]; params: unknown[] } {
  const bound: [string, unknown][] = [];
  if (scope.carSlug !== null) bound.push(['d.car_slug = ?', scope.carSlug]);
  if (scope.illustration !== null) bound.push(['di.illustration = ?', scope.illustration]);
  const where = bound.map(([condition]) => condition);
  if (scope.excludeModern) where.push('c.modern = 0');
  return { where, params: bound.map(([, value]) => value) };
}

function entrySource(run: SqlRunner): EntrySource {
  return {
    byReference(reference, prefix, scope): Promise<DiagramEntryRow[]> {
      const range = referenceRange(referenceNormSql('sqlite', 'di.reference'), reference, prefix);
      const filter = scopeFilter(scope);
      return run(
        `select ${ENTRY_COLUMNS} from diagram_items di ${ENTRY_JOINS}
         where ${[range.where, ...filter.where].join(' and ')} limit ${CANDIDATES}`,
        [...range.params, ...filter.params],
      );
    },
    byText(words, prefixes, scope, budget): Promise<DiagramEntryRow[]> {
      const filter = scopeFilter(scope);
      const where = filter.where.length === 0 ? '' : `where ${filter.where.join(' and ')}`;
      const arm = (prefix: boolean) => ({
        sql: `select ${ENTRY_COLUMNS}, di.description as matched
          from (select rowid from diagram_items_fts where diagram_items_fts match ?
                limit ${CAR_SCAN_LIMIT}) m
          join diagram_items di on di.rowid = m.rowid ${ENTRY_JOINS} ${where} limit ${CANDIDATES}`,
        params: [ftsMatch(words, prefix), ...filter.params],
      });
      // Swedish and Finnish entry texts, the matched text standing in for ranking.
      const translated = (prefix: boolean) => ({
        sql: `select ${ENTRY_COLUMNS}, dt.description as matched
          from (select rowid from diagram_item_texts_fts where diagram_item_texts_fts match ?
                limit ${CAR_SCAN_LIMIT}) m
          join diagram_item_texts dt on dt.rowid = m.rowid
          join diagram_items di on di.illustration = dt.illustration and di.idx = dt.idx
          ${ENTRY_JOINS} ${where} limit ${CANDIDATES}`,
        params: [ftsMatch(words, prefix), ...filter.params],
      });
      const arms = prefixes.flatMap((prefix) => [arm(prefix), translated(prefix)]);
      return runPasses(run, arms, budget);
    },
  };
}

/** Items' names kept between searches (~150 bytes each). */
const KEPT_NAMES = 50_000;

/** A cache for sqliteEngine's item names, to be cleared when items change. */
export function itemNameMemory(): KeptValues<string> {
  return new KeptValues<string>(KEPT_NAMES, Number.POSITIVE_INFINITY);
}

/** The SQLite engine over a runner (the caller owns the connection behind it). */
export function sqliteEngine(
  run: SqlRunner,
  close: () => Promise<void>,
  { words, names = itemNameMemory() }: EngineMemory,
): SearchEngine {
  const items = itemSource(run, names);
  const entries = entrySource(run);
  return {
    searchItems: async (q, carSlug, limit) => {
      const index = await words();
      return searchItemHits(items, q, carSlug, limit, (w) => w.map((x) => index.alternatives(x)));
    },
    searchDiagramEntries: (q: string, mode: DiagramSearchMode, scope: EntryScope, limit: number) =>
      searchEntryRows(entries, q, mode, scope, limit),
    close,
  };
}
