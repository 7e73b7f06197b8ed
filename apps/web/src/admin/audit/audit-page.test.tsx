import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffSession } from '../lib/staff-session';
import {
  STAFF,
  STAFF_TOKEN,
  auditEntry,
  callsTo,
  refusal,
  renderConsole,
  resetStaffSession,
  stubSignedIn,
} from '../testing/console-harness';
import { fieldChanges } from './audit-change';

beforeEach(() => {
  resetStaffSession();
  staffSession.start(STAFF_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

const firstPage = Array.from({ length: 50 }, (_, i) => auditEntry(i));
const secondPage = [
  auditEntry(50, {
    action: 'order.refund',
    subject: { type: 'order', id: 'A-1001' },
    before: null,
    after: { amount: 4990, restock: true },
    reason: 'Damaged in transit',
  }),
];

const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the audit log', () => {
  it('shows who changed what, when, before and after; pages on by the cursor', async () => {
    const fetchMock = stubSignedIn(STAFF, (call) => {
      if (call.path !== '/api/admin/audit') return undefined;
      return call.query.get('after') === 'c1'
        ? { body: { entries: secondPage, next: null } }
        : { body: { entries: firstPage, next: 'c1' } };
    });
    renderConsole('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['When', 'Who', 'Action', 'Subject', 'Change', 'Reason']);
    expect(rowsOf()).toHaveLength(50);
    const first = within(rowsOf()[0]!);
    expect(first.getByRole('link', { name: 'astrid@example.com' })).toBeVisible();
    expect(first.getByRole('link', { name: 'Item item-0' })).toBeVisible();
    expect(first.getAllByRole('cell')[4]).toHaveTextContent(
      /^price\s*Before: 1200\s*→\s*After: 1100$/,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 50 entries.');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(51));
    const added = rowsOf()[50]!;
    expect(added).toHaveFocus();
    expect(within(added).getByRole('link', { name: 'Order A-1001' })).toBeVisible();
    expect(added).toHaveTextContent(/amount\s*Before: \(none\)\s*→\s*After: 4990/);
    expect(added).toHaveTextContent(/restock\s*Before: \(none\)\s*→\s*After: true/);
    expect(added).toHaveTextContent('Damaged in transit');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing 51 entries. That is the whole log for these filters.',
    );
    const asked = callsTo(fetchMock, '/api/admin/audit').map((url) => url.search);
    expect(asked).toEqual(['?limit=50', '?after=c1&limit=50']);
  });

  it('filters by person and by subject, from the form and from a row', async () => {
    const fetchMock = stubSignedIn(STAFF, (call) =>
      call.path === '/api/admin/audit'
        ? { body: { entries: firstPage.slice(0, 2), next: null } }
        : undefined,
    );
    renderConsole('/admin/audit');
    const user = userEvent.setup();
    const filters = await screen.findByRole('search', { name: 'Filter the log' });
    await user.type(within(filters).getByLabelText('Person (email or id)'), 'astrid@example.com');
    await user.selectOptions(within(filters).getByLabelText('Subject type'), 'Order');
    await user.type(within(filters).getByLabelText('Subject id'), 'A-1001{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/audit?actor=astrid%40example.com&subjectType=order&subjectId=A-1001',
      ),
    );
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/audit')).toHaveLength(2));
    expect(callsTo(fetchMock, '/api/admin/audit')[1]?.searchParams.get('actor')).toBe(
      'astrid@example.com',
    );

    await user.click(within(rowsOf()[1]!).getByRole('link', { name: 'Item item-1' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/audit?subjectType=item&subjectId=item-1',
      ),
    );
    expect(within(screen.getByRole('search')).getByLabelText('Subject id')).toHaveValue('item-1');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/audit$/));
  });

  it('says when nothing matches, and when the server refuses the filters', async () => {
    stubSignedIn(STAFF, (call) => {
      if (call.path !== '/api/admin/audit') return undefined;
      return call.query.get('subjectType') === 'nope'
        ? refusal(400, 'invalid_request')
        : { body: { entries: [], next: null } };
    });
    renderConsole('/admin/audit?actor=nobody');
    expect(await screen.findByText('No entries match these filters.')).toBeVisible();
    renderConsole('/admin/audit?subjectType=nope');
    expect(await screen.findByText('The server did not accept these filters.')).toBeVisible();
  });
});

describe('fieldChanges', () => {
  it('lists the fields of both sides, or a plain value as one', () => {
    expect(fieldChanges({ a: 1, b: 2 }, { b: 3, c: 4 })).toEqual([
      { name: 'a', before: 1, after: undefined },
      { name: 'b', before: 2, after: 3 },
      { name: 'c', before: undefined, after: 4 },
    ]);
    expect(fieldChanges('x', 'y')).toEqual([{ name: null, before: 'x', after: 'y' }]);
    expect(fieldChanges(null, null)).toEqual([]);
  });
});
