import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../features/search/testing/render-search';
import { frontBrakes, makeEntry, makeItem } from '../../features/search/testing/search.fixtures';
import { renderRoutePages } from './testing/render-route-pages';

afterEach(() => vi.unstubAllGlobals());

const DIAGRAMS = 'POST /api/diagrams/search/';

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
    const calls = stubApi({ [DIAGRAMS]: ok({ items: entries }) });
    renderRoutePages('/diagram/VOL240BRK01/search?q=disc');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search in diagram VOL240BRK01' }),
    ).toBeVisible();
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
    stubApi({ [DIAGRAMS]: ok({ items: [] }) });
    renderRoutePages('/diagram/VOL240BRK01/search?q=wiper');
    expect(await screen.findByText('No diagram positions match “wiper”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the whole shop for “wiper”' })).toHaveAttribute(
      'href',
      '/search?q=wiper&mode=diagrams',
    );
  });
});
