// The search structures of the 2026-11-21-search migration: their DDL (one place for both engines),
// the SQL expression that normalises a diagram entry's reference, and the SQLite rebuild after bulk
// loads (per-row trigger upkeep of a million rows would cost far more than one rebuild).
import type SqliteDatabase from 'better-sqlite3';
import type { Dialect } from './client.js';

/**
 * SQLite FTS5 tables: item names and descriptions, item names alone (a column filter on the first
 * would walk a word's whole doclist when the word is common in descriptions only), and diagram entry
 * descriptions.
 */
export const SQLITE_FTS_TABLES = ['items_fts', 'items_name_fts', 'diagram_items_fts'] as const;

// unicode61 with remove_diacritics 2 folds case and accents (Öljynsuodatin = oljynsuodatin) on both
// sides; prefix indexes answer 2-4 letter prefix queries without merging every matching term.
const FTS_OPTIONS = "tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'";

export const SQLITE_SEARCH_DDL: readonly string[] = [
  `create virtual table items_fts using fts5(name, description, content = 'items',
     content_rowid = 'rowid', ${FTS_OPTIONS})`,
  `create virtual table items_name_fts using fts5(name, content = 'items', content_rowid = 'rowid',
     ${FTS_OPTIONS})`,
  `create virtual table diagram_items_fts using fts5(description, content = 'diagram_items',
     content_rowid = 'rowid', ${FTS_OPTIONS})`,
];

/** Triggers that keep the external-content FTS tables in step with ordinary writes. */
export const SQLITE_SEARCH_TRIGGERS: Readonly<Record<string, string>> = {
  items_fts_insert: `create trigger items_fts_insert after insert on items begin
    insert into items_fts (rowid, name, description) values (new.rowid, new.name, new.description);
    insert into items_name_fts (rowid, name) values (new.rowid, new.name);
  end`,
  items_fts_delete: `create trigger items_fts_delete after delete on items begin
    insert into items_fts (items_fts, rowid, name, description)
      values ('delete', old.rowid, old.name, old.description);
    insert into items_name_fts (items_name_fts, rowid, name) values ('delete', old.rowid, old.name);
  end`,
  items_fts_update: `create trigger items_fts_update after update of name, description on items begin
    insert into items_fts (items_fts, rowid, name, description)
      values ('delete', old.rowid, old.name, old.description);
    insert into items_fts (rowid, name, description) values (new.rowid, new.name, new.description);
    insert into items_name_fts (items_name_fts, rowid, name) values ('delete', old.rowid, old.name);
    insert into items_name_fts (rowid, name) values (new.rowid, new.name);
  end`,
  diagram_items_fts_insert: `create trigger diagram_items_fts_insert after insert on diagram_items
  begin
    insert into diagram_items_fts (rowid, description) values (new.rowid, new.description);
  end`,
  diagram_items_fts_delete: `create trigger diagram_items_fts_delete after delete on diagram_items
  begin
    insert into diagram_items_fts (diagram_items_fts, rowid, description)
      values ('delete', old.rowid, old.description);
  end`,
  diagram_items_fts_update: `create trigger diagram_items_fts_update
  after update of description on diagram_items begin
    insert into diagram_items_fts (diagram_items_fts, rowid, description)
      values ('delete', old.rowid, old.description);
    insert into diagram_items_fts (rowid, description) values (new.rowid, new.description);
  end`,
};

/** What normalizeReference (@shop/domain) strips: whitespace, dots, dashes and the minus sign. */
const SEPARATOR_CODES = [
  0x20, 0x09, 0x0a, 0x0d, 0xa0, 0x2e, 0x2d, 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212,
];

/**
 * SQL for a reference column normalised like normalizeReference: lower-case, no separators.
 * Indexed as an expression, so queries must use exactly this text (SQLite matches the tree).
 */
export function referenceNormSql(dialect: Dialect, column: string): string {
  if (dialect === 'postgres') return `shop_reference_norm(${column})`;
  const stripped = SEPARATOR_CODES.reduce(
    (inner, code) => `replace(${inner}, char(${code}), '')`,
    column,
  );
  return `lower(${stripped})`;
}

// Accented letters folded on PostgreSQL, on the documents and the query alike (no extension needed,
// unlike unaccent, and immutable, so it can be indexed): the letters SQLite's remove_diacritics
// folds (ø and æ are letters of their own there too). Upper case is listed too: lower() only folds
// non-ASCII letters under a UTF-8 locale.
const FOLDS: readonly (readonly [string, string])[] = [
  ['åäâàáãÅÄÂÀÁÃ', 'a'],
  ['éèêëÉÈÊË', 'e'],
  ['íìîïÍÌÎÏ', 'i'],
  ['öôòóõÖÔÒÓÕ', 'o'],
  ['üûùúÜÛÙÚ', 'u'],
  ['ýÿÝŸ', 'y'],
  ['çÇ', 'c'],
  ['ñÑ', 'n'],
];
const FOLD_FROM = FOLDS.map(([letters]) => letters).join('');
const FOLD_TO = FOLDS.map(([letters, to]) => to.repeat([...letters].length)).join('');

/** PostgreSQL: immutable SQL functions (inlined by the planner) and the indexes built on them. */
export const POSTGRES_SEARCH_DDL: readonly string[] = [
  `create function shop_search_fold(t text) returns text language sql immutable strict
     parallel safe return translate(lower(t), '${FOLD_FROM}', '${FOLD_TO}')`,
  `create function shop_search_vector(t text) returns tsvector language sql immutable strict
     parallel safe return to_tsvector('simple'::regconfig, shop_search_fold(t))`,
  `create function shop_item_search_vector(name text, description text) returns tsvector
     language sql immutable parallel safe
     return setweight(shop_search_vector(coalesce(name, '')), 'A')
       || setweight(shop_search_vector(coalesce(description, '')), 'B')`,
  `create function shop_reference_norm(t text) returns text language sql immutable strict
     parallel safe return lower(regexp_replace(t, '[\\s.\\-\\u2010-\\u2015\\u2212]+', '', 'g'))`,
  `create index items_search_idx on items using gin (shop_item_search_vector(name, description))`,
  // Byte-wise order, so LIKE 'prefix%' is an index range whatever the database's collation.
  `create index item_references_ref_norm_prefix_idx on item_references (ref_norm text_pattern_ops)`,
  `create index diagram_items_search_idx on diagram_items using gin
     (shop_search_vector(description))`,
  `create index diagram_items_reference_norm_idx on diagram_items
     (shop_reference_norm(reference) text_pattern_ops)`,
];

export const POSTGRES_SEARCH_DROP: readonly string[] = [
  'drop index if exists diagram_items_reference_norm_idx',
  'drop index if exists diagram_items_search_idx',
  'drop index if exists item_references_ref_norm_prefix_idx',
  'drop index if exists items_search_idx',
  'drop function if exists shop_reference_norm(text)',
  'drop function if exists shop_item_search_vector(text, text)',
  'drop function if exists shop_search_vector(text)',
  'drop function if exists shop_search_fold(text)',
];

/** SQLite: the diagram reference index (an expression index, see referenceNormSql). */
export const SQLITE_REFERENCE_INDEX = `create index diagram_items_reference_norm_idx
  on diagram_items (${referenceNormSql('sqlite', 'reference')})`;

function existingFtsTables(raw: SqliteDatabase.Database): string[] {
  const rows = raw
    .prepare(
      `select name from sqlite_master where type = 'table'
       and name in (${SQLITE_FTS_TABLES.map(() => '?').join(', ')})`,
    )
    .all(...SQLITE_FTS_TABLES) as { name: string }[];
  return rows.map((r) => r.name);
}

/** Re-reads every FTS table from its content table, then merges it into one segment. */
export function rebuildSqliteSearchIndex(raw: SqliteDatabase.Database): void {
  for (const table of existingFtsTables(raw)) {
    raw.exec(`insert into ${table} (${table}) values ('rebuild')`);
    raw.exec(`insert into ${table} (${table}) values ('optimize')`);
  }
}

/**
 * Drops the search triggers for a bulk load; the returned function recreates them and rebuilds the
 * index. Both run inside the caller's transaction, so a failed load leaves the triggers in place.
 */
export function suspendSqliteSearchIndex(raw: SqliteDatabase.Database): () => void {
  const names = Object.keys(SQLITE_SEARCH_TRIGGERS);
  const present = raw
    .prepare(
      `select name from sqlite_master where type = 'trigger'
       and name in (${names.map(() => '?').join(', ')})`,
    )
    .all(...names) as { name: string }[];
  for (const { name } of present) raw.exec(`drop trigger ${name}`);
  return () => {
    for (const { name } of present) raw.exec(SQLITE_SEARCH_TRIGGERS[name] ?? '');
    rebuildSqliteSearchIndex(raw);
  };
}
