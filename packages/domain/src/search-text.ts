// How search reads text, shared by the server's queries and ranking and the database's vocabulary
// of catalog words: lower case, accents folded, runs of letters and digits.

/** Lower case without accents, as SQLite's unicode61 remove_diacritics folds (ö -> o, ø stays). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a text: runs of letters and digits, folded. */
export function wordsOf(text: string): string[] {
  return foldText(text.normalize('NFC'))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The words of a catalog name that search may inflect: part numbers, years and codes ('b20') are not. */
export function vocabularyWords(name: string): string[] {
  return wordsOf(name).filter((word) => /^\p{L}{3,}$/u.test(word));
}
