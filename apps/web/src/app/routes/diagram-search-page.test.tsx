import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../features/search/testing/render-search';
import { frontBrakes, makeEntry, makeItem } from '../../features/search/testing/search.fixtures';
import { diagramResponse, makeDiagram } from '../../features/diagrams/testing/diagram.fixtures';
import { renderRoutePages } from './testing/render-route-pages';

afterEach(() => vi.unstubAllGlobals());

const DIAGRAMS = 'POST /api/diagrams/search/';
const DIAGRAM = 'GET /api/diagrams/VOL240BRK01';
const drawing = ok(
  diagramResponse({ diagram: makeDiagram({ illustration: 'VOL240BRK01', name: 'Brake lines' }) }),
);

describe('the diagram-search route', () => {
  const entries = [
    makeEntry({
      diagram: frontBrakes,
      position: '7',
      reference: '30681436',
      item: makeItem({ name: 'Brake disc front' }),
    }),
  ];

  it('searches one drawing on the diagram-search route', async () => {
    const calls = stubApi({ [DIAGRAMS]: ok({ items: entries }), [DIAGRAM]: drawing });
    renderRoutePages('/diagram/VOL240BRK01/search?q=disc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search in the diagram Brake lines' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Brake lines' })).toHaveAttribute(
      'href',
      '/diagram/VOL240BRK01',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Search results for “disc”' }),
    ).toBeVisible();
    await screen.findByRole('table');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      q: 'disc',
      mode: 'any',
      carSlug: null,
      illustration: 'VOL240BRK01',
    });
    expect(screen.queryByRole('group', { name: 'Show results as' })).not.toBeInTheDocument();
  });

  it('offers the whole shop when one drawing has no match', async () => {
    stubApi({ [DIAGRAMS]: ok({ items: [] }), [DIAGRAM]: drawing });
    renderRoutePages('/diagram/VOL240BRK01/search?q=wiper');
    expect(await screen.findByText('No diagram positions match “wiper”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the whole shop for “wiper”' })).toHaveAttribute(
      'href',
      '/search?q=wiper&mode=diagrams',
    );
  });

  it('shows no refusal before a query is typed, and no search is made', async () => {
    const calls = stubApi({ [DIAGRAM]: drawing });
    renderRoutePages('/diagram/VOL240BRK01/search');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search in the diagram Brake lines' }),
    ).toBeVisible();
    expect(screen.queryByText(/Invalid query/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
