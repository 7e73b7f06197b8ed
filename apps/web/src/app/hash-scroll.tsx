// Completes ScrollRestoration for anchors that render late (data still loading): scroll once they exist.
import { useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const WAIT_MS = 5000;

function target(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // not a decodable id: nothing to scroll to
  }
}

export function HashScroll() {
  const { hash, key } = useLocation();
  const type = useNavigationType();
  // The document's first location (a POP too) still needs its anchor, e.g. a shared /terms#returns link.
  const [firstKey] = useState(key);

  useEffect(() => {
    // Back/forward restores the saved position; an anchor already present was handled by React Router.
    const restoring = type === 'POP' && key !== firstKey;
    if (!hash || restoring || target(hash)) return;
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
      window.removeEventListener('keydown', stop);
    };
    const observer = new MutationObserver(() => {
      const el = target(hash);
      if (!el) return;
      stop();
      el.scrollIntoView();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(stop, WAIT_MS);
    // The visitor scrolling on their own wins over a late jump.
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchmove', stop, { passive: true });
    window.addEventListener('keydown', stop);
    return stop;
  }, [hash, key, type, firstKey]);

  return null;
}
