import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Outlet, RouterProvider, ScrollRestoration, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HashScroll } from './hash-scroll';

/** A page whose anchor appears only after its data "loads". */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h2 id="shipping">Shipping</h2> : <p>Loading</p>;
}

function renderPages(initial = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ScrollRestoration />
            <HashScroll />
          </>
        ),
        children: [
          { path: '/', element: <p>Home</p> },
          { path: '/now', element: <h2 id="returns">Returns</h2> },
          { path: '/late', element: <LatePage /> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('scrolling on navigation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes to the top without a hash and to a present anchor with one', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const router = renderPages();
    await act(() => router.navigate('/now'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate('/now#returns'));
    expect(intoView).toHaveBeenCalledTimes(1);
    expect(intoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Returns' }));
  });

  it('scrolls to an anchor that renders after the data arrives', async () => {
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const router = renderPages();
    await act(() => router.navigate('/late#shipping'));
    expect(intoView).not.toHaveBeenCalled();
    const heading = await screen.findByRole('heading', { name: 'Shipping' });
    await vi.waitFor(() => expect(intoView).toHaveBeenCalledTimes(1));
    expect(intoView.mock.contexts[0]).toBe(heading);
  });

  it('scrolls to a late anchor of the first page the visitor opens', async () => {
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderPages('/late#shipping');
    const heading = await screen.findByRole('heading', { name: 'Shipping' });
    await vi.waitFor(() => expect(intoView).toHaveBeenCalledTimes(1));
    expect(intoView.mock.contexts[0]).toBe(heading);
  });

  it('restores the saved position on back navigation instead of jumping', async () => {
    const router = renderPages();
    await act(() => router.navigate('/now'));
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await act(() => router.navigate('/'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
