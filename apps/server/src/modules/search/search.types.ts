// The search interface both engines implement, apart from the file that chooses between them.
import type { DiagramSearchMode } from '@shop/domain';
import type { KeptValues } from '../../lib/kept-values.js';
import type { DiagramEntryRow, EntryScope, ItemHit } from './search.ranking.js';
import type { WordIndex } from './search.words.js';

export interface SearchEngine {
  /** Items, best first, at most `limit`; [] when the query holds nothing searchable. */
  searchItems(q: string, carSlug: string | null, limit: number): Promise<ItemHit[]>;
  /** Diagram entries, best first, one per illustration + position, at most `limit`. */
  searchDiagramEntries(
    q: string,
    mode: DiagramSearchMode,
    scope: EntryScope,
    limit: number,
  ): Promise<DiagramEntryRow[]>;
  close(): Promise<void>;
}

/** What an engine keeps between searches; the app clears it when the catalog changes. */
export interface EngineMemory {
  /** The catalog's words, for expanding query words (inflections, compounds). */
  words: () => Promise<WordIndex>;
  /** SQLite: item id -> the item's names one per line, for ranking. */
  names?: KeptValues<string>;
}
