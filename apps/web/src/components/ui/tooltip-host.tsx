// The page's single tooltip element (SPEC §1) and the context Tooltip triggers use to fill it.
import {
  createContext,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import './tooltip.css';

export const TOOLTIP_ID = 'app-tooltip';
const HIDE_DELAY_MS = 120;
const GAP_PX = 8;

export interface TooltipHost {
  id: string;
  active: string | null;
  show(owner: string, content: ReactNode, anchor: HTMLElement | null): void;
  hide(owner: string, now?: boolean): void;
}

export const TooltipContext = createContext<TooltipHost | null>(null);

interface Shown {
  owner: string;
  content: ReactNode;
  anchor: HTMLElement | null;
}

/** Above the anchor, centred and kept inside the viewport; below when there is no room above. */
function place(tip: HTMLElement, anchor: HTMLElement) {
  const a = anchor.getBoundingClientRect();
  const t = tip.getBoundingClientRect();
  const above = a.top - t.height - GAP_PX;
  const top = above >= 4 ? above : a.bottom + GAP_PX;
  const left = Math.min(
    Math.max(4, a.left + a.width / 2 - t.width / 2),
    window.innerWidth - t.width - 4,
  );
  tip.style.top = `${Math.round(top)}px`;
  tip.style.left = `${Math.round(Math.max(4, left))}px`;
}

export function TooltipProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelHide = useCallback(() => clearTimeout(timer.current), []);

  const show = useCallback<TooltipHost['show']>(
    (owner, content, anchor) => {
      cancelHide();
      setShown({ owner, content, anchor });
    },
    [cancelHide],
  );

  const hide = useCallback<TooltipHost['hide']>(
    (owner, now = false) => {
      cancelHide();
      const drop = () => setShown((s) => (s?.owner === owner ? null : s));
      if (now) drop();
      else timer.current = setTimeout(drop, HIDE_DELAY_MS);
    },
    [cancelHide],
  );

  useLayoutEffect(() => {
    if (shown?.anchor && tipRef.current) place(tipRef.current, shown.anchor);
  }, [shown]);

  useEffect(() => {
    if (!shown) return;
    // Escape dismisses the tooltip first (WCAG 1.4.13), before a surrounding modal sees the key.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setShown(null);
    };
    const onMove = () => setShown(null);
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [shown]);

  useEffect(() => cancelHide, [cancelHide]);

  const value = useMemo<TooltipHost>(
    () => ({ id: TOOLTIP_ID, active: shown?.owner ?? null, show, hide }),
    [shown, show, hide],
  );

  return (
    <TooltipContext.Provider value={value}>
      {children}
      <div
        ref={tipRef}
        id={TOOLTIP_ID}
        role="tooltip"
        className="tooltip"
        hidden={!shown}
        onMouseEnter={cancelHide}
        onMouseLeave={() => shown && hide(shown.owner)}
      >
        {shown?.content}
      </div>
    </TooltipContext.Provider>
  );
}
