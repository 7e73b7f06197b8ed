// Choosing a position replaces the URL's :position (ISSUE 3) without throwing the visitor to the top.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { diagramPath } from '../paths';

/** Where the page should be once the new position shows; by default where it was. */
export type ScrollAfter = () => void;

/**
 * Returns select(position, scrollAfter?): replaces the history entry with /diagram/<id>/<position>.
 * The app's scroll manager starts every new entry at the top (in a layout effect that runs after
 * this page's); a frame callback puts the page back before the browser paints.
 */
export function useSelectPosition(illustration: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const pending = useRef<ScrollAfter | null>(null);

  useLayoutEffect(() => {
    const after = pending.current;
    pending.current = null;
    if (!after || typeof requestAnimationFrame !== 'function') return;
    const frame = requestAnimationFrame(after);
    return () => cancelAnimationFrame(frame);
  }, [key]);

  return useCallback(
    (position: string, scrollAfter?: ScrollAfter) => {
      const y = window.scrollY;
      pending.current = scrollAfter ?? (() => window.scrollTo(0, y));
      void navigate(diagramPath(illustration, position), { replace: true });
    },
    [navigate, illustration],
  );
}
