import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_SCROLL } from '../lib/keep-scroll';
import { ScrollManager, SETTLE_MS, scrollKey } from './scroll-manager';
import { SCROLL_STORAGE_KEY } from './scroll-positions';
import { renderWithHistory } from '../lib/testing/memory-history';
import type { TestHistory } from '../lib/testing/memory-history';

/** A page whose anchor appears only after its data "loads". */
function LatePage({ delay = 50 }: { delay?: number }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return loaded ? <h2 id="shipping">Shipping</h2> : <p>Loading</p>;
}

function renderPages(initialEntries: Parameters<typeof renderWithHistory>[1] = ['/']) {
  const { history } = renderWithHistory(
    <>
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/now" element={<h2 id="returns">Returns</h2>} />
        <Route path="/late" element={<LatePage />} />
        <Route path="/later" element={<LatePage delay={SETTLE_MS + 1000} />} />
      </Routes>
      <ScrollManager />
    </>,
    initialEntries,
  );
  return history;
}

/** The visitor scrolls the current page to `y` (jsdom does not scroll by itself). */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

const go = (history: TestHistory, to: string | number) => act(() => history.navigate(to));

describe('scroll manager', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('takes scroll restoration over from the browser', () => {
    renderPages();
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('goes to the top of a new page without a hash', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const history = renderPages();
    scrollPageTo(300);
    await go(history, '/now');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('leaves the page where it is on a replace that keeps the scroll', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const history = renderPages(['/', '/now']);
    scrollPageTo(300);
    scrollTo.mockClear();
    await act(() => history.navigate('/now?position=2', { replace: true, state: KEEP_SCROLL }));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => history.navigate('/now?position=3', { replace: true }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('goes to a present anchor on push and replace', async () => {
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const history = renderPages();
    await go(history, '/now#returns');
    expect(intoView).toHaveBeenCalledTimes(1);
    expect(intoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Returns' }));
    await act(() => history.navigate({ pathname: '/now', hash: '#returns' }));
    expect(intoView).toHaveBeenCalledTimes(2);
  });

  it('scrolls to an anchor that renders after the data arrives', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const history = renderPages();
    await go(history, '/late#shipping');
    expect(intoView).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0); // the top until the anchor is there
    const heading = await screen.findByRole('heading', { name: 'Shipping' });
    await vi.waitFor(() => expect(intoView).toHaveBeenCalledTimes(1));
    expect(intoView.mock.contexts[0]).toBe(heading);
  });

  it('scrolls to a late anchor of the first page the visitor opens', async () => {
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderPages(['/late#shipping']);
    const heading = await screen.findByRole('heading', { name: 'Shipping' });
    await vi.waitFor(() => expect(intoView).toHaveBeenCalledTimes(1));
    expect(intoView.mock.contexts[0]).toBe(heading);
  });

  it('leaves a late anchor alone once the visitor scrolls', async () => {
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const history = renderPages();
    await go(history, '/late#shipping');
    fireEvent.wheel(window);
    await screen.findByRole('heading', { name: 'Shipping' });
    // The anchor is looked for by a MutationObserver, whose callbacks run as microtasks.
    await act(async () => {});
    expect(intoView).not.toHaveBeenCalled();
  });

  it('stops waiting for an anchor after a while', async () => {
    vi.useFakeTimers();
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const history = renderPages();
    await go(history, '/later#shipping');
    act(() => vi.advanceTimersByTime(SETTLE_MS));
    expect(screen.queryByRole('heading', { name: 'Shipping' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { name: 'Shipping' })).toBeInTheDocument();
    await act(() => Promise.resolve()); // mutation observers report in a microtask
    expect(intoView).not.toHaveBeenCalled();
  });

  it('restores the saved position on back and forward instead of jumping', async () => {
    const history = renderPages();
    await go(history, '/now');
    scrollPageTo(640);
    await go(history, '/');
    scrollPageTo(120);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await go(history, -1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    scrollPageTo(650);
    await go(history, 1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('restores rather than jumping to the anchor when going back to one', async () => {
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const history = renderPages();
    await go(history, '/now#returns');
    scrollPageTo(900);
    await go(history, '/');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await go(history, -1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
    expect(intoView).toHaveBeenCalledTimes(1); // only the first visit jumped
  });

  it('keeps positions per history entry in session storage, also across a reload', async () => {
    const first = renderPages([{ pathname: '/now', key: 'entry-1' }]);
    scrollPageTo(480);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]')).toContainEqual([
      'entry-1',
      480,
    ]);
    await go(first, '/');
    scrollPageTo(0);

    // A reload shows the same entry again (a POP) in a new document.
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderPages([{ pathname: '/now', key: 'entry-1' }]);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
  });

  it('writes session storage throttled while scrolling', () => {
    vi.useFakeTimers();
    renderPages([{ pathname: '/now', key: 'entry-2' }]);
    scrollPageTo(10);
    scrollPageTo(20);
    expect(sessionStorage.getItem(SCROLL_STORAGE_KEY)).toBeNull();
    act(() => vi.runOnlyPendingTimers());
    expect(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]')).toEqual([
      ['entry-2', 20],
    ]);
  });

  it('tells keyless entries apart by their address', () => {
    const base = { state: null, pathname: '/now', search: '?a=1', hash: '' };
    expect(scrollKey({ ...base, key: 'default' })).toBe('/now?a=1');
    expect(scrollKey({ ...base, key: 'default', hash: '#x' })).toBe('/now?a=1#x');
    expect(scrollKey({ ...base, key: 'k7' })).toBe('k7');
  });
});
