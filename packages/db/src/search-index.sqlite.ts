// SQLite's search index (the 2026-11-21-search migration): FTS5 tables, the triggers that keep them
// in step with ordinary writes, and the rebuild after bulk loads (trigger upkeep of a million rows
// costs far more than one rebuild).
//
// Items are indexed contentless (contentless_delete), with their cars' tokens in a column, so a
// car-limited search is one FTS5 AND instead of a per-row fit check; and deleting an item's entry
// needs only its rowid, so a change of fits simply re-indexes the item. Item names have a table of
// their own: a column filter would walk a word's whole doclist when it is common in descriptions only.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import { carSearchTokenSql, referenceNormSql } from './search-index.js';

export const SQLITE_FTS_TABLES = [
  'items_fts',
  'items_name_fts',
  'diagram_items_fts',
  'diagram_item_texts_fts',
] as const;

// unicode61 with remove_diacritics 2 folds case and accents (Öljynsuodatin = oljynsuodatin) on both
// sides; prefix indexes answer 2-4 letter prefix queries without merging every matching term. Item
// tables keep '_' inside tokens, for the car tokens (carSearchToken).
const TOKENIZE = 'unicode61 remove_diacritics 2';
const PREFIX = "prefix = '2 3 4'";
const ITEM_OPTIONS = `tokenize = "${TOKENIZE} tokenchars '_'", ${PREFIX}, content = '',
  contentless_delete = 1`;

export const SQLITE_SEARCH_DDL: readonly string[] = [
  `create virtual table items_fts using fts5(name, description, cars, ${ITEM_OPTIONS})`,
  `create virtual table items_name_fts using fts5(name, cars, ${ITEM_OPTIONS})`,
  `create virtual table diagram_items_fts using fts5(description, content = 'diagram_items',
     content_rowid = 'rowid', tokenize = '${TOKENIZE}', ${PREFIX})`,
  `create index diagram_items_reference_norm_idx
     on diagram_items (${referenceNormSql('sqlite', 'reference')})`,
];

const carsOf = (itemId: string) =>
  `(select group_concat(${carSearchTokenSql('f.car_slug')}, ' ') from item_fits f
    where f.item_id = ${itemId})`;

/**
 * The item's names as its index rows hold them: English and, once item_texts exists (the
 * translations migration), its Swedish and Finnish names, so a search in any language finds it.
 */
const namesOf = (withTexts: boolean) =>
  withTexts
    ? `i.name || coalesce(' ' || (select group_concat(t.name, ' ') from item_texts t
        where t.item_id = i.id), '')`
    : 'i.name';

/** Indexes the items (as i) that `where` selects; '' selects every item. */
function indexItems(where: string, withTexts = true): string[] {
  const names = namesOf(withTexts);
  return [
    `insert into items_fts (rowid, name, description, cars)
       select i.rowid, ${names}, i.description, ${carsOf('i.id')} from items i ${where}`,
    `insert into items_name_fts (rowid, name, cars)
       select i.rowid, ${names}, ${carsOf('i.id')} from items i ${where}`,
  ];
}

function unindexItem(rowid: string): string[] {
  return [
    `delete from items_fts where rowid = ${rowid}`,
    `delete from items_name_fts where rowid = ${rowid}`,
  ];
}

/** Re-reads an item's current names, description and fits (nothing when it no longer exists). */
function reindexItem(itemId: string, withTexts = true): string[] {
  return [
    ...unindexItem(`(select rowid from items where id = ${itemId})`),
    ...indexItems(`where i.id = ${itemId}`, withTexts),
  ];
}

function trigger(name: string, event: string, statements: readonly string[]): string {
  return `create trigger ${name} ${event} begin\n${statements.map((s) => `${s};`).join('\n')}\nend`;
}

/** Diagram entries: external content, so a delete names the indexed text. */
const deleteEntry = `insert into diagram_items_fts (diagram_items_fts, rowid, description)
  values ('delete', old.rowid, old.description)`;
const insertEntry = `insert into diagram_items_fts (rowid, description)
  values (new.rowid, new.description)`;

type TriggerSpec = readonly [name: string, event: string, statements: readonly string[]];

function itemTriggers(withTexts: boolean): TriggerSpec[] {
  return [
    [
      'items_fts_insert',
      'after insert on items',
      indexItems('where i.rowid = new.rowid', withTexts),
    ],
    ['items_fts_delete', 'after delete on items', unindexItem('old.rowid')],
    [
      'items_fts_update',
      'after update of name, description on items',
      [...unindexItem('old.rowid'), ...indexItems('where i.rowid = new.rowid', withTexts)],
    ],
    ['item_fits_fts_insert', 'after insert on item_fits', reindexItem('new.item_id', withTexts)],
    ['item_fits_fts_delete', 'after delete on item_fits', reindexItem('old.item_id', withTexts)],
    [
      'item_fits_fts_update',
      'after update of item_id, car_slug on item_fits',
      [...reindexItem('old.item_id', withTexts), ...reindexItem('new.item_id', withTexts)],
    ],
  ];
}

const TEXT_TRIGGERS: TriggerSpec[] = [
  ['item_texts_fts_insert', 'after insert on item_texts', reindexItem('new.item_id')],
  ['item_texts_fts_delete', 'after delete on item_texts', reindexItem('old.item_id')],
  [
    'item_texts_fts_update',
    'after update of item_id, name on item_texts',
    [...reindexItem('old.item_id'), ...reindexItem('new.item_id')],
  ],
];

/** Translated entry descriptions: contentless, keyed by diagram_item_texts' rowid. */
const ENTRY_TEXT_TRIGGERS: TriggerSpec[] = [
  [
    'diagram_item_texts_fts_insert',
    'after insert on diagram_item_texts',
    ['insert into diagram_item_texts_fts (rowid, description) values (new.rowid, new.description)'],
  ],
  [
    'diagram_item_texts_fts_delete',
    'after delete on diagram_item_texts',
    ['delete from diagram_item_texts_fts where rowid = old.rowid'],
  ],
  [
    'diagram_item_texts_fts_update',
    'after update of description on diagram_item_texts',
    [
      'delete from diagram_item_texts_fts where rowid = old.rowid',
      'insert into diagram_item_texts_fts (rowid, description) values (new.rowid, new.description)',
    ],
  ],
];

const ENTRY_TRIGGERS: TriggerSpec[] = [
  ['diagram_items_fts_insert', 'after insert on diagram_items', [insertEntry]],
  ['diagram_items_fts_delete', 'after delete on diagram_items', [deleteEntry]],
  [
    'diagram_items_fts_update',
    'after update of description on diagram_items',
    [deleteEntry, insertEntry],
  ],
];

const triggers = (specs: readonly TriggerSpec[]): Readonly<Record<string, string>> =>
  Object.fromEntries(
    specs.map(([name, event, statements]) => [name, trigger(name, event, statements)]),
  );

/** The search migration's triggers, before translations existed (that migration must not change). */
export const SQLITE_SEARCH_TRIGGERS_V1 = triggers([...itemTriggers(false), ...ENTRY_TRIGGERS]);

/** The triggers as they stand now: what a suspended index gets back. */
export const SQLITE_SEARCH_TRIGGERS = triggers([
  ...itemTriggers(true),
  ...TEXT_TRIGGERS,
  ...ENTRY_TEXT_TRIGGERS,
  ...ENTRY_TRIGGERS,
]);

const populateEntryTexts = `insert into diagram_item_texts_fts (rowid, description)
  select rowid, description from diagram_item_texts`;

/** Fills the (empty) index from the catalog, as the search migration did. */
export const SQLITE_SEARCH_POPULATE_V1: readonly string[] = [
  ...indexItems('', false),
  "insert into diagram_items_fts (diagram_items_fts) values ('rebuild')",
];

const SQLITE_SEARCH_POPULATE: readonly string[] = [
  ...indexItems(''),
  "insert into diagram_items_fts (diagram_items_fts) values ('rebuild')",
  populateEntryTexts,
];

/** The translations migration: item triggers that read item_texts too, and item_texts' own. */
export const SQLITE_TEXT_SEARCH_DDL: readonly string[] = [
  `create virtual table diagram_item_texts_fts using fts5(description, tokenize = '${TOKENIZE}',
     ${PREFIX}, content = '', contentless_delete = 1)`,
  ...itemTriggers(true).map(([name]) => `drop trigger if exists ${name}`),
  ...Object.entries(SQLITE_SEARCH_TRIGGERS)
    .filter(([name]) => !name.startsWith('diagram_items_'))
    .map(([, ddl]) => ddl),
];

export const SQLITE_TEXT_SEARCH_DROP: readonly string[] = [
  ...Object.keys(SQLITE_SEARCH_TRIGGERS)
    .filter((name) => !name.startsWith('diagram_items_'))
    .map((name) => `drop trigger if exists ${name}`),
  ...itemTriggers(false).map(([name, event, statements]) => trigger(name, event, statements)),
  'drop table if exists diagram_item_texts_fts',
];

export const SQLITE_SEARCH_DROP: readonly string[] = [
  ...Object.keys(SQLITE_SEARCH_TRIGGERS_V1).map((name) => `drop trigger if exists ${name}`),
  'drop index if exists diagram_items_reference_norm_idx',
  ...SQLITE_FTS_TABLES.map((table) => `drop table if exists ${table}`),
];

/** Runs one statement; rows, if any, are returned (Kysely or better-sqlite3 behind it). */
export type SqlExec = (sql: string) => Promise<Record<string, unknown>[]>;

/** A SqlExec over a Kysely instance (a transaction's, so the work joins it). */
export function kyselyExec(db: Kysely<Database>): SqlExec {
  return async (text) => (await sql.raw<Record<string, unknown>>(text).execute(db)).rows;
}

async function hasSearchIndex(exec: SqlExec): Promise<boolean> {
  const rows = await exec(
    `select 1 from sqlite_master where type = 'table' and name = 'items_fts'`,
  );
  return rows.length > 0;
}

/**
 * FTS5 settings while refilling, and FTS5's defaults they return to: pending terms held in memory
 * up to 64 MB instead of 1 MB, and no merging until the final optimize (together they more than
 * halve a million items' rebuild).
 */
const REFILL_SETTINGS = { hashsize: 64 * 1024 * 1024, automerge: 0 };
const DEFAULT_SETTINGS = { hashsize: 1024 * 1024, automerge: 4 };

async function configure(exec: SqlExec, table: string, settings: Record<string, number>) {
  for (const [name, value] of Object.entries(settings))
    await exec(`insert into ${table} (${table}, rank) values ('${name}', ${value})`);
}

/** Empties and refills the index from the catalog, then merges each table into one segment. */
export async function rebuildSqliteSearchIndex(exec: SqlExec): Promise<void> {
  if (!(await hasSearchIndex(exec))) return;
  for (const table of SQLITE_FTS_TABLES) await configure(exec, table, REFILL_SETTINGS);
  for (const table of ['items_fts', 'items_name_fts', 'diagram_item_texts_fts']) {
    await exec(`insert into ${table} (${table}) values ('delete-all')`);
  }
  for (const statement of SQLITE_SEARCH_POPULATE) await exec(statement);
  for (const table of SQLITE_FTS_TABLES) {
    await exec(`insert into ${table} (${table}) values ('optimize')`);
    await configure(exec, table, DEFAULT_SETTINGS);
  }
}

/**
 * Drops the search triggers for a bulk write; the returned function recreates them and rebuilds
 * the index. Run both inside the writer's transaction, so a failed load leaves the triggers as
 * they were.
 */
export async function suspendSqliteSearchIndex(exec: SqlExec): Promise<() => Promise<void>> {
  const names = Object.keys(SQLITE_SEARCH_TRIGGERS);
  const present = await exec(
    `select name from sqlite_master where type = 'trigger'
     and name in (${names.map((name) => `'${name}'`).join(', ')})`,
  );
  const dropped = present.map((row) => String(row.name));
  for (const name of dropped) await exec(`drop trigger ${name}`);
  return async () => {
    for (const name of dropped) await exec(SQLITE_SEARCH_TRIGGERS[name] ?? '');
    await rebuildSqliteSearchIndex(exec);
  };
}
