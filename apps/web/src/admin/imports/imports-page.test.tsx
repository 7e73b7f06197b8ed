import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffSession } from '../lib/staff-session';
import {
  STAFF,
  STAFF_TOKEN,
  renderConsole,
  resetStaffSession,
  stubSignedIn,
} from '../testing/console-harness';
import { IMPORT_ID, staging, stubImports, stubXhr, summary } from './import-fixtures';
import type { FakeImports } from './import-fixtures';
import { contentTypeOf } from './upload-file';

beforeEach(() => {
  resetStaffSession();
  staffSession.start(STAFF_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const location = () => screen.getByTestId('location');

describe('the imports page', () => {
  it('uploads a file with its progress, follows the staging, reports it, and applies it', async () => {
    const uploads = stubXhr();
    const server: FakeImports = {
      mappings: [{ name: 'acme', kind: 'items', columns: { id: 'ArtNr' } }],
      reads: [staging()],
      apply: () => {
        server.reads = [summary({ state: 'applying' })];
        return { status: 202, body: { import: summary({ state: 'applying' }) } };
      },
    };
    const calls = stubImports(server);
    renderConsole('/admin/imports');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
    expect(await screen.findByText('No file has been imported yet.')).toBeVisible();

    const file = new File(['id,group,name_en,weight,price_any\n'], 'parts.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('Catalog file'), file);
    await user.selectOptions(
      screen.getByLabelText('Column mapping (optional)'),
      await screen.findByRole('option', { name: 'acme (Items)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const [xhr] = uploads;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/admin/imports?fileName=parts.csv&mapping=acme');
    expect(xhr?.body).toBe(file);
    expect(xhr?.headers).toMatchObject({
      'content-type': 'text/csv',
      authorization: `Bearer ${STAFF_TOKEN}`,
    });
    expect(screen.getByText('Uploading parts.csv…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Stop the upload' })).toHaveFocus();

    xhr?.progress(50, 100);
    const sent = screen.getByRole('progressbar', { name: 'Upload of parts.csv' });
    expect(sent).toHaveAttribute('value', '50');
    expect(sent).toHaveAttribute('aria-valuetext', '50 % sent');

    xhr?.respond(202, { import: staging() });
    await waitFor(() => expect(location()).toHaveTextContent(`/imports/${IMPORT_ID}`));
    expect(screen.getByRole('heading', { level: 1, name: 'Import: parts.csv' })).toBeVisible();
    expect(screen.getByText('Reading the file…')).toHaveAttribute('role', 'status');
    const reading = screen.getByRole('progressbar', { name: 'Reading the file' });
    expect(reading).toHaveAttribute('value', '40');
    expect(reading).toHaveAttribute('aria-valuetext', '40 % done');
    expect(screen.getByText('Rows read').nextSibling).toHaveTextContent('1,200');
    expect(screen.getByText('Rows per second').nextSibling).toHaveTextContent('600');
    expect(screen.getByText('Time left').nextSibling).toHaveTextContent('About 3 minutes');

    // Staging ends: the report takes the focus, its problems in the console's words.
    server.reads = [summary()];
    const report = await screen.findByRole('heading', { name: 'Report' });
    await waitFor(() => expect(report).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'The file has been read. Check the report, then apply or cancel the import.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Kind of rows: Items')).toBeVisible();
    expect(screen.getByText('To create').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Invalid').nextSibling).toHaveTextContent('2');
    const problems = screen.getByRole('table', { name: 'Problems found in the file' });
    expect(rowsOf(problems)).toEqual([
      ['3', 'price_any', 'Not a number: 12,x', '12,x'],
      ['5', 'group', 'No such item group: wheels', 'wheels'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Apply the valid rows' }));
    const confirm = screen.getByRole('heading', { name: 'Apply this import to the catalog?' });
    expect(confirm).toHaveFocus();
    expect(screen.getByText(/Rows to create: 1\. Rows to update: 1\./)).toHaveTextContent(
      'The 2 invalid rows are left out.',
    );
    calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Yes, apply the valid rows' }));
    expect(await screen.findByText('Applying the import to the catalog…')).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Applying to the catalog' })).toBeVisible();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: `/api/admin/imports/${IMPORT_ID}/apply`,
      body: { mode: 'valid' },
    });

    // The server finishes; the next read says so.
    server.reads = [summary({ state: 'applied', applied: { mode: 'valid', rows: 2 } })];
    const applied = await screen.findByText('Applied: 2 rows written.');
    await waitFor(() => expect(applied).toHaveFocus());
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel import' })).toBeNull();
  });

  it('asks for a file before uploading, and says when the server refuses one', async () => {
    const uploads = stubXhr();
    stubImports({ reads: [summary()] });
    renderConsole('/admin/imports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    const input = screen.getByLabelText('Catalog file');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(/Choose a file to upload\./);
    expect(uploads).toEqual([]);

    await user.upload(input, new File(['{}\n'], 'stock.jsonl'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(uploads[0]?.url).toBe('/api/admin/imports?fileName=stock.jsonl');
    expect(uploads[0]?.headers['content-type']).toBe('application/x-ndjson');
    uploads[0]?.respond(413, { code: 'payload_too_large', message: 'The file is too large.' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file is too large.');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('stops an upload on request', async () => {
    const uploads = stubXhr();
    stubImports({ reads: [summary()] });
    renderConsole('/admin/imports');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Catalog file'), new File(['x'], 'a.csv'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await user.click(screen.getByRole('button', { name: 'Stop the upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload was stopped. Nothing was imported.',
    );
    expect(uploads).toHaveLength(1);
    expect(location()).toHaveTextContent('/imports');
  });

  it('lists the recent imports, each linked to its page', async () => {
    stubImports({
      reads: [summary()],
      list: [
        summary({ state: 'applied', applied: { mode: 'all', rows: 4 } }),
        staging({ id: 'imp-0', fileName: 'cars.jsonl', createdBy: 'olga@example.com' }),
      ],
    });
    renderConsole('/admin/imports');
    const table = await screen.findByRole('table', { name: 'Imports, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['File', 'State', 'Rows', 'By', 'When']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'parts.csv' })).toHaveAttribute(
      'href',
      `/admin/imports/${IMPORT_ID}`,
    );
    expect(rows[0]).toHaveTextContent(/parts\.csvApplied4astrid@example\.com/);
    expect(rows[1]).toHaveTextContent(/cars\.jsonlReading1,200olga@example\.com/);
  });

  it('is refused to staff, and not in their navigation', async () => {
    stubSignedIn(STAFF);
    renderConsole('/admin/imports/imp-1');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Imports' })).toBeNull();
  });
});

describe('contentTypeOf', () => {
  it('names CSV and JSON Lines, and leaves anything else to the server', () => {
    expect(contentTypeOf('Parts.CSV')).toBe('text/csv');
    expect(contentTypeOf('a.ndjson')).toBe('application/x-ndjson');
    expect(contentTypeOf('a.xlsx')).toBe('application/octet-stream');
  });
});
