// Part numbers are compared normalised on both sides, so "30 681-436" finds 30681436 (DESIGN §4).

/** Whitespace, dots and dashes (ASCII hyphen-minus and the Unicode dashes and minus sign). */
const SEPARATORS = /[\s.\-\u2010-\u2015\u2212]+/gu;

/** Lower-cased, without spaces, dashes and dots: "30 681-436" -> "30681436". Idempotent. */
export function normaliseReference(s: string): string {
  return s.toLowerCase().replace(SEPARATORS, '');
}
