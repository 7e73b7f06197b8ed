// The catalog's own words, and which of them a customer's word means: the same word inflected
// ('discs' -> 'disc', 'jarrulevya' -> 'jarrulevy', 'ilmansuodattimet' -> 'ilmansuodatin') or, in
// Swedish and Finnish, a compound it ends ('skiva' -> 'bromsskiva', 'suodatin' -> 'oljynsuodatin').
//
// Why a dictionary of the names' words rather than tails in the index: neither FTS5 nor tsvector can
// match a word's end, and indexing every word's suffixes would multiply the index for a few thousand
// distinct words. Expanding the query to those words keeps every engine look-up a whole-word seek.
import { vocabularyWords } from '@shop/domain';
import { WORD_LANGUAGES, wordKeys } from './inflection.js';
import type { WordLanguage } from './inflection.js';

/** A compound's tail is matched from this many letters on (a shorter one ends too many words). */
const MIN_TAIL = 4;
/** A compound's head keeps at least this many letters ('broms|skiva', 'oljyn|suodatin'). */
const MIN_HEAD = 3;
/** Alternatives per query word: each is one more doclist in the engine's OR. */
export const MAX_ALTERNATIVES = 24;

export interface NameRow {
  language: string;
  name: string;
}

type Lookup = Map<string, Set<string>>;

function add(map: Lookup, key: string, word: string): void {
  const words = map.get(key);
  if (words) words.add(word);
  else map.set(key, new Set([word]));
}

/** English words join with spaces, so only Swedish and Finnish words are read as compounds. */
const compounds = (language: WordLanguage) => language !== 'en';

const isLanguage = (language: string): language is WordLanguage =>
  (WORD_LANGUAGES as readonly string[]).includes(language);

class LanguageWords {
  readonly #byKey: Lookup = new Map();
  readonly #byTail: Lookup = new Map();

  constructor(readonly language: WordLanguage) {}

  add(word: string): void {
    for (const key of wordKeys(word, this.language)) {
      add(this.#byKey, key, word);
      if (!compounds(this.language)) continue;
      const letters = [...key];
      for (let head = MIN_HEAD; letters.length - head >= MIN_TAIL; head++) {
        add(this.#byTail, letters.slice(head).join(''), word);
      }
    }
  }

  /** Catalog words sharing a key with the word, then compounds ending in one of its keys. */
  match(word: string): { same: Set<string>; compounds: Set<string> } {
    const same = new Set<string>();
    const ends = new Set<string>();
    for (const key of wordKeys(word, this.language)) {
      for (const w of this.#byKey.get(key) ?? []) same.add(w);
      if (compounds(this.language) && [...key].length >= MIN_TAIL) {
        for (const w of this.#byTail.get(key) ?? []) ends.add(w);
      }
    }
    return { same, compounds: ends };
  }
}

/** Words of the catalog's names by language, and the alternatives of a query word among them. */
export class WordIndex {
  readonly #languages = new Map<WordLanguage, LanguageWords>(
    WORD_LANGUAGES.map((language) => [language, new LanguageWords(language)]),
  );

  constructor(names: Iterable<NameRow>) {
    for (const { language, name } of names) {
      const words = isLanguage(language) ? this.#languages.get(language) : undefined;
      if (!words) continue;
      for (const word of vocabularyWords(name)) words.add(word);
    }
  }

  /** Catalog words other than `word` that it means, inflections first, at most MAX_ALTERNATIVES. */
  alternatives(word: string): string[] {
    const same = new Set<string>();
    const ends = new Set<string>();
    for (const words of this.#languages.values()) {
      const found = words.match(word);
      for (const w of found.same) same.add(w);
      for (const w of found.compounds) ends.add(w);
    }
    const ordered = [...[...same].sort(), ...[...ends].filter((w) => !same.has(w)).sort()];
    return ordered.filter((w) => w !== word).slice(0, MAX_ALTERNATIVES);
  }
}
