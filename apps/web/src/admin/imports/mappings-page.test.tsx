import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportMapping } from '@shop/domain';
import { staffSession } from '../lib/staff-session';
import { STAFF_TOKEN, renderConsole, resetStaffSession } from '../testing/console-harness';
import { stubImports, summary } from './import-fixtures';
import type { FakeImports } from './import-fixtures';
import { EMPTY_MAPPING, mappingOf } from './mapping-draft';

beforeEach(() => {
  resetStaffSession();
  staffSession.start(STAFF_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

const ACME: ImportMapping = {
  name: 'acme',
  kind: 'cars',
  columns: { slug: 'Code', name: 'Model' },
};

/** A fake mappings API that keeps what is saved and deleted. */
function stubMappings(mappings: ImportMapping[]) {
  const server: FakeImports = {
    reads: [summary()],
    mappings,
    saveMapping: (name, body) => {
      const saved = { name, ...(body as Omit<ImportMapping, 'name'>) };
      server.mappings = [...(server.mappings ?? []).filter((m) => m.name !== name), saved];
      return { body: { mapping: saved } };
    },
    deleteMapping: (name) => {
      server.mappings = (server.mappings ?? []).filter((m) => m.name !== name);
      return { status: 204 };
    },
  };
  const calls = stubImports(server);
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { writes };
}

describe('the column mappings page', () => {
  it('saves a mapping of a kind’s columns under its name', async () => {
    const { writes } = stubMappings([]);
    renderConsole('/admin/imports/mappings');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Column mappings' })).toBeVisible();
    expect(await screen.findByText('No mapping has been saved yet.')).toBeVisible();

    await user.type(screen.getByLabelText('Name'), 'nordparts');
    await user.selectOptions(screen.getByLabelText('Kind of rows'), 'Fits (items to cars)');
    const columns = screen.getByRole('group', {
      name: "The supplier's columns for Fits (items to cars)",
    });
    expect(
      within(columns)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('name')),
    ).toEqual(['column-item', 'column-car', 'column-condition']);
    await user.type(within(columns).getByLabelText('item (required)'), 'ArticleNo');
    await user.type(within(columns).getByLabelText('car (required)'), ' Vehicle ');
    await user.click(screen.getByRole('button', { name: 'Save mapping' }));

    const notice = await screen.findByText('Mapping nordparts saved.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/import-mappings/nordparts',
        body: { kind: 'fits', columns: { item: 'ArticleNo', car: 'Vehicle' } },
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Saved column mappings' });
    expect(within(table).getByRole('rowheader', { name: 'nordparts' })).toBeVisible();
    expect(table).toHaveTextContent('item ← ArticleNo');
    // The form is empty again, ready for the next one.
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('asks for a valid name and at least one column before saving', async () => {
    const { writes } = stubMappings([]);
    renderConsole('/admin/imports/mappings');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await user.type(name, 'bad name');
    await user.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(/Give a name of letters a–z/);
    expect(screen.getByText("Give the supplier's name for at least one column.")).toBeVisible();
    expect(writes()).toEqual([]);
  });

  it('edits and deletes a saved mapping', async () => {
    const { writes } = stubMappings([ACME]);
    renderConsole('/admin/imports/mappings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit mapping acme' }));
    expect(screen.getByRole('heading', { name: 'New or changed mapping' })).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('acme');
    expect(screen.getByLabelText('Kind of rows')).toHaveDisplayValue('Cars');
    expect(screen.getByLabelText('name (required)')).toHaveValue('Model');

    await user.click(screen.getByRole('button', { name: 'Delete mapping acme' }));
    const notice = await screen.findByText('Mapping acme deleted.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(writes()).toEqual([
      { method: 'DELETE', path: '/api/admin/import-mappings/acme', body: undefined },
    ]);
    expect(await screen.findByText('No mapping has been saved yet.')).toBeVisible();
  });
});

describe('mappingOf', () => {
  it('keeps the kind’s own columns only, trimmed, and refuses a bad name', () => {
    const values = {
      ...EMPTY_MAPPING,
      name: ' acme_2 ',
      kind: 'supersessions' as const,
      columns: { old: ' Was ', new: '', id: 'Left from items' },
    };
    expect(mappingOf(values)).toEqual({
      mapping: { name: 'acme_2', kind: 'supersessions', columns: { old: 'Was' } },
      problems: [],
    });
    expect(mappingOf({ ...values, name: '-x' }).problems).toEqual([
      { field: 'name', message: 'imports.mappings.errors.name' },
    ]);
  });
});
