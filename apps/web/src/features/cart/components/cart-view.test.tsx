import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredCart } from '@shop/domain';
import { MAX_LINE_QUANTITY } from '@shop/domain';
import { droppedNotice } from '../cart.restore';
import { cartStore } from '../../../lib/cart-store';
import {
  ID_A,
  ID_B,
  ID_C,
  ID_GONE,
  bodiesOf,
  entry,
  makeItem,
  renderCart,
  stubCartServer,
} from '../testing/cart.fixtures';
import { CartView } from './cart-view';

const plain = makeItem(ID_A, { name: 'Brake disc', weight: 4200 });
const branded = makeItem(ID_B, {
  name: 'Oil filter',
  price: 500,
  prices_typed: { any: entry(500), oem: entry(800), genuine: entry(1200) },
});
const withFee = makeItem(ID_C, {
  name: 'Gasket',
  price: 300,
  prices_typed: { any: entry(300, { watermark: 1000, increment: 200 }) },
});
const catalog = [plain, branded, withFee];

function fill(cart: StoredCart) {
  localStorage.setItem('cart', JSON.stringify(cart));
  cartStore.refresh();
}

const line = (quantity: number, brand = 'any', car: string | null = null) => ({
  quantity,
  brand,
  car,
});

const grid = () => screen.findByRole('table', { name: 'Parts in your cart' });
const rowOf = async (name: string) =>
  (await grid()) && screen.getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  localStorage.clear();
  cartStore.refresh();
  droppedNotice.dismiss();
});
afterEach(() => vi.unstubAllGlobals());

describe('CartView', () => {
  it('says the cart is empty, without bin or share button', () => {
    const fetchMock = stubCartServer(catalog);
    renderCart(<CartView />);
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Empty the cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share cart' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's lines with links, totals and weight", async () => {
    fill({ [ID_A]: line(2, 'any', 'volvo-240'), [ID_B]: line(1) });
    const fetchMock = stubCartServer(catalog);
    renderCart(<CartView />);
    const disc = await rowOf('Brake disc');
    expect(within(disc).getByRole('link', { name: 'Brake disc' })).toHaveAttribute(
      'href',
      `/car/volvo-240/brakes/item/${ID_A}`,
    );
    expect(within(disc).getByRole('spinbutton', { name: 'Quantity of Brake disc' })).toHaveValue(2);
    expect(within(disc).getByText('20.00 €')).toBeInTheDocument();
    expect(within(disc).getByText(/Ships around \d{4}-\d{2}-\d{2}/)).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('25.00 €');
    expect(screen.getByText('Total weight').nextElementSibling).toHaveTextContent('8.9 kg');
    expect(bodiesOf(fetchMock, '/api/cart/')).toEqual([
      { cart: { [ID_A]: line(2, 'any', 'volvo-240'), [ID_B]: line(1) } },
    ]);
  });

  it('offers a brand select only for items sold in more than one brand', async () => {
    fill({ [ID_A]: line(1), [ID_B]: line(1, 'oem') });
    stubCartServer(catalog);
    renderCart(<CartView />);
    await grid();
    expect(screen.queryByRole('combobox', { name: 'Brand of Brake disc' })).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Brand of Oil filter' });
    expect(select).toHaveValue('oem');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any brand', 'OEM', 'Genuine']);
    await userEvent.selectOptions(select, 'genuine');
    expect(cartStore.getSnapshot()[ID_B]).toEqual(line(1, 'genuine'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Oil filter/ })).getAllByText('12.00 €'),
      ).toHaveLength(2),
    );
  });

  it("shows a positive fee as '+amount' with a help tooltip", async () => {
    fill({ [ID_A]: line(1), [ID_C]: line(1) });
    stubCartServer(catalog);
    renderCart(<CartView />);
    const gasket = await rowOf('Gasket');
    expect(within(gasket).getByText('4.00 €').parentElement).toHaveTextContent(/^\+4\.00 €$/);
    const help = within(gasket).getByRole('button', { name: 'About the small-order fee' });
    fireEvent.focus(help);
    expect(screen.getByRole('tooltip')).toHaveTextContent(/small-order fee/);
    expect(within(screen.getByRole('row', { name: /Brake disc/ })).queryByText(/^\+\d/)).toBeNull();
    expect(
      within(screen.getByRole('row', { name: /Brake disc/ })).queryByRole('button', {
        name: 'About the small-order fee',
      }),
    ).toBeNull();
  });

  it('keeps a line hidden until its price is positive', async () => {
    const free = makeItem(ID_C, { name: 'Free sample', price: 0, prices_typed: { any: entry(0) } });
    fill({ [ID_A]: line(1), [ID_C]: line(1) });
    stubCartServer([plain, free]);
    renderCart(<CartView />);
    expect(screen.getByText('Loading your cart…')).toBeInTheDocument();
    await rowOf('Brake disc');
    expect(screen.queryByRole('row', { name: /Free sample/ })).toBeNull();
  });

  it('asks the server again on every change; 0 or an empty field removes nothing', async () => {
    fill({ [ID_A]: line(2) });
    const fetchMock = stubCartServer(catalog);
    renderCart(<CartView />);
    const field = within(await rowOf('Brake disc')).getByRole('spinbutton');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.change(field, { target: { value: '' } });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(cartStore.getSnapshot()[ID_A]?.quantity).toBe(2);
    fireEvent.blur(field);
    expect(field).toHaveValue(2);
    fireEvent.change(field, { target: { value: '5' } });
    expect(cartStore.getSnapshot()[ID_A]?.quantity).toBe(5);
    await userEvent.click(
      screen.getByRole('button', { name: 'Increase the quantity of Brake disc' }),
    );
    expect(field).toHaveValue(6);
    await waitFor(() =>
      expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('60.00 €'),
    );
    expect(bodiesOf(fetchMock, '/api/cart/').map((b) => JSON.stringify(b))).toEqual([
      JSON.stringify({ cart: { [ID_A]: line(2) } }),
      JSON.stringify({ cart: { [ID_A]: line(5) } }),
      JSON.stringify({ cart: { [ID_A]: line(6) } }),
    ]);
  });

  it(`sets ${MAX_LINE_QUANTITY}, the most one line holds, for more, and says so`, async () => {
    fill({ [ID_A]: line(2) });
    stubCartServer(catalog);
    renderCart(<CartView />);
    const row = await rowOf('Brake disc');
    const field = within(row).getByRole('spinbutton', { name: 'Quantity of Brake disc' });
    expect(field).toHaveAttribute('max', String(MAX_LINE_QUANTITY));
    expect(within(row).queryByRole('status')).toBeNull();
    fireEvent.change(field, { target: { value: '1000' } });
    expect(cartStore.getSnapshot()[ID_A]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(field).toHaveValue(MAX_LINE_QUANTITY);
    const limit = within(row).getByRole('status');
    expect(limit).toHaveTextContent(`At most ${MAX_LINE_QUANTITY} of one part per order.`);
    expect(field).toHaveAccessibleDescription(limit.textContent ?? '');
    expect(
      screen.getByRole('button', { name: 'Increase the quantity of Brake disc' }),
    ).toBeDisabled();
    await userEvent.click(
      screen.getByRole('button', { name: 'Decrease the quantity of Brake disc' }),
    );
    expect(within(row).queryByRole('status')).toBeNull();
  });

  it('shows a note given for a line beside that line only', async () => {
    fill({ [ID_A]: line(1), [ID_B]: line(1) });
    stubCartServer(catalog);
    renderCart(<CartView notes={{ [ID_B]: 'This part is not sold in the chosen brand.' }} />);
    const filter = await rowOf('Oil filter');
    expect(filter).toHaveTextContent('This part is not sold in the chosen brand.');
    expect(screen.getByRole('row', { name: /Brake disc/ })).not.toHaveTextContent(/not sold/);
  });

  it('takes the brand the server priced a line in when the item is not sold in the stored one', async () => {
    const anyOnly = makeItem(ID_B, { name: 'Oil filter', prices_typed: { any: entry(500) } });
    fill({ [ID_B]: line(2, 'genuine') });
    stubCartServer([anyOnly]);
    renderCart(<CartView />);
    await rowOf('Oil filter');
    await waitFor(() => expect(cartStore.getSnapshot()[ID_B]).toEqual(line(2, 'any')));
  });

  it('removes a line with its delete button, and empties with the bin', async () => {
    fill({ [ID_A]: line(1), [ID_B]: line(1) });
    stubCartServer(catalog);
    renderCart(<CartView />);
    await rowOf('Brake disc');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Brake disc from the cart' }));
    expect(screen.queryByRole('row', { name: /Brake disc/ })).toBeNull();
    expect(Object.keys(cartStore.getSnapshot())).toEqual([ID_B]);
    // The focus moves to the remove button now in the removed line's place, not to <body>.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Oil filter from the cart' })).toHaveFocus(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Oil filter from the cart' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cart' })).toHaveFocus());
    fill({ [ID_B]: line(1) });
    await rowOf('Oil filter');
    await userEvent.click(screen.getByRole('button', { name: 'Empty the cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Click again to empty the cart' }));
    expect(cartStore.getSnapshot()).toEqual({});
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('announces the lines and the new total after a change, and an emptied cart', async () => {
    fill({ [ID_A]: line(1), [ID_B]: line(1) });
    stubCartServer(catalog);
    renderCart(<CartView />);
    await rowOf('Brake disc');
    const said = () =>
      screen
        .getAllByRole('status')
        .map((status) => status.textContent ?? '')
        .join(' ');
    // The cart as it loads is not announced.
    expect(said()).not.toMatch(/in the cart/);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Brake disc from the cart' }));
    await waitFor(() => expect(said()).toContain('1 part in the cart, total 5.00 €.'));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Oil filter' }), {
      target: { value: '3' },
    });
    await waitFor(() => expect(said()).toContain('1 part in the cart, total 15.00 €.'));
    await userEvent.click(screen.getByRole('button', { name: 'Empty the cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Click again to empty the cart' }));
    await waitFor(() => expect(said()).toContain('The cart is empty.'));
  });

  it('drops lines the server does not know, with a notice', async () => {
    fill({ [ID_A]: line(1), [ID_GONE]: line(1) });
    stubCartServer(catalog);
    renderCart(<CartView />);
    await rowOf('Brake disc');
    await waitFor(() => expect(Object.keys(cartStore.getSnapshot())).toEqual([ID_A]));
    expect(
      screen.getByText('1 part in your cart is no longer sold and has been removed.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText(/no longer sold/)).toBeNull();
  });

  it("says 'something went wrong' when the cart call fails", async () => {
    fill({ [ID_A]: line(1) });
    stubCartServer(catalog, ({ path }) =>
      path === '/api/cart/' ? { status: 500, body: { code: 'internal', message: 'x' } } : undefined,
    );
    renderCart(<CartView />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('shows a given cart locked: no controls', async () => {
    stubCartServer(catalog);
    act(() => cartStore.add(ID_C));
    renderCart(<CartView cart={{ [ID_B]: line(3, 'oem') }} locked />);
    const row = await rowOf('Oil filter');
    expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Empty|Share/ })).toBeNull();
    expect(within(row).getByText('OEM')).toBeInTheDocument();
  });
});
