import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carDiagrams, makeDiagram } from '../testing/diagram.fixtures';
import { fail, ok, renderDiagrams, stubApi } from '../testing/render-diagrams';
import { sortByName } from './diagram-thumbs';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const apiPath = '/api/diagrams/car/volvo-240/group/brakes';
const pagePath = '/car/volvo-240/brakes/diagrams';

describe('DiagramList (car page, diagram mode)', () => {
  it('shows thumbnails sorted by name, each linking to its diagram', async () => {
    stubApi({
      [apiPath]: ok(
        carDiagrams([
          makeDiagram({ illustration: 'V24005021', name: 'Rear brakes' }),
          makeDiagram({ illustration: 'V24005011', name: 'Front brakes' }),
          makeDiagram({ illustration: 'V2405', name: 'Brake lines' }),
        ]),
      ),
    });
    renderDiagrams(pagePath);
    const list = await screen.findByRole('list', { name: 'Diagrams in Brakes' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Brake lines', '/diagram/V2405'],
      ['Front brakes', '/diagram/V24005011'],
      ['Rear brakes', '/diagram/V24005021'],
    ]);
  });

  it('uses the thumbnail folder rule, and a tile for ids under 9 characters', async () => {
    stubApi({
      [apiPath]: ok(
        carDiagrams([
          makeDiagram({ illustration: 'V24005011', name: 'Front brakes' }),
          makeDiagram({ illustration: 'V2405', name: 'Brake lines' }),
        ]),
      ),
    });
    const { container } = renderDiagrams(pagePath);
    const front = await screen.findByRole('link', { name: 'Front brakes' });
    const image = front.querySelector('img');
    expect(image).toHaveAttribute('src', '/public/diagrams/thumbs/V24/V24005011.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('height', '120');
    expect(screen.getByRole('link', { name: 'Brake lines' }).querySelector('img')).toBeNull();
    expect(container.querySelectorAll('.diagram-thumbs__fallback')).toHaveLength(1);
  });

  it('says so when the group has no diagrams', async () => {
    stubApi({ [apiPath]: ok(carDiagrams([])) });
    renderDiagrams(pagePath);
    expect(await screen.findByText('There are no diagrams in this group yet.')).toBeVisible();
  });

  it('sends an anonymous visitor of a modern car to the login page', async () => {
    stubApi({ [apiPath]: fail(403, 'diagram_forbidden') });
    const { router } = renderDiagrams(pagePath);
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?cause=error.diagram_forbidden&path=${encodeURIComponent(pagePath)}`,
      ),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sorts equal names by illustration', () => {
    const a = makeDiagram({ illustration: 'B-2', name: 'Same' });
    const b = makeDiagram({ illustration: 'A-1', name: 'Same' });
    expect(sortByName([a, b]).map((d) => d.illustration)).toEqual(['A-1', 'B-2']);
  });
});
