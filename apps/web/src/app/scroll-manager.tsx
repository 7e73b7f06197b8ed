// Scrolling on navigation, as documents behave: back/forward (and reload) restore the entry's position;
// a new page starts at its #anchor, else at the top. Late content (data still loading) is waited for.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { Location } from 'react-router';
import { createScrollPositions } from './scroll-positions';

/** How long a restore or an anchor jump may wait for the page's content to arrive. */
export const SETTLE_MS = 5000;
/** Session storage is written at most this often while the visitor scrolls (and on pagehide). */
export const PERSIST_THROTTLE_MS = 250;

// The visitor moving the page on their own wins over a late jump.
const USER_INPUT = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * The history entry's identity. The document's first entry and those made by plain #anchor links
 * carry no key of their own ('default'), so their address tells them apart.
 */
export function scrollKey({ key, pathname, search, hash }: Location): string {
  return key === 'default' ? `${pathname}${search}${hash}` : key;
}

function anchorTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // not a decodable id: nothing to scroll to
  }
}

/**
 * Runs `attempt` now and again whenever the page's content changes, until it reports success, the
 * visitor scrolls on their own, or SETTLE_MS pass. Returns the function that stops waiting.
 */
function settle(attempt: () => boolean): () => void {
  if (attempt()) return () => undefined;
  const retry = () => {
    if (attempt()) stop();
  };
  const mutations = new MutationObserver(retry);
  // Images and fonts change the height without touching the DOM; jsdom has no ResizeObserver.
  const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(retry);
  const timer = setTimeout(() => stop(), SETTLE_MS);
  const stop = () => {
    mutations.disconnect();
    resizes?.disconnect();
    clearTimeout(timer);
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
  };
  mutations.observe(document.body, { childList: true, subtree: true });
  resizes?.observe(document.body);
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}

function restore(y: number): () => void {
  return settle(() => {
    window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) < 1;
  });
}

function jumpToAnchor(hash: string): () => void {
  return settle(() => {
    const target = anchorTarget(hash);
    target?.scrollIntoView();
    return target !== null;
  });
}

/** True for lib/keep-scroll.ts's KEEP_SCROLL state: the page stays where it is. */
function keepsScroll(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'keepScroll' in state &&
    state.keepScroll === true
  );
}

export function ScrollManager() {
  const location = useLocation();
  const type = useNavigationType();
  const [positions] = useState(createScrollPositions);
  // The entry on screen, to which scroll events belong.
  const shown = useRef<string | null>(null);
  const key = scrollKey(location);
  const { hash, state } = location;

  useEffect(() => {
    const { history } = window;
    // The browser's own restoring would run before the page has rendered, and fight ours.
    history.scrollRestoration = 'manual';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const persistNow = () => {
      clearTimeout(timer);
      timer = undefined;
      positions.persist();
    };
    // Reading the offset on every event is cheap; only the storage write is throttled.
    const onScroll = () => {
      if (shown.current === null) return;
      positions.set(shown.current, window.scrollY);
      timer ??= setTimeout(persistNow, PERSIST_THROTTLE_MS);
    };
    const onPageHide = () => {
      onScroll();
      persistNow();
      history.scrollRestoration = 'auto'; // for whatever document comes next in this tab
    };
    const onPageShow = () => {
      history.scrollRestoration = 'manual'; // back from the back/forward cache
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      persistNow();
      history.scrollRestoration = 'auto';
    };
  }, [positions]);

  // Before paint, so the new page never shows at the old page's offset.
  useLayoutEffect(() => {
    shown.current = key;
    if (type !== 'POP' && keepsScroll(state)) return;
    const saved = type === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) return restore(saved);
    if (hash) {
      const target = anchorTarget(hash);
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
    if (hash) return jumpToAnchor(hash);
  }, [key, type, hash, state, positions]);

  return null;
}
