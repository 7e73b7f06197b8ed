// The results grid's client-side sort, kept in the URL (?sort=name, ?sort=-price) so that going back
// from a result shows the list in the order the visitor left it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { KEEP_SCROLL } from '../../../lib/keep-scroll';
import type { GridSort } from '../../../components/ui/data-grid';

export const SORT_PARAM = 'sort';

/** '-price' -> price descending; null unless the column is one of `columns`. */
export function parseSort(value: string | null, columns: readonly string[]): GridSort | null {
  if (!value) return null;
  const desc = value.startsWith('-');
  const column = desc ? value.slice(1) : value;
  return columns.includes(column) ? { column, direction: desc ? 'desc' : 'asc' } : null;
}

export function formatSort(sort: GridSort): string {
  return sort.direction === 'desc' ? `-${sort.column}` : sort.column;
}

/** The URL's sort among `columns` (null: the server's best-first order) and a setter. */
export function useUrlSort(columns: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const sort = parseSort(params.get(SORT_PARAM), columns);
  const setSort = useCallback(
    (next: GridSort) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(SORT_PARAM, formatSort(next));
          return updated;
        },
        // Re-sorting is not a new page: back leaves the results rather than undoing each click.
        { replace: true, state: KEEP_SCROLL },
      );
    },
    [setParams],
  );
  return [sort, setSort] as const;
}
