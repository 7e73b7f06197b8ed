import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ILLUSTRATION, diagramResponse } from '../testing/diagram.fixtures';
import { ok, renderDiagrams, stubApi } from '../testing/render-diagrams';
import { QUANTITY_CLASS, REMARK_CLASS } from './diagram-table';

vi.mock('../map/diagram-map', () => import('../testing/fake-map'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openList(path: string) {
  const user = userEvent.setup();
  stubApi({ [`/api/diagrams/${ILLUSTRATION}`]: ok(diagramResponse()) });
  const view = renderDiagrams(path);
  const flip = await screen.findByRole('group', { name: 'Show the diagram as' });
  expect(within(flip).getByRole('button', { name: 'Drawing' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await user.click(within(flip).getByRole('button', { name: 'List' }));
  expect(within(flip).getByRole('button', { name: 'List' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return { user, ...view };
}

describe('diagram list view', () => {
  it('lists every entry with the spec columns, hiding Remark and Quantity on narrow screens', async () => {
    await openList(`/diagram/${ILLUSTRATION}`);
    expect(screen.queryByRole('region', { name: /Exploded drawing/ })).toBeNull();
    const table = screen.getByRole('table', { name: 'Parts in Front brakes' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Position',
      'Reference',
      'Description',
      'Remark',
      'Quantity',
      'Model',
      'Price',
    ]);
    expect(headers[3]).toHaveClass(REMARK_CLASS);
    expect(headers[4]).toHaveClass(QUANTITY_CLASS);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    // The row's cells in column order (the reference is a row header).
    const cells = (row: HTMLElement) => Array.from((row as HTMLTableRowElement).cells);
    const [caliper, pads, bolt] = rows.map(cells);
    expect(caliper?.map((c) => c.textContent)).toEqual([
      '12',
      '1359946',
      'CaliperBrake caliper left',
      'Left',
      '1',
      '240',
      expect.stringContaining('125.00 €'),
    ]);
    expect(caliper?.[3]).toHaveClass(REMARK_CLASS);
    expect(caliper?.[4]).toHaveClass(QUANTITY_CLASS);
    expect(
      within(caliper?.[6] as HTMLElement).getByRole('button', { name: 'Add to cart' }),
    ).toBeVisible();
    expect(pads?.[5]).toHaveTextContent('240, 740');
    // No item: the price cell stays blank.
    expect(bolt?.[0]).toHaveTextContent('(12a)');
    expect(bolt?.[6]).toBeEmptyDOMElement();
  });

  it('highlights the rows of the selected position', async () => {
    await openList(`/diagram/${ILLUSTRATION}/12`);
    const table = screen.getByRole('table');
    const selected = within(table)
      .getAllByRole('row')
      .filter((r) => r.classList.contains('diagram-table__row--selected'));
    expect(selected.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '1359946',
      '940123',
    ]);
  });

  it('a position button selects it and flips back to the drawing', async () => {
    const { user, router } = await openList(`/diagram/${ILLUSTRATION}`);
    await user.click(screen.getByRole('button', { name: 'Show position 3 on the drawing' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/diagram/${ILLUSTRATION}/3`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('table')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Circle Position 3' })).toHaveClass(
      'diagram-marker--selected',
    );
    expect(screen.getByRole('region', { name: 'Position 3' })).toBeVisible();
  });
});
