// Search SQL outside the engines: the catalog's vocabulary (search_words).
import type { Executor } from '@shop/db';

export interface SearchWordRow {
  language: string;
  word: string;
}

/** Every word of the catalog's names, by language. */
export function listSearchWords(db: Executor): Promise<SearchWordRow[]> {
  return db.selectFrom('search_words').select(['language', 'word']).execute();
}
