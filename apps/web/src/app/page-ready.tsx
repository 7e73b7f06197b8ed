// Marks the document once the routed page is live (hydrated, or drawn where the server sent none):
// until then a server-rendered button shows but does nothing. Browser tests wait for the mark.
import { useEffect } from 'react';
import { setHydrationClock } from '../lib/request-scope';
import { READY_ATTRIBUTE } from '../lib/ready-mark';

/** Sits beside the routed page inside its Suspense boundary, so it commits with the page. */
export function PageReady() {
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTRIBUTE, '');
    // From here on, views opened read the browser's own clock.
    setHydrationClock(null);
  }, []);
  return null;
}
