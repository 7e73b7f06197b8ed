// Pure rules of the results page: is a query sendable (SPEC §5), does it look like an article number,
// which view and API mode a /search address asks for, and which rows a car group keeps.
import { DIAGRAM_SEARCH_MODES, checkSearchQuery, normaliseReference } from '@shop/domain';
import type { DiagramSearchMode, SearchQueryCheck } from '@shop/domain';
import type { SearchView } from '../../lib/search-paths';

/** What a search is limited to, with the names the page already knows for its messages. */
export interface SearchScope {
  carSlug?: string | null;
  carName?: string;
  groupSlug?: string | null;
  groupName?: string;
  illustration?: string | null;
}

export type QueryCheck = SearchQueryCheck;

/** The trimmed query when it may be sent, else why not (no request is made then). */
export const checkQuery = checkSearchQuery;

/**
 * A query that is mostly digits once spaces, dashes and dots are gone ("30 681-436", "1234ab"):
 * the visitor typed an article number, so a miss says so (SPEC §5).
 */
export function looksLikeArticleNumber(q: string): boolean {
  const compact = normaliseReference(q);
  const digits = compact.replace(/\D/g, '').length;
  return digits > 0 && digits * 2 > compact.length;
}

/** The /search address's mode read as the view, and the mode sent to the diagram search. */
export function readMode(
  mode: string | null,
  illustration: string | null,
): { view: SearchView; diagramMode: DiagramSearchMode } {
  const apiMode = DIAGRAM_SEARCH_MODES.find((m) => m === mode);
  // One drawing's positions exist only as diagram entries.
  const diagrams = mode === 'diagrams' || apiMode !== undefined || Boolean(illustration);
  return { view: diagrams ? 'diagrams' : 'items', diagramMode: apiMode ?? 'any' };
}

export interface GroupSplit<T> {
  /** The rows to show. */
  rows: T[];
  /** True when the group has no match, so `rows` are the car's matches in every group. */
  noGroupMatch: boolean;
  /** Matches of the car outside the group (not shown unless the group has none). */
  elsewhere: number;
}

/**
 * Within a car group, the group's matches; when it has none, the car's matches elsewhere, flagged so
 * the page says the group has none. Without a group, every row.
 */
export function splitByGroup<T>(
  rows: readonly T[],
  groupSlug: string | null | undefined,
  groupOf: (row: T) => string,
): GroupSplit<T> {
  if (!groupSlug) return { rows: [...rows], noGroupMatch: false, elsewhere: 0 };
  const inGroup = rows.filter((row) => groupOf(row) === groupSlug);
  const elsewhere = rows.length - inGroup.length;
  if (inGroup.length === 0 && elsewhere > 0)
    return { rows: [...rows], noGroupMatch: true, elsewhere };
  return { rows: inGroup, noGroupMatch: false, elsewhere };
}

/** Text order of the page's language (å, ä and ö sort as Swedish and Finnish readers expect). */
export function textCompare(language: string): (a: string, b: string) => number {
  const collator = new Intl.Collator(language, { numeric: true });
  return (a, b) => collator.compare(a, b);
}
