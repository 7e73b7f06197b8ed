// The search query rule of SPEC §5, free of zod so the header's search box can apply it at once.
export const SEARCH_QUERY_MIN_LENGTH = 3;
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** The most items or diagram entries a search answers, best first: a page a customer reads. */
export const SEARCH_RESULT_LIMIT = 50;
/** SPEC §5/§8's text, shown by the search box and answered by the server. */
export const SEARCH_QUERY_TOO_SHORT = 'Invalid query, please enter at least 3 characters.';
export const SEARCH_QUERY_TOO_LONG = 'Invalid query, please enter at most 200 characters.';

export type SearchQueryCheck =
  { ok: true; q: string } | { ok: false; problem: 'too_short' | 'too_long'; max: number };

/** The trimmed query when it may be sent, else why not (no request is made then). */
export function checkSearchQuery(raw: string | null | undefined): SearchQueryCheck {
  const q = (raw ?? '').trim();
  if (q.length < SEARCH_QUERY_MIN_LENGTH) {
    return { ok: false, problem: 'too_short', max: SEARCH_QUERY_MAX_LENGTH };
  }
  if (q.length > SEARCH_QUERY_MAX_LENGTH) {
    return { ok: false, problem: 'too_long', max: SEARCH_QUERY_MAX_LENGTH };
  }
  return { ok: true, q };
}
