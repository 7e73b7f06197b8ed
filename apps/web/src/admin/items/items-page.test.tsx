import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminItemSummary } from '@shop/domain';
import { staffSession } from '../lib/staff-session';
import {
  STAFF,
  STAFF_TOKEN,
  callsTo,
  refusal,
  renderConsole,
  resetStaffSession,
  stubSignedIn,
} from '../testing/console-harness';

beforeEach(() => {
  resetStaffSession();
  staffSession.start(STAFF_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

const idOf = (n: number) => n.toString(16).padStart(24, '0');
const summary = (n: number): AdminItemSummary => ({
  _id: idOf(n),
  name: `Brake disc ${n}`,
  group: 'brakes',
  references: [`30${n}`, `VO-${n}`],
  price: 1250 + n,
  stock: { quantity: n % 4 },
});
const firstPage = Array.from({ length: 50 }, (_, i) => summary(i + 1));
const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the items page', () => {
  it('searches by the box, keeps the search in the address and pages on by the cursor', async () => {
    const fetchMock = stubSignedIn(STAFF, (call) => {
      if (call.path !== '/api/admin/items') return undefined;
      if (call.query.get('cursor') === 'c1') return { body: { items: [summary(51)], next: null } };
      return { body: { items: firstPage, next: 'c1' } };
    });
    renderConsole('/admin/items');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Items, by id' });
    const search = screen.getByRole('search', { name: 'Search items' });
    await user.type(within(search).getByLabelText('Id, part number or name'), 'brake disc{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/items?q=brake+disc'),
    );
    const table = await screen.findByRole('table', { name: 'Items matching “brake disc”, by id' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Id', 'Name', 'Group', 'Part numbers', 'Price', 'Stock']);
    expect(rowsOf()).toHaveLength(50);
    const first = rowsOf()[0]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([idOf(1), 'brakes', '301, VO-1', '12.51 €', '1']);
    expect(within(first).getByRole('link', { name: 'Brake disc 1' })).toHaveAttribute(
      'href',
      `/admin/items/${idOf(1)}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 50 items.');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(51));
    expect(rowsOf()[50]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing 51 items. That is every item found.',
    );
    expect(callsTo(fetchMock, '/api/admin/items').map((url) => url.search)).toEqual([
      '?limit=50',
      '?q=brake+disc&limit=50',
      '?q=brake+disc&cursor=c1&limit=50',
    ]);

    // A row opens the item's page; its link back returns to this search.
    await user.click(within(rowsOf()[1]!).getByRole('link', { name: 'Brake disc 2' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/items/${idOf(2)}`),
    );
  });

  it('says when nothing matches', async () => {
    stubSignedIn(STAFF, (call) =>
      call.path === '/api/admin/items' ? { body: { items: [], next: null } } : undefined,
    );
    renderConsole('/admin/items?q=nothing');
    expect(await screen.findByText('No items match “nothing”.')).toBeVisible();
    expect(screen.getByLabelText('Id, part number or name')).toHaveValue('nothing');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the items cannot be loaded', async () => {
    let refuse = true;
    stubSignedIn(STAFF, (call) => {
      if (call.path !== '/api/admin/items') return undefined;
      return refuse ? refusal(400, 'invalid_request') : { body: { items: firstPage, next: null } };
    });
    renderConsole('/admin/items?q=brake');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The items could not be loaded.');
    refuse = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Items matching “brake”, by id' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
  });
});
