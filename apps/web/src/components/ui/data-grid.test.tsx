import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid, nextSort } from './data-grid';
import type { DataGridColumn, GridSort } from './data-grid';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  price: number;
}

const rows: Row[] = [
  { id: 'b', name: 'Bravo', price: 30 },
  { id: 'a', name: 'Alpha', price: 20 },
  { id: 'c', name: 'Charlie', price: 10 },
];

const columns: DataGridColumn<Row>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    rowHeader: true,
    cell: (r) => r.name,
    compare: (a, b) => a.name.localeCompare(b.name),
  },
  {
    id: 'price',
    header: 'Price',
    sortable: true,
    cell: (r) => String(r.price),
    compare: (a, b) => a.price - b.price,
  },
  { id: 'note', header: 'Note', cell: () => '–' },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('nextSort', () => {
  it('starts ascending, flips on the same column, restarts on another', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort({ column: 'name', direction: 'asc' }, 'name')).toEqual({
      column: 'name',
      direction: 'desc',
    });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'name')).toEqual({
      column: 'name',
      direction: 'asc',
    });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'price')).toEqual({
      column: 'price',
      direction: 'asc',
    });
  });
});

describe('DataGrid', () => {
  it('renders a captioned table with sort buttons only in sortable headers', () => {
    render(<DataGrid columns={columns} rows={rows} rowKey={(r) => r.id} caption="Parts" />);
    const table = screen.getByRole('table', { name: 'Parts' });
    expect(within(table).getByRole('button', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Price' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Note' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
  });

  it('toggles its own sort and aria-sort when uncontrolled', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <DataGrid
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        caption="Parts"
        defaultSort={{ column: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    const priceHeader = screen.getByRole('columnheader', { name: 'Price' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(priceHeader).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['Alpha', 'Bravo', 'Charlie']);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'desc' });

    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Charlie', 'Alpha', 'Bravo']);
  });

  it('leaves server-sorted rows alone and follows a controlled sort', async () => {
    const user = userEvent.setup();
    const serverColumns = columns.map(({ compare: _compare, ...column }) => column);
    function Controlled() {
      const [sort, setSort] = useState<GridSort | null>({ column: 'price', direction: 'desc' });
      return (
        <DataGrid
          columns={serverColumns}
          rows={rows}
          rowKey={(r) => r.id}
          caption="Parts"
          sort={sort}
          onSortChange={setSort}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(names()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(names()).toEqual(['Bravo', 'Alpha', 'Charlie']);
  });

  it('shows the empty text in one full-width cell', () => {
    render(
      <DataGrid columns={columns} rows={[]} rowKey={(r) => r.id} caption="Parts" empty="Nothing" />,
    );
    expect(screen.getByRole('cell', { name: 'Nothing' })).toHaveAttribute('colspan', '3');
  });
});
