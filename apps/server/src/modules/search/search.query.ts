// What a search box query means to the engines: a normalised part number and a few folded words,
// and the engine query texts built from them. User text never reaches MATCH or to_tsquery as is
// (DESIGN §7): words are letters, digits and marks only, each quoted.
import { normaliseReference, wordsOf } from '@shop/domain';

export { foldText, wordsOf } from '@shop/domain';

/** Words beyond this are ignored: each one is another doclist to intersect. */
export const MAX_TERMS = 8;
/** The last word counts as a prefix from this length on (shorter prefixes match too much). */
export const MIN_PREFIX_LENGTH = 2;
/** Part numbers match by prefix from this many normalised characters on (SPEC: 3 digits). */
export const MIN_REFERENCE_PREFIX = 3;

export interface SearchTerms {
  /** The whole query as a part number ("30 681-436" -> "30681436"); '' when none. */
  reference: string;
  /** Lower-case, accent-free words in query order, without repeats. */
  words: string[];
}

export function parseSearchQuery(q: string): SearchTerms {
  // Control characters separate like spaces (PostgreSQL refuses NUL in text altogether).
  const text = q.normalize('NFC').replace(/\p{Cc}+/gu, ' ');
  // Only letters and digits make a part number; "---" or "%%%" normalise to nothing useful.
  const reference = normaliseReference(text);
  const useful = /[\p{L}\p{N}]/u.test(reference) ? reference : '';
  const words = [...new Set(wordsOf(text))].slice(0, MAX_TERMS);
  return { reference: useful, words };
}

/** True when the query can match nothing (e.g. only punctuation). */
export function isEmptyQuery(terms: SearchTerms): boolean {
  return terms.reference === '' && terms.words.length === 0;
}

/** Whether the last word gets a prefix pass. */
export function hasPrefixPass(terms: SearchTerms): boolean {
  const last = terms.words.at(-1);
  return last !== undefined && [...last].length >= MIN_PREFIX_LENGTH;
}

export interface TextQueryOptions {
  /** The last word matches as a prefix. */
  prefix: boolean;
  /** Only the first (name) column. */
  nameOnly: boolean;
  /** Per word, catalog words that match in its place (inflections, compounds ending in it). */
  alternatives?: readonly (readonly string[])[];
}

/** The word, or it and its alternatives as one OR group, each through `quote`. */
function anyOf(
  word: string,
  alternatives: readonly string[] | undefined,
  quote: (word: string) => string,
  or: string,
): string {
  if (alternatives === undefined || alternatives.length === 0) return quote(word);
  return `(${[word, ...alternatives].map(quote).join(or)})`;
}

/** An FTS5 MATCH expression: every word a quoted phrase (quotes doubled), all required. */
export function ftsMatch(
  words: readonly string[],
  prefix: boolean,
  alternatives?: TextQueryOptions['alternatives'],
): string {
  const quote = (word: string) => `"${word.replaceAll('"', '""')}"`;
  return words
    .map((word, i) => {
      if (prefix && i === words.length - 1) return `${quote(word)}*`;
      return anyOf(word, alternatives?.[i], quote, ' OR ');
    })
    .join(' AND ');
}

/**
 * A to_tsquery text: quoted lexemes joined by &, ':*' on a prefix, weight A (the name) when asked.
 * The words hold no quotes or backslashes, so quoting is enough; PostgreSQL folds them further.
 */
export function tsQueryText(words: readonly string[], o: TextQueryOptions): string {
  return words
    .map((word, i) => {
      const prefix = o.prefix && i === words.length - 1 ? '*' : '';
      const weight = o.nameOnly ? 'A' : '';
      const label = prefix || weight ? `:${prefix}${weight}` : '';
      const quote = (w: string) => `'${w.replaceAll("'", "''").replaceAll('\\', '\\\\')}'${label}`;
      return prefix ? quote(word) : anyOf(word, o.alternatives?.[i], quote, ' | ');
    })
    .join(' & ');
}

/** The first string after every string that starts with `prefix` (code point order). */
export function prefixUpperBound(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}

/** A LIKE pattern (escape character backslash) matching strings that start with `prefix`. */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
