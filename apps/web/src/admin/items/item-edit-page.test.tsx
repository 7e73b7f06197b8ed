import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminItem, AdminItemPatch } from '@shop/domain';
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
import { parseEuros } from './euros';

beforeEach(() => {
  resetStaffSession();
  staffSession.start(STAFF_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

const ID = '0123456789abcdef01234567';
const PATH = `/api/admin/items/${ID}`;
const item: AdminItem = {
  _id: ID,
  group: 'brakes',
  references: ['30681436'],
  stock: { quantity: 4 },
  prices: [
    { brand: 'any', price: 1990, watermark: 1200, increment: 200 },
    { brand: 'genuine', price: 4590, watermark: null, increment: null },
  ],
  texts: {
    en: { name: 'Brake disc', description: 'Front, vented.' },
    sv: { name: 'Bromsskiva', description: 'Fram, ventilerad.' },
    fi: null,
  },
};

/** A fake item API: GET answers the item, PATCH `onPatch`'s answer. */
function stubItem(
  me: typeof ADMIN,
  onPatch: (call: ConsoleCall) => ConsoleAnswer = () => ({ body: item }),
) {
  const patches: AdminItemPatch[] = [];
  stubSignedIn(me, (call) => {
    if (call.path !== PATH) return undefined;
    if (call.method === 'GET') return { body: item };
    patches.push(call.body as AdminItemPatch);
    return onPatch(call);
  });
  return patches;
}

const group = (name: string) => screen.getByRole('group', { name });
const retype = async (
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  text: string,
) => {
  await user.clear(input);
  if (text) await user.type(input, text);
};

describe("an item's page", () => {
  it('sends an admin’s changed fields only, prices in cents, and shows the saved item', async () => {
    const saved: AdminItem = {
      ...item,
      stock: { quantity: 6 },
      prices: [
        { brand: 'any', price: 1250, watermark: 1200, increment: 200 },
        { brand: 'genuine', price: 4590, watermark: null, increment: 50 },
      ],
      texts: { ...item.texts, sv: null, fi: { name: 'Jarrulevy', description: '' } },
    };
    const patches = stubItem(ADMIN, () => ({ body: saved }));
    renderConsole(`/admin/items/${ID}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brake disc' })).toBeVisible();
    const any = within(group('Any brand'));
    expect(any.getByLabelText('Price (€)')).toHaveValue('19.90');
    expect(any.getByLabelText('Watermark (€)')).toHaveValue('12.00');
    expect(within(group('Genuine')).getByLabelText('Increment (€)')).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'OEM' })).toBeNull();

    await retype(user, screen.getByLabelText('Stock (units on the shelf)'), '6');
    await retype(user, any.getByLabelText('Price (€)'), '12,50');
    await retype(user, within(group('Genuine')).getByLabelText('Increment (€)'), '0.5');
    await retype(user, within(group('Swedish')).getByLabelText('Name'), '');
    await retype(user, within(group('Swedish')).getByLabelText('Description'), '');
    await retype(user, within(group('Finnish')).getByLabelText('Name'), 'Jarrulevy');
    await user.type(screen.getByLabelText('Reason (optional)'), 'Supplier list 2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Saved.');
    expect(status).toHaveFocus();
    expect(patches).toEqual([
      {
        stock: 6,
        prices: { any: { price: 1250 }, genuine: { increment: 50 } },
        texts: { sv: null, fi: { name: 'Jarrulevy', description: '' } },
        reason: 'Supplier list 2026',
      },
    ]);
    // The form now shows the saved item and starts again from it.
    expect(any.getByLabelText('Price (€)')).toHaveValue('12.50');
    expect(within(group('Genuine')).getByLabelText('Increment (€)')).toHaveValue('0.50');
    expect(screen.getByLabelText('Reason (optional)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing has changed, so nothing was saved.')).toHaveFocus();
    expect(patches).toHaveLength(1);
  });

  it('lets staff change the stock, with prices and texts read only', async () => {
    const patches = stubItem(STAFF, () => ({ body: { ...item, stock: { quantity: 9 } } }));
    renderConsole(`/admin/items/${ID}`);
    const user = userEvent.setup();
    const prices = await screen.findByRole('table', {
      name: 'Prices per brand, in euros including VAT',
    });
    expect(screen.getByText('Only an admin can change prices and texts.')).toBeVisible();
    const rows = within(prices)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Any brand19.90 €12.00 €2.00 €', 'Genuine45.90 €(none)(none)']);
    expect(screen.queryByLabelText('Price (€)')).toBeNull();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.getByText('Not translated: the shop shows the English text.')).toBeVisible();

    await retype(user, screen.getByLabelText('Stock (units on the shelf)'), '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(patches).toEqual([{ stock: 9 }]);
    expect(screen.getByLabelText('Stock (units on the shelf)')).toHaveValue('9');
  });

  it('shows the server’s refusal, and checks typed figures before sending', async () => {
    const patches = stubItem(ADMIN, () => ({
      status: 403,
      body: { code: 'forbidden', message: 'Only an admin may change prices, texts and settings.' },
    }));
    renderConsole(`/admin/items/${ID}`);
    const user = userEvent.setup();
    const price = within(await screen.findByRole('group', { name: 'Any brand' })).getByLabelText(
      'Price (€)',
    );
    await retype(user, price, '12,505');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(price).toHaveFocus();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Enter a price above zero in euros, such as 12,50.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '1 field needs a correction before saving.',
    );
    expect(patches).toEqual([]);

    await retype(user, price, '21');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('Only an admin may change prices, texts and settings.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(patches).toEqual([{ prices: { any: { price: 2100 } } }]);
    expect(price).toHaveValue('21');
  });

  it('says so when there is no such item', async () => {
    stubSignedIn(STAFF);
    renderConsole(`/admin/items/${ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(`There is no item ${ID}.`);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to the items' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/items$/));
  });
});

describe('parseEuros', () => {
  it('reads euros with a comma or a dot, at most two decimals, into cents', () => {
    expect(parseEuros('12,50')).toBe(1250);
    expect(parseEuros('12.5')).toBe(1250);
    expect(parseEuros(' 1 234,05 ')).toBe(123405);
    expect(parseEuros('0,01')).toBe(1);
    expect(parseEuros('7')).toBe(700);
    expect(parseEuros(',5')).toBe(50);
    for (const bad of ['', '12,505', '1.234,50', '-3', '12€', 'abc'])
      expect(parseEuros(bad)).toBeNull();
  });
});
