// Part numbers are compared normalised on both sides, so "30 681-436" finds 30681436 (DESIGN §4).

/** Whitespace, dots and dashes (ASCII hyphen-minus and the Unicode dashes and minus sign). */
const SEPARATORS = /[\s.\-\u2010-\u2015\u2212]+/gu;

/** Lower-cased, without spaces, dashes and dots: "30 681-436" -> "30681436". Idempotent. */
export function normaliseReference(s: string): string {
  return s.toLowerCase().replace(SEPARATORS, '');
}

/**
 * The first of `references` a search for `query` found by part number: equal to it, or starting
 * with it, compared normalised (the search's own rule); null when the query is no part number of
 * these (a name word).
 */
export function matchedReference(
  references: readonly { id: string; visible: boolean }[],
  query: string,
): string | null {
  const wanted = normaliseReference(query);
  if (wanted === '') return null;
  const visible = references.filter((ref) => ref.visible);
  const exact = visible.find((ref) => normaliseReference(ref.id) === wanted);
  return (
    (exact ?? visible.find((ref) => normaliseReference(ref.id).startsWith(wanted)))?.id ?? null
  );
}
