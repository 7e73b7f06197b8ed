// The dictionary searches expand words with: the words of the catalog's own names (items, groups,
// diagram titles) in each language, from search_words, which whatever writes names keeps (a few
// thousand rows, where reading a million items' names would take seconds). Loaded on first use and
// again after the catalog changes.
import type { AppContext } from '../../lib/app-context.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import * as repo from './search.repository.js';
import { WordIndex } from './search.words.js';

const FOREVER = Number.POSITIVE_INFINITY;

/** The catalog's word index, shared by the app's engines until items, groups or diagrams change. */
export function catalogWords(ctx: AppContext): Promise<WordIndex> {
  const cache = ctx.caches.get(
    'search.words',
    ['reference', 'items', 'diagrams'],
    () => new TtlCache<'catalog', Promise<WordIndex>>(1, FOREVER),
  );
  return cache.getOrLoad('catalog', async () => {
    const rows = await repo.listSearchWords(ctx.db);
    return new WordIndex(rows.map(({ language, word }) => ({ language, name: word })));
  });
}
