import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESULT_LIMIT } from './api';
import { makeItem } from './testing/search.fixtures';
import { fail, ok, renderSearch, stubApi } from './testing/render-search';

afterEach(() => vi.unstubAllGlobals());

const ITEMS = 'POST /api/items/search/';

/** The row headers (item names) of the results grid, in order. */
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

const location = () => screen.getByTestId('location').textContent ?? '';

describe('the /search page', () => {
  it('refuses a short query with the message and makes no request', async () => {
    const calls = stubApi({});
    renderSearch('/search?q=%20ab%20');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Invalid query, please enter at least 3 characters.',
    );
    // A query would start in the effects and microtasks that act flushes.
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('refuses a query over 200 characters without a request', async () => {
    stubApi({});
    renderSearch(`/search?q=${'x'.repeat(201)}`);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Invalid query, please enter at most 200 characters.',
    );
    await act(async () => {});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the loader, then the found items best first, linked to their pages', async () => {
    const disc = makeItem({ name: 'Brake disc', price: 9000, description: 'Ventilated' });
    const pads = makeItem({ name: 'Brake pads', price: 4000, group: 'brakes' });
    let answer: (value: Response) => void = () => undefined;
    const calls = stubApi({});
    vi.mocked(fetch).mockImplementationOnce(
      (_input, init) =>
        new Promise<Response>((resolve) => {
          calls.push({ method: String(init?.method), path: '', body: init?.body });
          answer = resolve;
        }),
    );
    renderSearch('/search?q=%20brake%20');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Search results for “brake”' }),
    ).toBeVisible();
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    expect(calls[0]?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ q: 'brake', carSlug: null });

    answer(Response.json({ items: [pads, disc] }));
    const table = await screen.findByRole('table', { name: 'Parts matching “brake”' });
    expect(names()).toEqual(['Brake pads', 'Brake disc']);
    expect(screen.getByText('2 matches')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Brake disc' })).toHaveAttribute(
      'href',
      `/item/${disc._id}`,
    );
    expect(within(table).getByText('Ventilated')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'Add to cart' })).toHaveLength(2);
    expect(document.title).toMatch(/^Search results for “brake”/);
  });

  it('sorts by name and by price in the browser, keeping the order in the address', async () => {
    const items = [
      makeItem({ name: 'Öljynsuodatin', price: 1500 }),
      makeItem({ name: 'Brake disc', price: 9000 }),
      makeItem({ name: 'Ärm bushing', price: 500 }),
      makeItem({ name: 'Axle', price: 12000 }),
    ];
    const calls = stubApi({ [ITEMS]: ok({ items }) });
    const user = userEvent.setup();
    renderSearch('/search?q=part');
    const table = await screen.findByRole('table');
    expect(names()).toEqual(['Öljynsuodatin', 'Brake disc', 'Ärm bushing', 'Axle']);

    await user.click(within(table).getByRole('button', { name: /Name/ }));
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // The page's language orders the letters (English: Ä with A, Ö with O).
    expect(names()).toEqual(['Ärm bushing', 'Axle', 'Brake disc', 'Öljynsuodatin']);
    expect(location()).toBe('/search?q=part&sort=name');

    await user.click(within(table).getByRole('button', { name: /Price/ }));
    expect(names()).toEqual(['Ärm bushing', 'Öljynsuodatin', 'Brake disc', 'Axle']);
    await user.click(within(table).getByRole('button', { name: /Price/ }));
    expect(within(table).getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(names()).toEqual(['Axle', 'Brake disc', 'Öljynsuodatin', 'Ärm bushing']);
    expect(location()).toBe('/search?q=part&sort=-price');
    // One search: sorting never asks the server again.
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says when nothing matches a name', async () => {
    stubApi({ [ITEMS]: ok({ items: [] }) });
    renderSearch('/search?q=flux%20capacitor');
    expect(await screen.findByText('No parts match “flux capacitor”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/article number/)).not.toBeInTheDocument();
  });

  it('says an article number was not found, with the hints', async () => {
    stubApi({ [ITEMS]: ok({ items: [] }) });
    renderSearch('/search?q=30%20681-999');
    expect(
      await screen.findByText('The article number “30 681-999” was not found.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/enter at least 3 of its digits/)).toBeInTheDocument();
    expect(screen.getByText('To search by part name, choose your car first.')).toBeInTheDocument();
  });

  it('limits to a car named in the address, and offers the whole shop', async () => {
    const item = makeItem({ name: 'Brake disc', group: 'brakes' });
    const calls = stubApi({ [ITEMS]: ok({ items: [item] }) });
    renderSearch('/search?q=disc&carSlug=volvo-240');
    const table = await screen.findByRole('table');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { q: 'disc', carSlug: 'volvo-240' },
    ]);
    expect(within(table).getByRole('link', { name: 'Brake disc' })).toHaveAttribute(
      'href',
      `/car/volvo-240/brakes/item/${item._id}`,
    );
    expect(screen.getByText(/Only parts that fit the chosen car \(volvo-240\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search the whole shop for “disc”' })).toHaveAttribute(
      'href',
      '/search?q=disc',
    );
  });

  it('names an unknown car, and never sends a malformed one', async () => {
    stubApi({ [ITEMS]: fail(404, 'not_found', "Unknown car 'saab-99'") });
    const first = renderSearch('/search?q=disc&carSlug=saab-99');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find the car “saab-99”.',
    );
    first.unmount();
    vi.mocked(fetch).mockClear();
    renderSearch('/search?q=disc&carSlug=Not%20a%20slug');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find the car “Not a slug”.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a retry when the search fails', async () => {
    const item = makeItem({ name: 'Brake disc' });
    let fails = true;
    stubApi({
      [ITEMS]: () => (fails ? fail(400, 'invalid_request') : ok({ items: [item] })),
    });
    const user = userEvent.setup();
    renderSearch('/search?q=disc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The search could not be completed. Please try again.',
    );
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says when the list was cut at the server limit', async () => {
    const items = Array.from({ length: RESULT_LIMIT }, (_, i) => makeItem({ name: `Part ${i}` }));
    stubApi({ [ITEMS]: ok({ items }) });
    renderSearch('/search?q=part');
    expect(
      await screen.findByText(`Showing the best ${RESULT_LIMIT} matches`, { exact: false }),
    ).toBeInTheDocument();
  });

  it('toggles to the diagram entries and back', async () => {
    stubApi({
      [ITEMS]: ok({ items: [makeItem()] }),
      'POST /api/diagrams/search/': ok({ items: [] }),
    });
    const user = userEvent.setup();
    renderSearch('/search?q=disc&sort=name');
    await screen.findByRole('table');
    const toggle = screen.getByRole('group', { name: 'Show results as' });
    expect(within(toggle).getByRole('button', { name: 'Parts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(toggle).getByRole('button', { name: 'Diagram positions' }));
    expect(location()).toBe('/search?q=disc&mode=diagrams');
    expect(await screen.findByText('No diagram positions match “disc”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Parts' }));
    await waitFor(() => expect(location()).toBe('/search?q=disc'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
