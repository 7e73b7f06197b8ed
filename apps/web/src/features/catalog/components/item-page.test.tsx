import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '@shop/domain';
import { MAX_LINE_QUANTITY } from '@shop/domain';
import { ITEM_ID, carResponse, itemDiagrams, makeItem } from '../testing/catalog.fixtures';
import { fail, ok, renderApp, stubApi } from '../testing/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

const countries = ok([
  {
    _id: 'se',
    slug: 'se',
    name: 'Sweden',
    vat: 2500,
    gratis_threshold: 100000,
    transports: [],
    payments: [],
  },
]);

/** The page's one JSON-LD block (in the head, where the server renders it too). */
function jsonLd(): Record<string, unknown> {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.textContent ?? '') as Record<string, unknown>;
}

describe('ItemPage', () => {
  it('renders the item, its references, related parts, diagrams and shipping info', async () => {
    stubApi({
      [`/api/diagrams/item/${ITEM_ID}`]: ok(itemDiagrams()),
      '/api/country': countries,
    });
    renderApp(`/item/${ITEM_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brake disc front' }),
    ).toBeVisible();
    expect(document.title).toContain('Brake disc front');
    expect(screen.getByText('Ventilated, 280 mm', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('240, 740 1985-1993', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Brake disc front' })).toHaveAttribute(
      'src',
      '/public/items/a1/a1b2.svg',
    );

    const refs = screen.getByRole('region', { name: 'Reference numbers' });
    expect(within(refs).getByText('30681436')).toBeInTheDocument();
    expect(within(refs).queryByText('HIDDEN-1')).not.toBeInTheDocument();

    const related = screen.getByRole('region', { name: 'Related parts' });
    expect(within(related).getByRole('link', { name: 'Brake pads front' })).toHaveAttribute(
      'href',
      '/item/b1b2c3d4e5f6a7b8c9d0e1f2',
    );

    const diagrams = screen.getByRole('region', { name: 'Diagrams with this part' });
    expect(within(diagrams).getByRole('link', { name: /Front brakes/ })).toHaveAttribute(
      'href',
      '/diagram/VOL240BRK01/7',
    );

    const shipping = screen.getByRole('region', { name: 'Shipping and returns' });
    expect(
      await within(shipping).findByText('Sweden: free shipping on orders of 1,000 € or more'),
    ).toBeInTheDocument();
    expect(within(shipping).getByText('14-day return window')).toBeInTheDocument();
    expect(
      within(shipping).getByText('Orders placed before 12:00 ship the same day'),
    ).toBeVisible();

    const box = screen.getByRole('region', { name: 'Buy' });
    expect(within(box).getByText('125.00 €')).toBeInTheDocument();
    expect(within(box).getByText('100.00 € excl. VAT')).toBeInTheDocument();
    expect(within(box).getByText('In stock')).toBeInTheDocument();
    expect(within(box).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(box).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('lists the old numbers the item replaces under their own heading, and no heading for none', async () => {
    const item = makeItem({ replaces: ['2 762 451', '5 037 010'] });
    stubApi({ [`/api/diagrams/item/${ITEM_ID}`]: ok(itemDiagrams(item)) });
    renderApp(`/item/${ITEM_ID}`);
    const replaces = await screen.findByRole('region', { name: 'Replaces' });
    expect(
      within(replaces)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 762 451', '5 037 010']);
    cleanup();
    stubApi({ [`/api/diagrams/item/${ITEM_ID}`]: ok(itemDiagrams()) });
    renderApp(`/item/${ITEM_ID}`);
    await screen.findByRole('region', { name: 'Reference numbers' });
    expect(screen.queryByRole('region', { name: 'Replaces' })).not.toBeInTheDocument();
  });

  it('writes a JSON-LD Product block with < escaped', async () => {
    const item = makeItem({ name: 'Bolt </script><b>x' });
    stubApi({ [`/api/diagrams/item/${ITEM_ID}`]: ok(itemDiagrams(item)) });
    renderApp(`/item/${ITEM_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Bolt </script><b>x' });
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('<');
    const data = jsonLd();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Bolt </script><b>x',
      sku: ITEM_ID,
      mpn: '30681436',
      offers: { '@type': 'Offer', price: '125.00', priceCurrency: 'EUR' },
    });
  });

  it('offers a brand choice only when more than one brand exists', async () => {
    const user = userEvent.setup();
    const arrival = { type: null, date: null, deadline: null, days: null, weekday: null };
    const item: Item = makeItem({
      prices_typed: {
        any: { price: 12500, watermark: null, increment: null, arrival },
        genuine: { price: 20000, watermark: null, increment: null, arrival },
      },
    });
    stubApi({ [`/api/diagrams/item/${ITEM_ID}`]: ok(itemDiagrams(item)) });
    renderApp(`/item/${ITEM_ID}`);

    const group = await screen.findByRole('group', { name: 'Brand' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: /Any brand/ })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: /Genuine/ }));
    const box = screen.getByRole('region', { name: 'Buy' });
    expect(within(box).getByText('160.00 € excl. VAT')).toBeInTheDocument();

    const quantity = within(box).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(box).getByRole('button', { name: 'Add to cart' }));
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toMatchObject({
      [ITEM_ID]: { quantity: 3, brand: 'genuine', car: null },
    });
  });

  it('adds no more of a part than one order line holds, and says so', async () => {
    const user = userEvent.setup();
    const item = makeItem();
    stubApi({ [`/api/diagrams/item/${ITEM_ID}`]: ok(itemDiagrams(item)) });
    renderApp(`/item/${ITEM_ID}`);
    const box = await screen.findByRole('region', { name: 'Buy' });
    const quantity = within(box).getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveAttribute('max', String(MAX_LINE_QUANTITY));
    await user.clear(quantity);
    await user.type(quantity, String(MAX_LINE_QUANTITY + 1));
    const limit = `At most ${MAX_LINE_QUANTITY} per order.`;
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription(limit);
    expect(within(box).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, String(MAX_LINE_QUANTITY));
    expect(within(box).queryByText(limit)).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'Add to cart' }));
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toMatchObject({
      [ITEM_ID]: { quantity: MAX_LINE_QUANTITY },
    });
  });

  it('gives the arrival date and the small-order fee of the chosen quantity', async () => {
    const user = userEvent.setup();
    // Monday 2030-01-07 09:00 in Stockholm: 5 days lands on a Saturday, which moves to Monday.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-07T08:00:00Z'));
    const item = makeItem({
      stock: { quantity: 0 },
      prices_typed: {
        any: {
          price: 12500,
          watermark: 1000,
          increment: 300,
          arrival: { type: 'days', date: null, deadline: null, days: 5, weekday: null },
        },
      },
    });
    stubApi({
      [`/api/diagrams/item/${ITEM_ID}`]: ok(itemDiagrams(item)),
      '/api/shipments/data': ok([
        { type: 'minimum_arrival', data: [{ key: 'date', value: '171229' }] },
      ]),
    });
    renderApp(`/item/${ITEM_ID}`);
    const box = await screen.findByRole('region', { name: 'Buy' });
    expect(within(box).getByText('Ordered from supplier')).toBeInTheDocument();
    expect(within(box).getByText('Ships around 2030-01-14')).toBeInTheDocument();
    // Fee: half of (1000 - 300 x 1) = 350 cents; none from 4 up.
    expect(within(box).getByText('3.50 €')).toBeInTheDocument();
    const quantity = within(box).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(within(box).queryByText('3.50 €')).not.toBeInTheDocument();
  });

  it('shows the car and group in the breadcrumb inside a car', async () => {
    stubApi({
      [`/api/diagrams/item/${ITEM_ID}/car/volvo-240/group/brakes`]: ok(itemDiagrams()),
      '/api/car/volvo-240': ok(carResponse),
    });
    renderApp(`/car/volvo-240/brakes/item/${ITEM_ID}`);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(crumbs).findByRole('link', { name: 'Volvo 240' })).toHaveAttribute(
      'href',
      '/car/volvo-240/',
    );
    expect(within(crumbs).getByRole('link', { name: 'Brakes' })).toHaveAttribute(
      'href',
      '/car/volvo-240/brakes/',
    );
    expect(within(crumbs).getByText('Brake disc front')).toHaveAttribute('aria-current', 'page');
  });

  it('sends an anonymous visitor of a modern car to the login page', async () => {
    const path = `/car/volvo-xc90/brakes/item/${ITEM_ID}`;
    stubApi({
      [`/api/diagrams/item/${ITEM_ID}/car/volvo-xc90/group/brakes`]: fail(403, 'diagram_forbidden'),
    });
    const { router } = renderApp(path);
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?cause=error.diagram_forbidden&path=${encodeURIComponent(path)}`,
      ),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows NotFound for an unknown item and for a malformed id', async () => {
    stubApi({ [`/api/diagrams/item/${ITEM_ID}`]: fail(404, 'not_found') });
    renderApp(`/item/${ITEM_ID}`);
    expect(await screen.findByText('We could not find that item.')).toBeInTheDocument();
    cleanup();
    const fetchMock = stubApi({});
    renderApp('/item/not-an-id');
    expect(await screen.findByText('We could not find that item.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
