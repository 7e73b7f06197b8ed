import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ILLUSTRATION, diagramResponse } from '../testing/diagram.fixtures';
import { fail, ok, renderDiagrams, requestedPaths, stubApi } from '../testing/render-diagrams';

// Leaflet needs real layout: jsdom gets a stand-in with the same props and circle classes.
vi.mock('../map/diagram-map', () => import('../testing/fake-map'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const apiPath = `/api/diagrams/${ILLUSTRATION}`;

function stubDiagram() {
  return stubApi({ [apiPath]: ok(diagramResponse()) });
}

const panel = () => screen.getByRole('region', { name: /^(Position \d+|Pick a position)$/ });

describe('DiagramPage', () => {
  it('keeps the description lines apart', async () => {
    const response = diagramResponse();
    response.diagram.description = ['Brake lines, Volvo 240', 'Engines B21A, B23A'];
    stubApi({ [apiPath]: ok(response) });
    renderDiagrams(`/diagram/${ILLUSTRATION}`);
    expect(
      await screen.findByText('Brake lines, Volvo 240 · Engines B21A, B23A'),
    ).toBeInTheDocument();
  });

  it('shows breadcrumb, title, siblings and "Pick a position" before one is chosen', async () => {
    stubDiagram();
    renderDiagrams(`/diagram/${ILLUSTRATION}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Front brakes' })).toBeVisible();
    expect(document.title).toBe('Front brakes | Nordic Parts');

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(crumbs).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Volvo 240', '/car/volvo-240/'],
      ['Brakes', '/car/volvo-240/brakes/diagrams'],
    ]);
    expect(within(crumbs).getByText('Front brakes')).toHaveAttribute('aria-current', 'page');

    const siblings = screen.getByRole('list', { name: 'Diagrams in Brakes' });
    const thumbs = within(siblings).getAllByRole('link');
    expect(thumbs.map((l) => l.textContent)).toEqual([
      'Brake lines',
      'Front brakes',
      'Rear brakes',
    ]);
    expect(within(siblings).getByRole('link', { name: 'Front brakes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(siblings).getByRole('link', { name: 'Rear brakes' })).not.toHaveAttribute(
      'aria-current',
    );

    expect(within(panel()).getByRole('heading', { name: 'Pick a position' })).toBeVisible();
    const buttons = within(screen.getByRole('group', { name: 'Positions' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['3', '7', '12']);
    for (const button of buttons) expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('selects the position of the URL and lists every entry at it', async () => {
    stubDiagram();
    renderDiagrams(`/diagram/${ILLUSTRATION}/12`);
    const info = await screen.findByRole('region', { name: 'Position 12' });
    expect(screen.getByRole('button', { name: 'Position 12' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Circle Position 12' })).toHaveClass(
      'diagram-marker--linked',
      'diagram-marker--selected',
    );

    const sold = within(info).getByRole('article', { name: 'Brake caliper left' });
    expect(within(sold).getByRole('img', { name: 'Brake caliper left' })).toHaveAttribute(
      'src',
      '/public/items/a1/a1b2.svg',
    );
    expect(within(sold).getByRole('link', { name: 'Brake caliper left' })).toHaveAttribute(
      'href',
      '/car/volvo-240/brakes/item/a1b2c3d4e5f6a7b8c9d0e1f2',
    );
    expect(within(sold).getByText('1359946')).toBeVisible();
    expect(within(sold).getByText('125.00 €')).toBeVisible();
    expect(within(sold).getByText('Caliper')).toBeVisible();
    expect(within(sold).getByText('Left')).toBeVisible();
    expect(within(sold).getByText('240')).toBeVisible();
    expect(within(sold).getByText('In stock')).toBeInTheDocument();
    expect(within(sold).getByRole('button', { name: 'Add to cart' })).toBeEnabled();

    // '(12a)' belongs to base position 12; it has no item of its own.
    expect(within(info).getByText('940123')).toBeVisible();
    expect(within(info).getByText('Guide bolt')).toBeVisible();
    expect(within(info).getByText('Not sold separately')).toBeVisible();
    expect(within(info).queryByText('Brake pads')).not.toBeInTheDocument();
  });

  it('adds the item at the position to the cart for the diagram’s car', async () => {
    const user = userEvent.setup();
    stubDiagram();
    renderDiagrams(`/diagram/${ILLUSTRATION}/3`);
    const info = await screen.findByRole('region', { name: 'Position 3' });
    await user.click(within(info).getByRole('button', { name: 'Add to cart' }));
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toEqual({
      b1b2c3d4e5f6a7b8c9d0e1f2: { quantity: 1, brand: 'any', car: 'volvo-240' },
    });
  });

  it('position buttons and circles replace the URL and move the selection', async () => {
    const user = userEvent.setup();
    stubDiagram();
    const { router } = renderDiagrams(`/diagram/${ILLUSTRATION}`);
    await user.click(await screen.findByRole('button', { name: 'Position 3' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/diagram/${ILLUSTRATION}/3`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('button', { name: 'Position 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(panel()).getByText('Brake pads front')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Circle Position 7, no part listed' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/diagram/${ILLUSTRATION}/7`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('button', { name: 'Circle Position 7, no part listed' })).toHaveClass(
      'diagram-marker--unlinked',
      'diagram-marker--selected',
    );
    expect(within(panel()).getByText('Dust shield')).toBeVisible();
    expect(within(panel()).getByText('Not sold separately')).toBeVisible();
    expect(within(panel()).queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('sends an anonymous visitor of a modern car to the login page, replacing the entry', async () => {
    const path = '/diagram/V64005011M/4';
    stubApi({ '/api/diagrams/V64005011M': fail(403, 'diagram_forbidden') });
    const { router } = renderDiagrams(path);
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?cause=error.diagram_forbidden&path=${encodeURIComponent(path)}`,
      ),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows NotFound for an unknown diagram and for a malformed id (without asking)', async () => {
    stubApi({});
    renderDiagrams('/diagram/V99999999');
    expect(await screen.findByText('We could not find that diagram.')).toBeVisible();
    cleanup();
    const fetchMock = stubApi({});
    renderDiagrams('/diagram/bad%20id!');
    expect(await screen.findByText('We could not find that diagram.')).toBeVisible();
    expect(requestedPaths(fetchMock)).toEqual([]);
  });
});
