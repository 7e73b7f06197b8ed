import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSettings } from '@shop/domain';
import { staffSession } from '../lib/staff-session';
import {
  ADMIN,
  STAFF_TOKEN,
  callsTo,
  renderConsole,
  resetStaffSession,
  stubSignedIn,
} from '../testing/console-harness';
import type { ConsoleAnswer, ConsoleCall } from '../testing/console-harness';

beforeEach(() => {
  resetStaffSession();
  staffSession.start(STAFF_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

const SETTINGS: AdminSettings = {
  currencies: [
    { code: 'SEK', symbol: 'kr', euro_rate: 11.2, exponent: 2 },
    { code: 'EUR', symbol: '€', euro_rate: 1, exponent: 2 },
    { code: 'NOK', symbol: 'NOK', euro_rate: 11.6, exponent: 2 },
  ],
  minimumArrival: '2025-01-01',
  countries: [
    {
      _id: 'SE',
      name: 'Sweden',
      vat: 2500,
      gratis_threshold: 50_000,
      transports: ['letter', 'parcel'],
      payments: ['swish', 'invoice'],
    },
    {
      _id: 'FI',
      name: 'Finland',
      vat: 2550,
      gratis_threshold: 0,
      transports: ['parcel'],
      payments: ['invoice'],
    },
  ],
  transports: [
    { _id: 'letter', name: 'Letter', disabled: false },
    { _id: 'parcel', name: 'Parcel', disabled: false },
    { _id: 'pickup-point', name: 'Pickup point', disabled: true },
  ],
  payments: [
    { _id: 'swish', name: 'Swish', disabled: false },
    { _id: 'invoice', name: 'Invoice', disabled: false },
  ],
};

const PATH = '/api/admin/settings';
const patchCalls = (fetchMock: ReturnType<typeof stubSignedIn>) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), 'http://shop.test').pathname === PATH && init?.method === 'PATCH',
  );

/** The fake API's settings: GET reads them, PATCH answers `answer` (the settings by default). */
function stubSettings(answer: (call: ConsoleCall) => ConsoleAnswer = () => ({ body: SETTINGS })) {
  return stubSignedIn(ADMIN, (call) => {
    if (call.path !== PATH) return undefined;
    return call.method === 'PATCH' ? answer(call) : { body: SETTINGS };
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the settings page', () => {
  it('shows the settings in the units staff read, EUR’s rate as fixed text', async () => {
    stubSettings();
    renderConsole('/admin/settings');
    expect(await screen.findByRole('heading', { level: 2, name: 'Currency rates' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    for (const name of ['Minimum arrival date', 'Countries', 'Shipping and payment methods'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    const rates = screen.getByRole('table', { name: 'Currencies and their euro rates' });
    const eur = within(rates).getByRole('row', { name: /EUR/ });
    expect(within(eur).queryByRole('textbox')).toBeNull();
    expect(eur).toHaveTextContent('the base currency: its rate is always 1');
    expect(field('Rate of SEK for one euro')).toHaveValue('11.2');
    expect(field('VAT in Sweden (%)')).toHaveValue('25');
    expect(field('VAT in Finland (%)')).toHaveValue('25.5');
    expect(field('Free shipping to Sweden from (€)')).toHaveValue('500');
    expect(field('Free shipping to Finland from (€)')).toHaveValue('0');
    expect(screen.getByLabelText('Earliest shipping date')).toHaveValue('2025-01-01');
    const switches = screen.getByRole('group', { name: 'Shipping methods switched on' });
    expect(within(switches).getByRole('checkbox', { name: 'Letter' })).toBeChecked();
    expect(within(switches).getByRole('checkbox', { name: 'Pickup point' })).not.toBeChecked();
  });

  it('saves only what changed, in the API’s units, typed with a comma or a dot', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const saved: AdminSettings = { ...SETTINGS, minimumArrival: '2030-01-15' };
    const fetchMock = stubSettings(() => ({ body: saved }));
    // The PATCH waits until the test has seen the button disabled.
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH') await held;
      return answer(input, init);
    });
    renderConsole('/admin/settings');
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Rate of SEK for one euro' }));
    await user.type(field('Rate of SEK for one euro'), '11,35');
    await user.clear(field('Rate of NOK for one euro'));
    await user.type(field('Rate of NOK for one euro'), '11.6');
    await user.clear(field('VAT in Finland (%)'));
    await user.type(field('VAT in Finland (%)'), '24,5');
    await user.clear(field('Free shipping to Sweden from (€)'));
    await user.type(field('Free shipping to Sweden from (€)'), '1 450.5');
    await user.clear(field('Free shipping to Finland from (€)'));
    await user.type(field('Free shipping to Finland from (€)'), '0,00');
    const date = screen.getByLabelText('Earliest shipping date');
    await user.clear(date);
    await user.type(date, '2030-01-15');

    const sweden = screen.getByText('Sweden', { selector: 'summary' });
    await user.click(sweden);
    const offered = screen.getByRole('group', { name: 'Shipping methods offered in Sweden' });
    await user.click(within(offered).getByRole('checkbox', { name: 'Pickup point' }));
    await user.click(within(offered).getByRole('checkbox', { name: 'Letter' }));
    const payments = screen.getByRole('group', { name: 'Payment methods switched on' });
    await user.click(within(payments).getByRole('checkbox', { name: 'Invoice' }));
    const transports = screen.getByRole('group', { name: 'Shipping methods switched on' });
    await user.click(within(transports).getByRole('checkbox', { name: 'Pickup point' }));
    await user.type(screen.getByLabelText('Reason for the change (optional)'), ' New rates ');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The changes are saved.'),
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveFocus();

    const sent = patchCalls(fetchMock);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]![1]!.body))).toEqual({
      currencies: [{ code: 'SEK', euro_rate: 11.35 }],
      minimumArrival: '2030-01-15',
      countries: [
        { _id: 'SE', gratis_threshold: 145_050, transports: ['parcel', 'pickup-point'] },
        { _id: 'FI', vat: 2450 },
      ],
      transports: [{ _id: 'pickup-point', disabled: false }],
      payments: [{ _id: 'invoice', disabled: true }],
      reason: 'New rates',
    });
    // The form starts again from the server's answer.
    expect(field('Rate of SEK for one euro')).toHaveValue('11.2');
    expect(screen.getByLabelText('Earliest shipping date')).toHaveValue('2030-01-15');
  });

  it('refuses a number it cannot read: the field says why, and nothing is sent', async () => {
    const fetchMock = stubSettings();
    renderConsole('/admin/settings');
    const user = userEvent.setup();
    const vat = await screen.findByRole('textbox', { name: 'VAT in Sweden (%)' });
    await user.clear(vat);
    await user.type(vat, '25,5,5');
    await user.clear(field('Rate of SEK for one euro'));
    await user.type(field('Rate of SEK for one euro'), '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some values could not be read, so nothing was saved.',
    );
    const rate = field('Rate of SEK for one euro');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription('Enter a rate above 0, such as 11,2 or 11.2.');
    expect(rate).toHaveFocus();
    expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect(vat).toHaveAccessibleDescription(
      /^VAT in per cent, such as 25 or 25,5\. .*Enter the VAT in per cent from 0 to 100/,
    );
    expect(field('VAT in Finland (%)')).not.toHaveAttribute('aria-invalid');
    expect(patchCalls(fetchMock)).toHaveLength(0);

    // Corrected, it goes.
    await user.clear(vat);
    await user.type(vat, '12');
    await user.clear(rate);
    await user.type(rate, '11.2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patchCalls(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(patchCalls(fetchMock)[0]![1]!.body))).toEqual({
      countries: [{ _id: 'SE', vat: 1200 }],
    });
    expect(vat).not.toHaveAttribute('aria-invalid');
  });

  it('sends nothing when nothing changed, and shows the server’s refusal in its words', async () => {
    const fetchMock = stubSettings(() => ({
      status: 400,
      body: { code: 'unknown_reference', message: 'atlantis is not a known country.' },
    }));
    renderConsole('/admin/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nothing has changed, so nothing was saved.',
    );
    expect(callsTo(fetchMock, PATH)).toHaveLength(1);

    await user.clear(field('VAT in Sweden (%)'));
    await user.type(field('VAT in Sweden (%)'), '25,00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('status')).toHaveTextContent('Nothing has changed');

    await user.clear(field('VAT in Sweden (%)'));
    await user.type(field('VAT in Sweden (%)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('atlantis is not a known country.'),
    );
    // Refused, the draft stays as typed, to be corrected.
    expect(field('VAT in Sweden (%)')).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });
});
