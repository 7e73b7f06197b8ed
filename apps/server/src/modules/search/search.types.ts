// The search interface both engines implement, apart from the file that chooses between them.
import type { DiagramSearchMode } from '@shop/domain';
import type { DiagramEntryRow, EntryScope } from './search.ranking.js';

export interface SearchEngine {
  /** Item ids, best first, at most `limit`; [] when the query holds nothing searchable. */
  searchItems(q: string, carSlug: string | null, limit: number): Promise<string[]>;
  /** Diagram entries, best first, one per illustration + position, at most `limit`. */
  searchDiagramEntries(
    q: string,
    mode: DiagramSearchMode,
    scope: EntryScope,
    limit: number,
  ): Promise<DiagramEntryRow[]>;
  close(): Promise<void>;
}
