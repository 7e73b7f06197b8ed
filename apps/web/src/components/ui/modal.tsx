// Modal overlays (SPEC §1): one dialog at a time, focus trapped inside, closes on every route change.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { useTranslation } from '../../lib/translate';
import './modal.css';

export interface ModalOptions {
  /** Accessible name of the dialog. */
  label: string;
  /** A locked modal ignores Escape and overlay clicks and hides its close button (e.g. awaiting payment). */
  locked?: boolean;
}

export interface ModalApi {
  open(content: ReactNode, opts?: ModalOptions): void;
  close(): void;
  /** Locks or unlocks the open modal (the pay-by-mobile modal unlocks on error). */
  setLocked(locked: boolean): void;
  isOpen: boolean;
}

const ModalContext = createContext<ModalApi | null>(null);

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal must be used inside <ModalProvider>');
  return api;
}

interface OpenModal {
  content: ReactNode;
  label: string;
  locked: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Calls `onChange` on every navigation after the first render. */
function RouteChangeWatcher({ onChange }: { onChange: () => void }) {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChange();
  }, [location, onChange]);
  return null;
}

export function ModalProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [modal, setModal] = useState<OpenModal | null>(null);
  const inRouter = useInRouterContext();
  const dialogRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Mirrors "a modal is open" for the callbacks below, which must stay stable.
  const isOpenRef = useRef(false);

  const open = useCallback<ModalApi['open']>((content, opts) => {
    // Remember the opener only for a fresh modal; replacing content keeps the original opener.
    if (!isOpenRef.current && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
    isOpenRef.current = true;
    setModal({ content, label: opts?.label ?? '', locked: opts?.locked ?? false });
  }, []);

  const close = useCallback(() => {
    isOpenRef.current = false;
    setModal(null);
  }, []);
  const setLocked = useCallback(
    (locked: boolean) => setModal((current) => (current ? { ...current, locked } : current)),
    [],
  );

  const isOpen = modal !== null;
  useLayoutEffect(() => {
    if (isOpen) {
      const dialog = dialogRef.current;
      if (dialog && !dialog.contains(document.activeElement)) {
        (focusables(dialog)[0] ?? dialog).focus();
      }
      return;
    }
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const root = document.documentElement;
    root.classList.add('modal-open'); // stops the page behind from scrolling
    return () => root.classList.remove('modal-open');
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || !modal) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!modal.locked) close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(dialog);
    if (items.length === 0) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const api = useMemo<ModalApi>(
    () => ({ open, close, setLocked, isOpen }),
    [open, close, setLocked, isOpen],
  );

  return (
    <ModalContext.Provider value={api}>
      {inRouter && <RouteChangeWatcher onChange={close} />}
      <div className="modal-host" inert={isOpen}>
        {children}
      </div>
      <div className="modal-root">
        {modal && (
          <div
            className="modal-overlay"
            data-testid="modal-overlay"
            onMouseDown={(event) => {
              if (event.target === event.currentTarget && !modal.locked) close();
            }}
          >
            <div
              ref={dialogRef}
              className="modal"
              role="dialog"
              aria-modal="true"
              aria-label={modal.label || undefined}
              tabIndex={-1}
              onKeyDown={onKeyDown}
            >
              {!modal.locked && (
                <button
                  type="button"
                  className="modal__close"
                  aria-label={t('modal.close')}
                  onClick={close}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
              <div className="modal__body">{modal.content}</div>
            </div>
          </div>
        )}
      </div>
    </ModalContext.Provider>
  );
}
