// The results table both search grids share: sort kept in the URL (over the columns that sort),
// sideways scrolling on the narrowest screens.
import { DataGrid } from '../../../components/ui/data-grid';
import type { DataGridColumn } from '../../../components/ui/data-grid';
import { useUrlSort } from '../hooks/use-url-sort';

export interface SearchGridProps<T> {
  columns: readonly DataGridColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  caption: string;
  className: string;
}

export function SearchGrid<T>({ columns, rows, rowKey, caption, className }: SearchGridProps<T>) {
  const sortable = columns.filter((c) => c.sortable).map((c) => c.id);
  const [sort, setSort] = useUrlSort(sortable);
  return (
    <div className="search-grid__scroll">
      <DataGrid
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        caption={caption}
        captionHidden
        sort={sort}
        onSortChange={setSort}
        className={`search-grid ${className}`}
      />
    </div>
  );
}
