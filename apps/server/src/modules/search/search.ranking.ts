// The search algorithm both engines share: bounded candidate passes, then ranking in JS. Exact part
// number first, then part-number prefixes (shortest first), then words (in the name before only in
// the description). No pass reads more than CANDIDATES rows, so a common word costs as little as a
// rare one (DESIGN §7: ranking every match of a common word over a million rows takes tens of ms).
import { normalizeReference } from '@shop/domain';
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
}

export interface TextHit {
  id: string;
  /** The item's name (ranked by how well the words match it). */
  name: string;
}

/** One engine's data access for item search; each call returns at most CANDIDATES rows. */
export interface ItemSource {
  byReference(reference: string, prefix: boolean, carSlug: string | null): Promise<ReferenceHit[]>;
  byText(words: string[], o: TextQueryOptions, carSlug: string | null): Promise<TextHit[]>;
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
  group_slug: string;
  group_name: string;
}

export interface EntryScope {
  carSlug: string | null;
  illustration: string | null;
  /** Leave out modern cars' diagrams (anonymous caller, no car or illustration named). */
  excludeModern: boolean;
}

export interface EntrySource {
  byReference(reference: string, prefix: boolean, scope: EntryScope): Promise<DiagramEntryRow[]>;
  byText(words: string[], prefix: boolean, scope: EntryScope): Promise<DiagramEntryRow[]>;
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

/** How well the query's words match a text: whole words 2, prefixes of words 1. */
function wordScore(words: readonly string[], text: string): { score: number; length: number } {
  const own = wordsOf(text);
  let score = 0;
  for (const word of words) {
    if (own.includes(word)) score += 2;
    else if (own.some((w) => w.startsWith(word))) score += 1;
  }
  return { score, length: own.length };
}

/** Best word matches first, then shorter texts; equal ones keep the engine's order. */
function rankByWords<T>(words: readonly string[], hits: readonly T[], textOf: (hit: T) => string) {
  return hits
    .map((hit, order) => ({ hit, order, ...wordScore(words, textOf(hit)) }))
    .sort((a, b) => b.score - a.score || a.length - b.length || a.order - b.order)
    .map((r) => r.hit);
}

async function textCandidates(
  source: ItemSource,
  terms: SearchTerms,
  carSlug: string | null,
  limit: number,
): Promise<TextHit[]> {
  const found = new Map<string, TextHit>();
  const add = (hits: TextHit[]) => hits.forEach((h) => found.has(h.id) || found.set(h.id, h));
  const pass = (nameOnly: boolean, prefix: boolean) =>
    source.byText(terms.words, { nameOnly, prefix }, carSlug);
  add(await pass(true, false));
  let commonWords = false;
  if (found.size < limit) {
    const everywhere = await pass(false, false);
    // Words this common fill the candidates already; a prefix pass would only merge more lists.
    commonWords = everywhere.length >= CANDIDATES;
    add(everywhere);
  }
  if (!hasPrefixPass(terms) || commonWords) return [...found.values()];
  if (found.size < CANDIDATES) add(await pass(true, true));
  if (found.size < limit) add(await pass(false, true));
  return [...found.values()];
}

/** Item ids, best first, at most `limit`. */
export async function searchItemIds(
  source: ItemSource,
  q: string,
  carSlug: string | null,
  limit: number,
): Promise<string[]> {
  const terms = parseSearchQuery(q);
  if (isEmptyQuery(terms) || limit <= 0) return [];
  // Independent look-ups, so they run side by side (two workers on SQLite).
  const [references, texts] = await Promise.all([
    terms.reference === ''
      ? []
      : source.byReference(terms.reference, canPrefixReference(terms), carSlug),
    terms.words.length === 0 ? [] : textCandidates(source, terms, carSlug, limit),
  ]);
  const ids = [
    ...[...references].sort(byReferenceCloseness(terms.reference, (h) => h.reference)),
    ...rankByWords(terms.words, texts, (h) => h.name),
  ].map((hit) => hit.id);
  return [...new Set(ids)].slice(0, limit);
}

async function entryTextCandidates(
  source: EntrySource,
  terms: SearchTerms,
  scope: EntryScope,
): Promise<DiagramEntryRow[]> {
  const exact = await source.byText(terms.words, false, scope);
  if (exact.length >= CANDIDATES || !hasPrefixPass(terms)) return exact;
  const seen = new Set(exact.map((row) => `${row.illustration}\u0000${row.idx}`));
  const more = await source.byText(terms.words, true, scope);
  return [...exact, ...more.filter((row) => !seen.has(`${row.illustration}\u0000${row.idx}`))];
}

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
    byWords ? entryTextCandidates(source, terms, scope) : [],
  ]);
  const ranked = [
    ...[...references].sort(
      byReferenceCloseness(terms.reference, (row) => normalizeReference(row.reference)),
    ),
    ...rankByWords(terms.words, texts, (row) => row.description),
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
