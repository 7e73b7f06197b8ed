import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Diagram } from '@shop/domain';
import { carResponse, itemsPage, makeItems } from '../../features/catalog/testing/catalog.fixtures';
import { fail, ok, requestedPaths, stubApi } from '../../lib/testing/route-harness';
import { renderRoutePages as renderApp } from './testing/render-route-pages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const engine = { slug: 'engine', name: 'Engine', index: 1 };

const fuelDiagram: Diagram = {
  illustration: 'V24002011',
  name: 'Fuel pump',
  description: [],
  remark: [],
  model: [],
  coordinates: [],
  width: 1200,
  height: 900,
  image: '/public/diagrams/V24002011.svg',
  car: { slug: 'volvo-240', name: '240', make: 'Volvo' },
  group: { slug: 'fuel', name: 'Fuel system' },
};

describe('CarPage without a group', () => {
  it('asks to pick a group and lists the numbered part groups by index', async () => {
    stubApi({
      '/api/car/volvo-240': ok(carResponse),
      '/api/items/car/volvo-240': ok(itemsPage(makeItems(3), 130)),
    });
    renderApp('/car/volvo-240/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Latest updates' })).toBeVisible();
    expect(screen.getByText('130 items · 12 diagrams')).toBeInTheDocument();
    expect(screen.getByText('Please select a group to the left.')).toBeInTheDocument();
    const numbered = screen.getByRole('region', { name: 'All part groups' });
    const entries = within(numbered).getAllByRole('listitem');
    expect(entries.map((li) => li.textContent)).toEqual([
      '1. Engine',
      '2. Fuel system',
      '3. Brakes',
    ]);
    expect(within(entries[0]!).getByRole('link', { name: 'Engine' })).toHaveAttribute(
      'href',
      '/car/volvo-240/engine/',
    );

    const nav = screen.getByRole('navigation', { name: 'Part groups' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Engine24', 'Fuel system20', 'Brakes130']);
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Volvo')).toBeInTheDocument();
    expect(within(crumbs).getByText('Volvo 240')).toHaveAttribute('aria-current', 'page');
    // The answer names the model ('240') and the make apart: the page joins them.
    expect(carResponse.car).toMatchObject({ make: 'Volvo', name: '240' });
    expect(document.title).toBe('Volvo 240 | Nordic Parts');

    // The latest updates: one page of rows, no pager.
    expect(await screen.findByRole('link', { name: 'Part 001' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});

describe('CarPage with a group', () => {
  it('shows the group header with counts and marks the group current', async () => {
    const fetchMock = stubApi({
      '/api/car/volvo-240': ok(carResponse),
      '/api/items/car/volvo-240/group/engine?sort=name': ok(
        itemsPage(makeItems(24), 24, 1, engine),
      ),
    });
    renderApp('/car/volvo-240/engine/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Engine' })).toBeVisible();
    expect(screen.getByText('24 items · 3 diagrams')).toBeInTheDocument();
    expect(screen.queryByText('Please select a group to the left.')).not.toBeInTheDocument();
    expect(document.title).toBe('Engine – Volvo 240 | Nordic Parts');
    const nav = screen.getByRole('navigation', { name: 'Part groups' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Engine');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Diagrams' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    const table = await screen.findByRole('table', { name: 'Engine' });
    expect(within(table).getAllByRole('row')).toHaveLength(25);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const image = within(table).getByRole('img', { name: 'Part 001' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '64');
    expect(within(table).getByRole('link', { name: 'Part 001' })).toHaveAttribute(
      'href',
      `/car/volvo-240/engine/item/${'1'.padStart(24, '0')}`,
    );
    expect(requestedPaths(fetchMock)).toContain('/api/items/car/volvo-240/group/engine?sort=name');
  });

  it('uses singular counts and links groups to their diagram view', async () => {
    stubApi({
      '/api/car/volvo-240': ok(carResponse),
      '/api/items/car/volvo-240/group/fuel?sort=name': ok(itemsPage(makeItems(1), 1)),
      '/api/diagrams/car/volvo-240/group/fuel': ok({ diagrams: [fuelDiagram] }),
    });
    renderApp('/car/volvo-240/fuel/diagrams');
    expect(await screen.findByText('20 items · 1 diagram')).toBeInTheDocument();
    const diagrams = await screen.findByRole('list', { name: 'Diagrams in Fuel system' });
    expect(within(diagrams).getByRole('link', { name: 'Fuel pump' })).toHaveAttribute(
      'href',
      '/diagram/V24002011',
    );
    expect(screen.getByRole('button', { name: 'Diagrams' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const nav = screen.getByRole('navigation', { name: 'Part groups' });
    expect(within(nav).getByRole('link', { name: /Engine/ })).toHaveAttribute(
      'href',
      '/car/volvo-240/engine/diagrams',
    );
  });

  it('toggles between the list and the diagram view', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/car/volvo-240': ok(carResponse),
      '/api/items/car/volvo-240/group/engine?sort=name': ok(itemsPage(makeItems(2), 2)),
    });
    renderApp('/car/volvo-240/engine/');
    await user.click(await screen.findByRole('button', { name: 'Diagrams' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/car/volvo-240/engine/diagrams');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/car\/volvo-240\/engine\/$/);
  });

  it('pages with links, previous/next and the range text', async () => {
    stubApi({
      '/api/car/volvo-240': ok(carResponse),
      '/api/items/car/volvo-240/group/brakes/2?sort=price': ok(
        itemsPage(makeItems(24, 24), 130, 2),
      ),
    });
    renderApp('/car/volvo-240/brakes/2?sort=price');

    expect(await screen.findByText('Showing 25–48 of 130')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { current: 'page' })).toHaveTextContent('2');
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/car/volvo-240/brakes/?sort=price',
    );
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/car/volvo-240/brakes/3?sort=price',
    );
    expect(within(pager).getByRole('link', { name: 'Page 6' })).toHaveAttribute(
      'href',
      '/car/volvo-240/brakes/6?sort=price',
    );
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('sorts through the URL and starts again at page one', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      '/api/car/volvo-240': ok(carResponse),
      '/api/items/car/volvo-240/group/brakes/3?sort=name': ok(itemsPage(makeItems(24), 130, 3)),
      '/api/items/car/volvo-240/group/brakes?sort=-name': ok(itemsPage(makeItems(24), 130, 1)),
    });
    renderApp('/car/volvo-240/brakes/3');
    await screen.findByText('Showing 49–72 of 130');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/car/volvo-240/brakes/?sort=-name');
    expect(await screen.findByText('Showing 1–24 of 130')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(requestedPaths(fetchMock)).toContain('/api/items/car/volvo-240/group/brakes?sort=-name');
  });
});

describe('CarPage errors', () => {
  it('shows NotFound with a message for an unknown car', async () => {
    stubApi({ '/api/car/nope': fail(404, 'not_found', "Unknown car 'nope'") });
    renderApp('/car/nope/');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('We could not find the car “nope”.')).toBeInTheDocument();
  });

  it('shows NotFound for a group the car does not have', async () => {
    stubApi({ '/api/car/volvo-240': ok(carResponse) });
    renderApp('/car/volvo-240/wipers/');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText('The group “wipers” does not exist for Volvo 240.'),
    ).toBeInTheDocument();
  });

  it('renders the header on the search routes', async () => {
    stubApi({ '/api/car/volvo-240': ok(carResponse) });
    renderApp('/car/volvo-240/engine/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Engine' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
