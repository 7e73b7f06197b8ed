import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarResponse } from '@shop/domain';
import { fuelPump, makeEntry, makeItem } from '../../features/search/testing/search.fixtures';
import { ok, stubApi } from '../../features/search/testing/render-search';
import { renderRoutePages as renderSearch } from './testing/render-route-pages';

afterEach(() => vi.unstubAllGlobals());

const car: CarResponse = {
  car: { slug: 'volvo-240', name: '240', make: 'Volvo', modern: false, group: 'Volvo' },
  count: { items: 130, diagrams: 12 },
  groups: [
    { slug: 'brakes', name: 'Brakes', index: 1, items: 40, diagrams: 3 },
    { slug: 'fuel', name: 'Fuel system', index: 2, items: 20, diagrams: 1 },
  ],
};

const CAR = 'GET /api/car/volvo-240';
const ITEMS = 'POST /api/items/search/';
const DIAGRAMS = 'POST /api/diagrams/search/';

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((th) => within(th).getByRole('link').textContent);

describe('search within a car', () => {
  it('sends the car in the body and links items within the car', async () => {
    const disc = makeItem({ name: 'Brake disc', group: 'brakes' });
    const calls = stubApi({ [CAR]: ok(car), [ITEMS]: ok({ items: [disc] }) });
    renderSearch('/car/volvo-240/search?q=disc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “disc”' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Latest updates' })).not.toBeInTheDocument();
    await screen.findByRole('table');
    const search = calls.find((c) => c.method === 'POST');
    expect(search).toEqual({
      method: 'POST',
      path: '/api/items/search/',
      body: { q: 'disc', carSlug: 'volvo-240' },
    });
    expect(screen.getByRole('link', { name: 'Brake disc' })).toHaveAttribute(
      'href',
      `/car/volvo-240/brakes/item/${disc._id}`,
    );
  });

  it("shows a group's matches and links the car's others", async () => {
    stubApi({
      [CAR]: ok(car),
      [ITEMS]: ok({
        items: [
          makeItem({ name: 'Fuel filter', group: 'fuel' }),
          makeItem({ name: 'Brake hose', group: 'brakes' }),
          makeItem({ name: 'Fuel hose', group: 'fuel' }),
        ],
      }),
    });
    renderSearch('/car/volvo-240/brakes/search?q=hose');
    await screen.findByRole('table');
    expect(rowNames()).toEqual(['Brake hose']);
    expect(
      screen.getByRole('link', { name: '2 more matches in other groups of Volvo 240' }),
    ).toHaveAttribute('href', '/car/volvo-240/search?q=hose');
  });

  it('says the group has no match and shows the car-wide ones', async () => {
    stubApi({
      [CAR]: ok(car),
      [ITEMS]: ok({ items: [makeItem({ name: 'Fuel filter', group: 'fuel' })] }),
    });
    renderSearch('/car/volvo-240/brakes/search?q=filter');
    expect(
      await screen.findByText(
        'Nothing in Brakes matches “filter”. These are the matches in the other groups of Volvo 240.',
      ),
    ).toBeInTheDocument();
    expect(rowNames()).toEqual(['Fuel filter']);
  });

  it('flips between found items and diagram entries with the car toggle', async () => {
    const calls = stubApi({
      [CAR]: ok(car),
      [ITEMS]: ok({ items: [makeItem({ name: 'Fuel pump', group: 'fuel' })] }),
      [DIAGRAMS]: ok({ items: [makeEntry({ diagram: fuelPump, description: ['Fuel pump'] })] }),
    });
    const user = userEvent.setup();
    renderSearch('/car/volvo-240/fuel/search?q=pump');
    await screen.findByRole('table');
    const toggle = screen.getByRole('group', { name: 'View' });
    expect(within(toggle).getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(toggle).getByRole('button', { name: 'Diagrams' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/car/volvo-240/fuel/search/diagrams?q=pump',
    );
    expect(await screen.findByRole('columnheader', { name: 'Diag.' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { q: 'pump', carSlug: 'volvo-240' },
      { q: 'pump', mode: 'any', carSlug: 'volvo-240', illustration: null },
    ]);
  });

  it('refuses a short query without searching', async () => {
    const calls = stubApi({ [CAR]: ok(car) });
    renderSearch('/car/volvo-240/search?q=ab');
    expect(
      await screen.findByText('Invalid query, please enter at least 3 characters.'),
    ).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/car/volvo-240']);
  });

  it('shows the no-group message for a group the car does not have', async () => {
    const calls = stubApi({ [CAR]: ok(car) });
    renderSearch('/car/volvo-240/wipers/search?q=blade');
    expect(
      await screen.findByText('The group “wipers” does not exist for Volvo 240.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
