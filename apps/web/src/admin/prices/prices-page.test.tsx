import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkPricePreview, PriceChangeResult } from '@shop/domain';
import { staffSession } from '../lib/staff-session';
import {
  ADMIN,
  STAFF,
  STAFF_TOKEN,
  renderConsole,
  resetStaffSession,
  stubSignedIn,
} from '../testing/console-harness';
import type { ConsoleAnswer, ConsoleCall } from '../testing/console-harness';
import { EMPTY_BULK_FORM, requestOf } from './bulk-request';

beforeEach(() => {
  resetStaffSession();
  staffSession.start(STAFF_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'n'.repeat(22) + 'h'.repeat(43);
const A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const preview: BulkPricePreview = {
  token: TOKEN,
  changes: [
    { item: A, brand: 'any', old: 1990, new: 2190, name: 'Brake disc' },
    { item: B, brand: 'genuine', old: 10000, new: 10990, name: 'Brake caliper' },
  ],
};
const { changes: previewed } = preview;
const changes = previewed.map(({ name: _, ...change }) => change);
const applied: PriceChangeResult = { auditId: 'audit-7', changes, applied: true };

type Api = Partial<Record<string, (call: ConsoleCall) => ConsoleAnswer>>;

/** A fake bulk price API answering each path by `api`, keeping the calls' bodies. */
function stubPrices(api: Api) {
  const calls: { path: string; body: unknown }[] = [];
  stubSignedIn(ADMIN, (call) => {
    const answer = api[call.path];
    if (!answer) return undefined;
    calls.push({ path: call.path, body: call.body });
    return answer(call);
  });
  return calls;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Item group'), 'brakes');
  await user.selectOptions(screen.getByLabelText('Brand'), 'Any brand');
  await user.click(screen.getByRole('radio', { name: 'An amount in euros' }));
  await user.type(screen.getByLabelText('Amount (€)'), '2');
  await user.selectOptions(screen.getByLabelText('Rounding'), 'Ends in ,90');
}

const request = {
  selection: { group: 'brakes', brand: 'any' },
  adjustment: { type: 'amount', direction: 'up', amount: 200 },
  rounding: 'end90',
};

describe('the bulk price page', () => {
  it('previews, applies the preview with its token, and undoes it', async () => {
    const calls = stubPrices({
      '/api/admin/bulk-price/preview': () => ({ body: preview }),
      '/api/admin/bulk-price/apply': () => ({ body: applied }),
      '/api/admin/audit/audit-7/undo': () => ({
        body: { auditId: 'audit-8', changes, applied: true },
      }),
    });
    renderConsole('/admin/prices');
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const status = await screen.findByText('2 prices would change.');
    expect(status).toHaveFocus();
    const table = screen.getByRole('table', { name: 'Price changes in this preview' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Item', 'Name', 'Brand', 'Old price', 'New price']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([
      [A, 'Brake disc', 'Any brand', '19.90 €', '21.90 €'],
      [B, 'Brake caliper', 'Genuine', '100.00 €', '109.90 €'],
    ]);

    await user.type(screen.getByLabelText('Reason (optional)'), 'Autumn prices');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const done = await screen.findByText('Applied 2 price changes.');
    expect(done).toHaveFocus();
    expect(screen.getByRole('link', { name: 'See this change in the audit log' })).toHaveAttribute(
      'href',
      `/admin/audit?subjectType=item&subjectId=bulk-price%3A${TOKEN}`,
    );

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: 2 prices are back as they were.')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(calls).toEqual([
      { path: '/api/admin/bulk-price/preview', body: request },
      {
        path: '/api/admin/bulk-price/apply',
        body: { ...request, token: TOKEN, reason: 'Autumn prices' },
      },
      { path: '/api/admin/audit/audit-7/undo', body: undefined },
    ]);
  });

  it('asks for a new preview when prices moved since (409), and disables buttons meanwhile', async () => {
    let applies = 0;
    let release = () => {};
    const calls = stubPrices({
      '/api/admin/bulk-price/preview': () => ({ body: preview }),
      '/api/admin/bulk-price/apply': () => {
        applies += 1;
        return {
          status: 409,
          body: { code: 'stale_preview', message: 'Prices have changed since the preview.' },
        };
      },
    });
    renderConsole('/admin/prices');
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('2 prices would change.');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Prices have changed since the preview, so nothing was applied. Preview the change again.',
    );
    expect(alert).toHaveFocus();
    expect(applies).toBe(1);
    // The stale preview is gone: nothing to apply until a new preview.
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();

    // Preview again: the same request, a new preview; the buttons wait while it is under way.
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        await held;
        calls.push({ path: String(input), body: JSON.parse(String(init?.body)) });
        return new Response(JSON.stringify(preview), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    await user.click(within(alert).getByRole('button', { name: 'Preview again' }));
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    release();
    expect(await screen.findByText('2 prices would change.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();
    expect(calls.map((c) => c.path)).toEqual([
      '/api/admin/bulk-price/preview',
      '/api/admin/bulk-price/apply',
      '/api/admin/bulk-price/preview',
    ]);
    expect(calls[2]?.body).toEqual(request);
  });

  it('shows the server’s refusal of a preview, and asks for a selection before sending', async () => {
    const calls = stubPrices({
      '/api/admin/bulk-price/preview': () => ({
        status: 400,
        body: { code: 'price_out_of_range', message: 'The change would take a price to zero.' },
      }),
    });
    renderConsole('/admin/prices');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Percentage (%)'), '7,5');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const search = screen.getByLabelText('Search (id, part number or name)');
    expect(search).toHaveFocus();
    expect(search).toHaveAccessibleDescription('Give a search, a group, a car or a brand.');
    expect(calls).toEqual([]);

    await user.type(search, 'caliper');
    await user.click(screen.getByRole('radio', { name: 'Lower' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The change would take a price to zero.',
    );
    expect(calls[0]?.body).toEqual({
      selection: { q: 'caliper' },
      adjustment: { type: 'percent', direction: 'down', percent: 7.5 },
      rounding: 'none',
    });
  });

  it('is refused to staff', async () => {
    stubSignedIn(STAFF);
    renderConsole('/admin/prices');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  });
});

describe('requestOf', () => {
  it('checks slugs and sizes, and leaves out empty conditions', () => {
    const values = { ...EMPTY_BULK_FORM, car: ' Volvo-240 ', size: '10' };
    expect(requestOf(values)).toEqual({
      request: {
        selection: { car: 'volvo-240' },
        adjustment: { type: 'percent', direction: 'up', percent: 10 },
        rounding: 'none',
      },
      problems: [],
    });
    expect(requestOf({ ...values, group: 'brakes & more', size: '0' }).problems).toEqual([
      { field: 'group', message: 'prices.errors.slug' },
      { field: 'size', message: 'prices.errors.percent' },
    ]);
  });
});
