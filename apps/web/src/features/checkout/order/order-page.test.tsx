import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDraftInput } from '@shop/domain';
import { SHOP_BANK, orderNumberFromReference } from '@shop/domain';
import { makeItem } from '../../../lib/testing/fake-server';
import { address, orderFor, renderCheckout, store, stubShop } from '../testing/checkout.fixtures';

const DISC = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const catalog = [makeItem(DISC, { name: 'Brake disc' })];

const draft: OrderDraftInput = {
  id: '6f1c2a9e-7d43-4b8a-9a51-2f0c3e4d5b6a',
  email: 'aino@example.com',
  currency: 'SEK',
  countryId: 'FI',
  cart: { [DISC]: { quantity: 3, brand: 'any', car: null } },
  shippingAddress: {
    ...address({ given_name: 'Aino', postal_code: '00100', city: 'Helsinki' }),
    country: 'fi',
    enabled: true,
  },
  billingAddress: { ...address({ postal_code: '00200', city: 'Espoo' }), country: 'fi' },
  transportId: 'parcel',
  paymentId: 'bank-transfer',
  language: 'en',
};

function serve(order = orderFor(draft, catalog)) {
  stubShop(catalog, ({ path, query }) =>
    path === '/api/orders/100042'
      ? query.get('key') === order.key
        ? { body: order }
        : { status: 404, body: { code: 'not_found', message: 'No such order' } }
      : undefined,
  );
  return order;
}

beforeEach(() => {
  localStorage.clear();
  store({});
});
afterEach(() => vi.unstubAllGlobals());

describe('the order page', () => {
  it('shows the order by its number and key, in its own currency', async () => {
    const order = serve();
    renderCheckout(`/order/100042?key=${order.key}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order 100042' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Awaiting payment')).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Parts in your order' });
    expect(within(grid).getByRole('row', { name: /Brake disc/ })).toHaveTextContent('3');
    // SEK at 11.5 per euro, Finnish VAT 25.5 %: 10 € of parts is 115.46 kr a unit.
    expect(within(grid).getByRole('row', { name: /Brake disc/ })).toHaveTextContent('115.46 kr');
    expect(screen.getByText('Order total').nextElementSibling).toHaveTextContent(
      `${(order.figures.total / 100).toFixed(2)} kr`,
    );
    expect(screen.getByText('VAT 25.5 %')).toBeInTheDocument();
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(shipping).toHaveTextContent('00100 Helsinki');
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent(
      '00200 Espoo',
    );
    expect(screen.getByRole('region', { name: 'Shipping method' })).toHaveTextContent('Parcel');
    expect(screen.getByRole('region', { name: 'Payment method' })).toHaveTextContent(
      'Bank transfer',
    );
  });

  it('tells a Finn paying euro by bank transfer the IBAN and a valid viitenumero', async () => {
    const order = serve(orderFor({ ...draft, currency: 'EUR' }, catalog));
    renderCheckout(`/order/100042?key=${order.key}`);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      `Please transfer ${(order.figures.total / 100).toFixed(2)} € to IBAN ${SHOP_BANK.eur.iban} (BIC ${SHOP_BANK.eur.bic}) with the reference number 10 00423.`,
    );
    expect(orderNumberFromReference('fi', '10 00423')).toBe('100042');
  });

  it('opens the invoice of an order paid by invoice, and says when it falls due', async () => {
    const placed = orderFor({ ...draft, paymentId: 'invoice' }, catalog);
    const order = serve({
      ...placed,
      status: 'awaiting_shipment',
      createdAt: '2026-03-10T09:00:00Z',
    });
    renderCheckout(`/order/100042?key=${order.key}`);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      `Pay the invoice of ${(order.figures.total / 100).toFixed(2)} kr by 2026-03-24`,
    );
    const link = within(note).getByRole('link', { name: 'Open invoice 100042 (PDF)' });
    expect(link).toHaveAttribute('href', `/api/orders/100042/invoice?key=${order.key}`);
  });

  it('offers no invoice for an order paid another way', async () => {
    const order = serve();
    renderCheckout(`/order/100042?key=${order.key}`);
    await screen.findByRole('heading', { level: 1, name: 'Order 100042' });
    expect(screen.queryByRole('link', { name: /invoice/i })).not.toBeInTheDocument();
  });

  it('promises no date the catalog does not know', async () => {
    // Placed on 2026-03-10: an earlier date is the catalog's "unknown".
    const placed = orderFor(draft, catalog);
    const line = placed.lines[0]!;
    const order = serve({
      ...placed,
      lines: [
        {
          ...line,
          stockedQuantity: 1,
          backorderQuantity: 2,
          arrival: '2026-03-11',
          backorderArrival: '2026-03-08',
        },
        { ...line, itemId: 'x', brand: 'oem', backorderQuantity: 0, arrival: '2025-12-29' },
      ],
    });
    renderCheckout(`/order/100042?key=${order.key}`);
    const grid = await screen.findByRole('table', { name: 'Parts in your order' });
    const [, split, unknown] = within(grid).getAllByRole('row');
    expect(split).toHaveTextContent(
      '1 from stock, around 2026-03-11; 2 from the supplier, date to be confirmed',
    );
    expect(unknown).toHaveTextContent('OEM');
    expect(unknown).toHaveTextContent('Shipping date to be confirmed');
  });

  it('reads the order day in Stockholm: at 00:30 the UTC date before is no promise', async () => {
    // 00:30 on 11 March in Stockholm; the server's confirmation mail test reads this order alike.
    const placed = orderFor(draft, catalog);
    const stocked = { ...placed.lines[0]!, stockedQuantity: 3, backorderQuantity: 0 };
    const order = serve({
      ...placed,
      createdAt: '2026-03-10T23:30:00.000Z',
      lines: [
        { ...stocked, arrival: '2026-03-10' },
        { ...stocked, itemId: 'x', brand: 'oem', arrival: '2026-03-11' },
      ],
    });
    renderCheckout(`/order/100042?key=${order.key}`);
    const grid = await screen.findByRole('table', { name: 'Parts in your order' });
    const [, utcDay, shopDay] = within(grid).getAllByRole('row');
    expect(utcDay).toHaveTextContent('Shipping date to be confirmed');
    expect(shopDay).toHaveTextContent('Ships around 2026-03-11');
    expect(grid).not.toHaveTextContent('2026-03-10');
  });

  it('says the order was not found for a wrong key', async () => {
    serve();
    renderCheckout('/order/100042?key=wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find this order. Please check the link in your confirmation email.',
    );
  });

  it('says the order was not found without a key, asking nothing', () => {
    const fetchMock = stubShop(catalog);
    renderCheckout('/order/100042');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find this order.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
