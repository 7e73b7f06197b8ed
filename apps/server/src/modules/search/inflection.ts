// Words are compared by keys: the folded word and its stems with one of its language's endings cut,
// Finnish consonant gradation undone ('suodattimet' -> 'suodatin'). The same function keys the
// catalog's words and the customer's, so an inflected query meets the form the catalog names.

export type WordLanguage = 'en' | 'sv' | 'fi';

export const WORD_LANGUAGES: readonly WordLanguage[] = ['en', 'sv', 'fi'];

/** Noun endings as a customer types them, folded (ä -> a); every one that fits is cut in turn. */
const ENDINGS: Readonly<Record<Exclude<WordLanguage, 'en'>, readonly string[]>> = {
  // Plurals and definite forms ('bromsskivorna', 'packningar', 'lampan').
  sv: [
    'arnas',
    'ornas',
    'ernas',
    'arna',
    'orna',
    'erna',
    'ar',
    'or',
    'er',
    'an',
    'en',
    'et',
    'na',
    'a',
  ],
  // Cases and plurals ('jarrulevyssa', 'levyja', 'suodatinta', 'suodattimeen').
  fi: [
    'issa',
    'ista',
    'illa',
    'ilta',
    'ille',
    'iden',
    'ita',
    'ssa',
    'sta',
    'lla',
    'lta',
    'lle',
    'ksi',
    'ien',
    'jen',
    'ina',
    'en',
    'ja',
    'ia',
    'ta',
    'a',
    't',
    'n',
  ],
};

/** A stem keeps at least this many letters: shorter ones would merge unrelated words. */
const MIN_STEM: Readonly<Record<WordLanguage, number>> = { en: 3, sv: 4, fi: 4 };

/** Strong grade -> weak grade before a Finnish -in noun's inflected stem ('suodatt|ime'). */
const GRADATION: readonly (readonly [string, string])[] = [
  ['tt', 't'],
  ['lt', 'll'],
  ['nt', 'nn'],
  ['rt', 'rr'],
  ['mp', 'mm'],
  ['nk', 'ng'],
  ['kk', 'k'],
  ['pp', 'p'],
];

/** A Finnish stem in its dictionary form: -ime/-imi/-im to -in, -ee to -e, -kke to -ke. */
function finnishBase(stem: string): string {
  const inNoun = /^(.{3,}?)im[ei]?$/u.exec(stem);
  if (inNoun?.[1] !== undefined) {
    const body = inNoun[1];
    const grade = GRADATION.find(([strong]) => body.endsWith(strong));
    return `${grade ? body.slice(0, -grade[0].length) + grade[1] : body}in`;
  }
  // e-stems lengthen and gradate: 'tiivisteet' -> 'tiiviste', 'kiinnikkeet' -> 'kiinnike'.
  return stem.replace(/ee$/u, 'e').replace(/([kpt])\1e$/u, '$1e');
}

function englishStems(word: string): string[] {
  const stems: string[] = [];
  if (word.endsWith('ies')) stems.push(`${word.slice(0, -3)}y`);
  if (/(?:[sxz]|ch|sh)es$/u.test(word)) stems.push(word.slice(0, -2));
  if (word.endsWith('s') && !/(?:ss|us|is)$/u.test(word)) stems.push(word.slice(0, -1));
  return stems;
}

const length = (word: string) => [...word].length;

/** The word's keys in `language`: the word itself first, then its stems (folded input). */
export function wordKeys(word: string, language: WordLanguage): string[] {
  const stems =
    language === 'en'
      ? englishStems(word)
      : ENDINGS[language]
          .filter((ending) => word.endsWith(ending))
          .map((ending) => word.slice(0, -ending.length));
  const base = language === 'fi' ? finnishBase : (stem: string) => stem;
  const keys = [word, base(word), ...stems.map(base)].filter(
    (key) => key === word || length(key) >= MIN_STEM[language],
  );
  return [...new Set(keys)];
}
