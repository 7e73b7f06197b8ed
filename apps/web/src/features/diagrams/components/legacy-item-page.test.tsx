import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemDiagrams, makeItem } from '../testing/diagram.fixtures';
import { fail, ok, renderDiagrams, requestedPaths, stubApi } from '../testing/render-diagrams';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const legacyApi = '/api/diagrams/item/4711/car/volvo-240/group/brakes/legacy';

describe('legacy item links', () => {
  it('replaces the entry with the item page in that car and group', async () => {
    stubApi({ [legacyApi]: ok(itemDiagrams(makeItem())) });
    const { router } = renderDiagrams('/item/4711/car/volvo-240/group/brakes');
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/car/volvo-240/brakes/item/a1b2c3d4e5f6a7b8c9d0e1f2',
      ),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows NotFound for an unknown item and for a non-numeric id (without asking)', async () => {
    stubApi({ [legacyApi]: fail(404, 'not_found') });
    renderDiagrams('/item/4711/car/volvo-240/group/brakes');
    expect(
      await screen.findByText('We could not find the part this link points to.'),
    ).toBeVisible();
    cleanup();
    const fetchMock = stubApi({});
    renderDiagrams('/item/47x1/car/volvo-240/group/brakes');
    expect(
      await screen.findByText('We could not find the part this link points to.'),
    ).toBeVisible();
    expect(requestedPaths(fetchMock)).toEqual([]);
  });

  it('sends an anonymous visitor of a modern car to the login page', async () => {
    const path = '/item/4711/car/volvo-xc90/group/brakes';
    stubApi({
      '/api/diagrams/item/4711/car/volvo-xc90/group/brakes/legacy': fail(403, 'diagram_forbidden'),
    });
    const { router } = renderDiagrams(path);
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?cause=error.diagram_forbidden&path=${encodeURIComponent(path)}`,
      ),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
