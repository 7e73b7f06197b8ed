// Search structures shared by the migration, the bulk loader and the server's search engines: the
// SQL that normalises a diagram entry's reference, the full-text token of a car, and PostgreSQL's
// DDL (SQLite's is in search-index.sqlite.ts).
import type { Dialect } from './client.js';

/**
 * The token that marks an item fitting a car in SQLite's item full-text index: '_' and the slug's
 * UTF-8 bytes in hex. '_' is a token character of that index only for these (search words are
 * letters and digits), so no word or word prefix typed can match a car. A car-limited search ANDs it.
 */
export function carSearchToken(carSlug: string): string {
  return `_${Buffer.from(carSlug, 'utf8').toString('hex')}`;
}

/** carSearchToken in SQL, for a slug column or expression. */
export const carSearchTokenSql = (column: string) => `'_' || lower(hex(${column}))`;

/** What normaliseReference (@shop/domain) strips: whitespace, dots, dashes and the minus sign. */
const SEPARATOR_CODES = [
  0x20, 0x09, 0x0a, 0x0d, 0xa0, 0x2e, 0x2d, 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212,
];

/**
 * SQL for a reference column normalised like normaliseReference: lower-case, no separators.
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
