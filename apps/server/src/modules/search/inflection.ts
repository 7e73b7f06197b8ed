// SQLite has no Swedish or Finnish stemmer, so an inflected word ('bromsskivor', 'jarrulevyt')
// is cut back to a stem and matched as a prefix: the best FTS5 allows. PostgreSQL stems properly.

/** Swedish and Finnish endings of nouns as a customer types them, folded (ä -> a), longest first. */
const ENDINGS = [
  // Swedish plurals and definite forms.
  'arnas',
  'ornas',
  'ernas',
  'arna',
  'orna',
  'erna',
  'ar',
  'or',
  'er',
  'en',
  'et',
  'na',
  // Finnish cases and plurals.
  'issa',
  'ista',
  'illa',
  'ilta',
  'ille',
  'iden',
  'ssa',
  'sta',
  'lla',
  'lta',
  'lle',
  'ksi',
  'ien',
  'jen',
  'in',
  'ia',
  'ja',
  't',
  'n',
].sort((a, b) => b.length - a.length);

/** A stem keeps at least this many letters: shorter ones match far too much. */
const MIN_STEM = 5;

/** The word without its inflection ending, or null when it has none worth cutting. */
export function inflectionStem(word: string): string | null {
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && [...word].length - ending.length >= MIN_STEM) {
      return word.slice(0, -ending.length);
    }
  }
  return null;
}
