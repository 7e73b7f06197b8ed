// Choosing a position replaces the URL's :position, so the address names the position shown (reload
// and shared links keep it), and leaves the page where it is.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { KEEP_SCROLL } from '../../../lib/keep-scroll';
import { diagramPath } from '../../../lib/paths';

/** Where the page should go once the new position shows; by default nowhere. */
export type ScrollAfter = () => void;

/** Returns select(position, scrollAfter?): replaces the history entry with /diagram/<id>/<position>. */
export function useSelectPosition(illustration: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const pending = useRef<ScrollAfter | null>(null);

  useLayoutEffect(() => {
    const after = pending.current;
    pending.current = null;
    after?.();
  }, [key]);

  return useCallback(
    (position: string, scrollAfter?: ScrollAfter) => {
      pending.current = scrollAfter ?? null;
      void navigate(diagramPath(illustration, position), { replace: true, state: KEEP_SCROLL });
    },
    [navigate, illustration],
  );
}
