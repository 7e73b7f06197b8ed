// /admin* lives outside the app (SPEC §2): leave with a full page navigation to the same address.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isConsolePath } from '@shop/domain';
import { leaveApp } from '../lib/browser';
import { HomePage } from './home/home-page';

// The address this document was served for. If the server answered /admin with this app, reloading
// it would loop forever, so the app then shows the main page like any other unknown path.
const documentPath = typeof window === 'undefined' ? '' : window.location.pathname;

export function LeaveApp() {
  const { pathname, search, hash } = useLocation();
  const served = pathname === documentPath;
  useEffect(() => {
    if (!served) leaveApp(`${pathname}${search}${hash}`);
  }, [served, pathname, search, hash]);
  return served ? <HomePage /> : null;
}

/** Any other path shows the main page; the console's (/admin…, also /administrator) leaves the app. */
export function CatchAll() {
  const { pathname } = useLocation();
  return isConsolePath(pathname) ? <LeaveApp /> : <HomePage />;
}
