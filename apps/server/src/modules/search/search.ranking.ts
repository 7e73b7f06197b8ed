// The search algorithm both engines share: bounded candidate passes, then ranking in JS. Exact part
// number first, then part-number prefixes (shortest first), then words (in the name before only in
// the description). No pass reads more than CANDIDATES rows, so a common word costs as little as a
// rare one (DESIGN §7: ranking every match of a common word over a million rows takes tens of ms).
import { normaliseReference } from '@shop/domain';
import type { DiagramSearchMode } from '@shop/domain';
import {
  MIN_REFERENCE_PREFIX,
  hasPrefixPass,
  isEmptyQuery,
  parseSearchQuery,
  wordsOf,
} from './search.query.js';
import type { SearchTerms, TextQueryOptions } from './search.query.js';

/** Rows one pass may return; ranking never sees more than a few passes' worth. */
export const CANDIDATES = 200;
/** Part numbers a car-limited pass may examine for fits (bounds a rare car's cost). */
export const CAR_SCAN_LIMIT = 2000;

export interface ReferenceHit {
  id: string;
  /** The matching reference, normalised. */
  reference: string;
  /** Matched an old number the item replaces: that number as written; else null or absent. */
  replaces?: string | null;
}

/** An item found, and the old number it replaces that the query matched (null: none). */
export interface ItemHit {
  id: string;
  replaces: string | null;
}

export interface TextHit {
  id: string;
  /** The item's name, or its names one per line (ranked by how well the words match the best). */
  name: string;
}

/**
 * One engine's data access for item search. Each pass reads at most CANDIDATES rows; the passes of
 * one byText call run in order in one statement, and a pass starts only while fewer than `budget`
 * rows were found (one round trip, and a common word never pays for the later passes).
 */
export interface ItemSource {
  /** The items' own references and the old numbers they replace, up to CANDIDATES of each. */
  byReference(reference: string, prefix: boolean, carSlug: string | null): Promise<ReferenceHit[]>;
  byText(
    words: string[],
    passes: readonly TextQueryOptions[],
    carSlug: string | null,
    budget: number,
  ): Promise<TextHit[]>;
}

/** A diagram entry as the search reads it, with its diagram, car and group. */
export interface DiagramEntryRow {
  illustration: string;
  idx: number;
  position: string;
  /** JSON list of strings. */
  description: string;
  reference: string;
  item_id: string | null;
  diagram_name: string;
  car_slug: string;
  car_name: string;
  car_make: string | null;
  group_slug: string;
  group_name: string;
  /** The text the words matched (a translation, or the description), for ranking only. */
  matched?: string;
}

export interface EntryScope {
  carSlug: string | null;
  illustration: string | null;
  /** Leave out modern cars' diagrams (anonymous caller, no car or illustration named). */
  excludeModern: boolean;
}

/** As ItemSource: the passes (whole words, then the last word as a prefix) in one statement. */
export interface EntrySource {
  byReference(reference: string, prefix: boolean, scope: EntryScope): Promise<DiagramEntryRow[]>;
  byText(
    words: string[],
    prefixes: readonly boolean[],
    scope: EntryScope,
    budget: number,
  ): Promise<DiagramEntryRow[]>;
}

const canPrefixReference = (terms: SearchTerms) =>
  [...terms.reference].length >= MIN_REFERENCE_PREFIX;

/** Exact first, then by length and text: the closest part numbers first. */
function byReferenceCloseness<T>(reference: string, refOf: (hit: T) => string) {
  return (a: T, b: T): number => {
    const ra = refOf(a);
    const rb = refOf(b);
    const exact = Number(rb === reference) - Number(ra === reference);
    if (exact !== 0) return exact;
    return ra.length - rb.length || (ra < rb ? -1 : ra > rb ? 1 : 0);
  };
}

/** At equal closeness, a number an item has goes before an old number an item replaces. */
function ownNumberFirst(a: ReferenceHit, b: ReferenceHit): number {
  const replaced = (h: ReferenceHit) => ((h.replaces ?? null) === null ? 0 : 1);
  return replaced(a) - replaced(b);
}

/** Per query word, the catalog words that match in its place (none given: none). */
type Alternatives = readonly (readonly string[])[];

/** Texts whose words are kept (~400 bytes each): the same names come back search after search. */
const KEPT_TEXTS = 20_000;
const textWords = new Map<string, readonly (readonly string[])[]>();

/** The words of each line of `text`, remembered for the last KEPT_TEXTS distinct texts. */
function wordsOfLines(text: string): readonly (readonly string[])[] {
  let lines = textWords.get(text);
  if (lines === undefined) {
    if (textWords.size >= KEPT_TEXTS) textWords.delete(textWords.keys().next().value as string);
    lines = text.split('\n').map(wordsOf);
    textWords.set(text, lines);
  }
  return lines;
}

/** How well the query's words match a line's words: whole words (or alternatives) 2, prefixes 1. */
function wordScore(words: readonly string[], own: readonly string[], alternatives: Alternatives) {
  let score = 0;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (own.includes(word) || alternatives[i]?.some((w) => own.includes(w))) score += 2;
    else if (own.some((w) => w.startsWith(word))) score += 1;
  }
  return score;
}

/** The score of the text's best line (an item's names, one per line), and that line's length. */
function bestLineScore(words: readonly string[], text: string, alternatives: Alternatives) {
  let best = { score: -1, length: 0 };
  for (const own of wordsOfLines(text)) {
    const score = wordScore(words, own, alternatives);
    if (score > best.score || (score === best.score && own.length < best.length))
      best = { score, length: own.length };
  }
  return best;
}

/** Best word matches first, then shorter texts; equal ones keep the engine's order. */
function rankByWords<T>(
  words: readonly string[],
  hits: readonly T[],
  textOf: (hit: T) => string,
  alternatives: Alternatives = [],
) {
  return hits
    .map((hit, order) => ({ hit, order, ...bestLineScore(words, textOf(hit), alternatives) }))
    .sort((a, b) => b.score - a.score || a.length - b.length || a.order - b.order)
    .map((r) => r.hit);
}

/**
 * Names before descriptions, whole words before the last word as a prefix; last, names with each
 * word or a catalog word it means (an inflection, a compound ending in it), only where one exists.
 */
function textPasses(terms: SearchTerms, alternatives: Alternatives): TextQueryOptions[] {
  const passes: TextQueryOptions[] = [
    { nameOnly: true, prefix: false },
    { nameOnly: false, prefix: false },
  ];
  if (hasPrefixPass(terms)) {
    passes.push({ nameOnly: true, prefix: true }, { nameOnly: false, prefix: true });
  }
  if (alternatives.some((words) => words.length > 0)) {
    passes.push({ nameOnly: true, prefix: false, alternatives });
  }
  return passes;
}

/** The first hit of each item, in pass order. */
function firstOfEach<T>(rows: readonly T[], keyOf: (row: T) => string): T[] {
  const found = new Map<string, T>();
  for (const row of rows) if (!found.has(keyOf(row))) found.set(keyOf(row), row);
  return [...found.values()];
}

/** Per query word, the catalog words it also means; none when not given. */
export type AlternativesOf = (words: readonly string[]) => string[][];

const noAlternatives: AlternativesOf = (words) => words.map(() => []);

/**
 * Items, best first, at most `limit`; old numbers items replace rank as their own numbers do, and
 * an item whose best match was such a number says which.
 */
export async function searchItemHits(
  source: ItemSource,
  q: string,
  carSlug: string | null,
  limit: number,
  alternativesOf: AlternativesOf = noAlternatives,
): Promise<ItemHit[]> {
  const terms = parseSearchQuery(q);
  if (isEmptyQuery(terms) || limit <= 0) return [];
  const alternatives = alternativesOf(terms.words);
  // Independent look-ups, so they run side by side (two workers on SQLite).
  const [references, texts] = await Promise.all([
    terms.reference === ''
      ? []
      : source.byReference(terms.reference, canPrefixReference(terms), carSlug),
    terms.words.length === 0
      ? []
      : source.byText(terms.words, textPasses(terms, alternatives), carSlug, CANDIDATES),
  ]);
  const closeness = byReferenceCloseness(terms.reference, (h: ReferenceHit) => h.reference);
  const hits: ItemHit[] = [
    ...[...references]
      .sort((a, b) => closeness(a, b) || ownNumberFirst(a, b))
      .map((h) => ({ id: h.id, replaces: h.replaces ?? null })),
    ...rankByWords(
      terms.words,
      firstOfEach(texts, (h) => h.id),
      (h) => h.name,
      alternatives,
    ).map((h) => ({ id: h.id, replaces: null })),
  ];
  return firstOfEach(hits, (h) => h.id).slice(0, limit);
}

const entryKey = (row: DiagramEntryRow) => `${row.illustration}\u0000${row.idx}`;

/** Diagram entries, best first, one per illustration + position, at most `limit`. */
export async function searchEntryRows(
  source: EntrySource,
  q: string,
  mode: DiagramSearchMode,
  scope: EntryScope,
  limit: number,
): Promise<DiagramEntryRow[]> {
  const terms = parseSearchQuery(q);
  if (isEmptyQuery(terms) || limit <= 0) return [];
  const byRef = mode !== 'description' && terms.reference !== '';
  const byWords = mode !== 'reference' && terms.words.length > 0;
  const [references, texts] = await Promise.all([
    byRef ? source.byReference(terms.reference, canPrefixReference(terms), scope) : [],
    byWords
      ? source.byText(
          terms.words,
          hasPrefixPass(terms) ? [false, true] : [false],
          scope,
          CANDIDATES,
        )
      : [],
  ]);
  const ranked = [
    ...[...references].sort(
      byReferenceCloseness(terms.reference, (row) => normaliseReference(row.reference)),
    ),
    ...rankByWords(
      terms.words,
      firstOfEach(texts, entryKey),
      (row) => row.matched ?? row.description,
    ),
  ];
  const seen = new Set<string>();
  const unique = ranked.filter((row) => {
    const key = `${row.illustration}\u0000${row.position}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.slice(0, limit);
}
