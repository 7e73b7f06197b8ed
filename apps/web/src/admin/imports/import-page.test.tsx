import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_PROBLEM_CODES } from '@shop/domain';
import { consoleI18nWith } from '../i18n';
import en from '../i18n/en.json';
import fi from '../i18n/fi.json';
import sv from '../i18n/sv.json';
import { staffSession } from '../lib/staff-session';
import { STAFF_TOKEN, renderConsole, resetStaffSession } from '../testing/console-harness';
import { CLEAN_REPORT, IMPORT_ID, REPORT, staging, stubImports, summary } from './import-fixtures';
import type { FakeImports } from './import-fixtures';
import { problemText } from './import-labels';

beforeEach(() => {
  resetStaffSession();
  staffSession.start(STAFF_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

const PAGE = `/admin/imports/${IMPORT_ID}`;
const button = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status');

describe('an import’s page', () => {
  it('applies a clean file in full after a confirmation, which can be left', async () => {
    const server: FakeImports = {
      reads: [summary({ report: CLEAN_REPORT })],
      apply: () => {
        server.reads = [summary({ state: 'applied', applied: { mode: 'all', rows: 2 } })];
        return { status: 202, body: { import: summary({ state: 'applying' }) } };
      },
    };
    const calls = stubImports(server);
    renderConsole(PAGE);
    const user = userEvent.setup();
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Apply the valid rows' })).toBeNull();
    expect(screen.getByText('No problems were found.')).toBeVisible();

    await user.click(apply);
    expect(
      screen.getByRole('heading', { name: 'Apply this import to the catalog?' }),
    ).toHaveFocus();
    expect(screen.getByText('Rows to create: 2. Rows to update: 1.')).toBeVisible();
    await user.click(button('Go back'));
    expect(button('Apply')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(button('Apply'));
    await user.click(button('Yes, apply'));
    await waitFor(() => expect(status()).toHaveTextContent('Applied: 2 rows written.'));
    expect(status()).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/admin/imports/${IMPORT_ID}/apply`, body: { mode: 'all' } },
    ]);
    expect(screen.getByText('State').nextSibling).toHaveTextContent('Applied');
  });

  it('keeps Apply off while rows are invalid, offers the valid rows, and says when problems are cut', async () => {
    stubImports({ reads: [summary({ report: { ...REPORT, rows: 7, invalid: 5 } })] });
    renderConsole(PAGE);
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription(
      'Some rows are invalid, so the whole file cannot be applied. Correct the file and upload it again, or apply only the valid rows.',
    );
    expect(button('Apply the valid rows')).toBeEnabled();
    expect(
      screen.getByText('Only the first 2 problems are listed; 5 rows are invalid in all.'),
    ).toBeVisible();
  });

  it('offers nothing to apply when no row is valid', async () => {
    const report = { ...REPORT, rows: 2, create: 0, update: 0, unchanged: 0, invalid: 2 };
    stubImports({ reads: [summary({ report })] });
    renderConsole(PAGE);
    expect(await screen.findByRole('button', { name: 'Apply' })).toHaveAccessibleDescription(
      'No row is valid, so there is nothing to apply. Correct the file and upload it again.',
    );
    expect(screen.queryByRole('button', { name: 'Apply the valid rows' })).toBeNull();
    expect(button('Cancel import')).toBeEnabled();
  });

  it('cancels an import, even one still being read', async () => {
    const server: FakeImports = {
      reads: [staging()],
      cancel: () => {
        const cancelled = summary({ state: 'cancelled', report: null });
        server.reads = [cancelled];
        return { body: { import: cancelled } };
      },
    };
    const calls = stubImports(server);
    renderConsole(PAGE);
    const user = userEvent.setup();
    expect(await screen.findByRole('progressbar', { name: 'Reading the file' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    await user.click(button('Cancel import'));
    await waitFor(() =>
      expect(status()).toHaveTextContent('The import was cancelled. The catalog is unchanged.'),
    );
    expect(status()).toHaveFocus();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel import' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: `/api/admin/imports/${IMPORT_ID}/cancel`, body: undefined },
    ]);
  });

  it('shows the server’s refusal to apply and reads the import again', async () => {
    const server: FakeImports = {
      reads: [summary({ report: CLEAN_REPORT })],
      apply: () => {
        server.reads = [summary({ state: 'cancelled', report: CLEAN_REPORT })];
        return {
          status: 409,
          body: { code: 'import_not_staged', message: 'The import is no longer staged.' },
        };
      },
    };
    stubImports(server);
    renderConsole(PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.click(button('Yes, apply'));
    await waitFor(() =>
      expect(status()).toHaveTextContent('The import was cancelled. The catalog is unchanged.'),
    );
    // The refusal's words stay; the state that explains it takes the focus.
    expect(status()).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The import is no longer staged.');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('shows why a failed import failed, in English', async () => {
    stubImports({
      reads: [summary({ state: 'failed', report: null, error: 'disk full' })],
    });
    renderConsole(PAGE);
    expect(await screen.findByText('The import failed.')).toBeVisible();
    const why = screen.getByText('disk full');
    expect(why).toHaveAttribute('lang', 'en');
    expect(why.parentElement).toHaveTextContent('What went wrong (in English): disk full');
  });

  it('says so for an unknown import', async () => {
    stubImports({ reads: [summary()] });
    renderConsole('/admin/imports/nope');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('There is no such import.')).toBeVisible();
  });
});

describe('problemText', () => {
  it('words every problem code in each language, with its value', () => {
    for (const [language, texts] of [
      ['en', en],
      ['sv', sv],
      ['fi', fi],
    ] as const) {
      const { t } = consoleI18nWith(language, { [language]: texts });
      for (const code of IMPORT_PROBLEM_CODES) {
        const text = problemText(t, { code, value: 'X-42' });
        expect(text, `${language} ${code}`).not.toMatch(/^imports\./);
        if (!['empty_file', 'required'].includes(code)) expect(text).toContain('X-42');
      }
      expect(problemText(t, { code: 'bad_json', value: null })).not.toContain('(');
    }
  });
});
