// A generic, accessible table with sortable columns (item lists, search results, diagram lists).
import { useState, type ReactNode } from 'react';
import './data-grid.css';

export type SortDirection = 'asc' | 'desc';

export interface GridSort {
  column: string;
  direction: SortDirection;
}

export interface DataGridColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  sortable?: boolean;
  /** Sorts rows in the browser; leave out when the server already sorted them. */
  compare?: (a: T, b: T) => number;
  /** Added to the column's th and td, e.g. to hide it on narrow screens. */
  className?: string;
  /** Renders this column's cells as row headers (th scope="row"). */
  rowHeader?: boolean;
  /** Hides the header text visually (kept for screen readers), e.g. for an image column. */
  headerHidden?: boolean;
}

export interface DataGridProps<T> {
  columns: readonly DataGridColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The table's accessible name. */
  caption: ReactNode;
  captionHidden?: boolean;
  /** Controlled sort; leave undefined to let the grid keep its own, starting at defaultSort. */
  sort?: GridSort | null;
  defaultSort?: GridSort | null;
  onSortChange?: (sort: GridSort) => void;
  /** Shown in one full-width row when there are no rows. */
  empty?: ReactNode;
  /** Marks the table busy while newer rows load. */
  busy?: boolean;
  className?: string;
  rowClassName?: (row: T) => string | undefined;
}

/** The sort that a click on `column` asks for: ascending first, then flipping. */
export function nextSort(current: GridSort | null | undefined, column: string): GridSort {
  if (current?.column === column && current.direction === 'asc') {
    return { column, direction: 'desc' };
  }
  return { column, direction: 'asc' };
}

function ariaSort(sort: GridSort | null | undefined, column: string) {
  if (sort?.column !== column) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

function sortRows<T>(
  rows: readonly T[],
  columns: readonly DataGridColumn<T>[],
  sort?: GridSort | null,
) {
  const compare = columns.find((c) => c.id === sort?.column)?.compare;
  if (!sort || !compare) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  // Array.prototype.sort is stable, so equal rows keep their server order.
  return [...rows].sort((a, b) => sign * compare(a, b));
}

export function DataGrid<T>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  sort,
  defaultSort = null,
  onSortChange,
  empty,
  busy = false,
  className,
  rowClassName,
}: DataGridProps<T>) {
  const [ownSort, setOwnSort] = useState<GridSort | null>(defaultSort);
  const controlled = sort !== undefined;
  const activeSort = controlled ? sort : ownSort;
  const shown = sortRows(rows, columns, activeSort);

  const requestSort = (column: string) => {
    const next = nextSort(activeSort, column);
    if (!controlled) setOwnSort(next);
    onSortChange?.(next);
  };

  return (
    // A table wider than a phone scrolls inside its own box instead of widening the page.
    <div className="data-grid__scroll">
      <table
        className={`data-grid${className ? ` ${className}` : ''}`}
        aria-busy={busy || undefined}
      >
        <caption className={captionHidden ? 'data-grid__hidden' : 'data-grid__caption'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.className}
                aria-sort={column.sortable ? ariaSort(activeSort, column.id) : undefined}
              >
                {column.sortable ? (
                  <button
                    type="button"
                    className="data-grid__sort"
                    onClick={() => requestSort(column.id)}
                  >
                    {column.header}
                    <SortIcon
                      direction={activeSort?.column === column.id ? activeSort.direction : null}
                    />
                  </button>
                ) : (
                  <span className={column.headerHidden ? 'data-grid__hidden' : undefined}>
                    {column.header}
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && empty ? (
            <tr>
              <td className="data-grid__empty" colSpan={columns.length}>
                {empty}
              </td>
            </tr>
          ) : (
            shown.map((row, index) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.id} scope="row" className={column.className}>
                      {column.cell(row, index)}
                    </th>
                  ) : (
                    <td key={column.id} className={column.className}>
                      {column.cell(row, index)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function SortIcon({ direction }: { direction: SortDirection | null }) {
  return (
    <svg
      className={`data-grid__sort-icon data-grid__sort-icon--${direction ?? 'none'}`}
      viewBox="0 0 10 14"
      width="10"
      height="14"
      aria-hidden="true"
    >
      <path d="M5 1 9 6H1Z" className="data-grid__sort-up" />
      <path d="M5 13 1 8h8Z" className="data-grid__sort-down" />
    </svg>
  );
}
