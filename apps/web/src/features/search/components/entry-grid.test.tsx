import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderSearch, stubApi } from '../testing/render-search';
import { frontBrakes, fuelPump, makeEntry, makeItem } from '../testing/search.fixtures';

afterEach(() => vi.unstubAllGlobals());

const DIAGRAMS = 'POST /api/diagrams/search/';

/** The Diag. column's texts, row by row. */
const diagCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent);

describe('diagram-entry results', () => {
  const disc = makeItem({ name: 'Brake disc front' });
  const entries = [
    makeEntry({ diagram: frontBrakes, position: '7', reference: '30681436', item: disc }),
    makeEntry({
      diagram: fuelPump,
      position: '(3)',
      description: ['Seal ring'],
      reference: '1 234-567',
      item: null,
    }),
    makeEntry({
      diagram: frontBrakes,
      position: '12',
      description: ['Anchor bolt'],
      reference: '9-11',
      item: makeItem({ name: 'Bolt' }),
    }),
  ];

  it('shows the SPEC columns, with links to the position and the item', async () => {
    const calls = stubApi({ [DIAGRAMS]: ok({ items: entries }) });
    renderSearch('/search?q=brake&mode=diagrams');
    const table = await screen.findByRole('table', { name: 'Diagram positions matching “brake”' });
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/diagrams/search/', { q: 'brake', mode: 'any', carSlug: null, illustration: null }],
    ]);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Image', 'Diag.', 'Description', 'Reference', 'Ships', 'Price']);
    for (const sortable of ['Diag.', 'Description', 'Reference']) {
      expect(within(table).getByRole('button', { name: sortable })).toBeInTheDocument();
    }
    expect(within(table).queryByRole('button', { name: /Price/ })).not.toBeInTheDocument();

    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: 'Front brakes pos. 7' })).toHaveAttribute(
      'href',
      '/diagram/VOL240BRK01/7',
    );
    expect(within(first).getByRole('link', { name: 'Brake disc' })).toHaveAttribute(
      'href',
      `/car/volvo-240/brakes/item/${disc._id}`,
    );
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Brake discBrake disc front');
    expect(within(first).getByText('30681436')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();

    // A position without an item links to the drawing and says it is not sold on its own.
    const unsold = within(table).getAllByRole('row')[2]!;
    expect(within(unsold).getByRole('link', { name: 'Seal ring' })).toHaveAttribute(
      'href',
      '/diagram/VOL240FUE02/(3)',
    );
    expect(within(unsold).getByText('Not sold separately')).toBeInTheDocument();
    expect(within(unsold).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('sorts by Diag. (name, then position), Description and Reference', async () => {
    stubApi({ [DIAGRAMS]: ok({ items: entries }) });
    const user = userEvent.setup();
    renderSearch('/search?q=brake&mode=diagrams');
    const table = await screen.findByRole('table');
    expect(diagCells()).toEqual([
      'Front brakes pos. 7',
      'Fuel pump pos. (3)',
      'Front brakes pos. 12',
    ]);

    await user.click(within(table).getByRole('button', { name: 'Diag.' }));
    expect(diagCells()).toEqual([
      'Front brakes pos. 7',
      'Front brakes pos. 12',
      'Fuel pump pos. (3)',
    ]);
    await user.click(within(table).getByRole('button', { name: 'Diag.' }));
    expect(diagCells()).toEqual([
      'Fuel pump pos. (3)',
      'Front brakes pos. 12',
      'Front brakes pos. 7',
    ]);

    await user.click(within(table).getByRole('button', { name: 'Description' }));
    const rowHeaders = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((th) => within(th).getByRole('link').textContent);
    expect(rowHeaders()).toEqual(['Anchor bolt', 'Brake disc', 'Seal ring']);

    await user.click(within(table).getByRole('button', { name: 'Reference' }));
    // Compared without separators, digit runs as numbers: 911 < 1234567 < 30681436.
    expect(rowHeaders()).toEqual(['Anchor bolt', 'Seal ring', 'Brake disc']);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/search?q=brake&mode=diagrams&sort=reference',
    );
  });

  it('opens the larger drawing in a modal from the image button', async () => {
    stubApi({ [DIAGRAMS]: ok({ items: entries.slice(0, 1) }) });
    const user = userEvent.setup();
    renderSearch('/search?q=brake&mode=diagrams');
    const button = await screen.findByRole('button', {
      name: 'Show the drawing “Front brakes” larger',
    });
    expect(button.querySelector('img')).toHaveAttribute(
      'src',
      '/public/diagrams/thumbs/VOL/VOL240BRK01.svg',
    );
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Exploded drawing: Front brakes' });
    expect(
      within(dialog).getByRole('img', { name: 'Exploded drawing: Front brakes' }),
    ).toHaveAttribute('src', '/public/diagrams/VOL240BRK01.svg');
    expect(
      within(dialog).getByRole('link', { name: 'Open the diagram at position 7' }),
    ).toHaveAttribute('href', '/diagram/VOL240BRK01/7');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('says an article number has no position, and sends an API mode from the address', async () => {
    const calls = stubApi({ [DIAGRAMS]: ok({ items: [] }) });
    renderSearch('/search?q=30681999&mode=reference');
    expect(
      await screen.findByText('The article number “30681999” was not found.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      q: '30681999',
      mode: 'reference',
      carSlug: null,
      illustration: null,
    });
  });

  it('sends an anonymous visitor of a modern car to the login page', async () => {
    stubApi({ [DIAGRAMS]: fail(403, 'diagram_forbidden') });
    renderSearch('/search?q=brake&mode=diagrams&carSlug=volvo-xc90');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/login?cause=error.diagram_forbidden&path=%2Fsearch%3Fq%3Dbrake%26mode%3Ddiagrams%26carSlug%3Dvolvo-xc90',
      ),
    );
  });
});
