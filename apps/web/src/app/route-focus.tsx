// After a navigation that took the focused control away (a link in a closed menu, a row that is
// gone), the focus goes to the new page's main heading, waiting for it while data loads, so a
// keyboard or screen-reader user starts on the page rather than at <body>. Where the focus still
// is on something that stays (the search box, a position on the drawing), it is left alone.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_ID } from './main-target';

/** How long the heading of a page still loading is waited for. */
export const HEADING_WAIT_MS = 5000;

/** Nothing focused, or a control that is gone or hidden (a closed menu's link, not yet blurred). */
const focusLost = () => {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return typeof active.checkVisibility === 'function' && !active.checkVisibility();
};

/** Focuses the main heading if the focus is lost; true once there is nothing left to do. */
function focusHeading(): boolean {
  if (!focusLost()) return true;
  const heading = document.getElementById(MAIN_ID)?.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/** Focuses the heading now or when it arrives; returns the function that stops waiting. */
export function focusHeadingWhenLost(): () => void {
  if (focusHeading()) return () => undefined;
  const main = document.getElementById(MAIN_ID);
  if (!main) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page keeps the browser's own start: focus at the top of the document.
    if (first.current) {
      first.current = false;
      return;
    }
    return focusHeadingWhenLost();
  }, [pathname]);
  return null;
}
