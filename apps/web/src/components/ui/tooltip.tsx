// A tooltip trigger: opens on hover and keyboard focus, Escape closes, described by the tooltip element.
import { useContext, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { TooltipContext } from './tooltip-host';
import './tooltip.css';

export interface TooltipProps {
  content: ReactNode;
  /** Accessible name of the trigger (e.g. a help icon); without it the children's text names it. */
  label?: string;
  children: ReactNode;
}

export function Tooltip({ content, label, children }: TooltipProps) {
  const owner = useId();
  const localId = `${owner}-tip`;
  const host = useContext(TooltipContext);
  const anchor = useRef<HTMLButtonElement>(null);
  const [localOpen, setLocalOpen] = useState(false);
  const open = host ? host.active === owner : localOpen;

  const show = () => (host ? host.show(owner, content, anchor.current) : setLocalOpen(true));
  const hide = () => (host ? host.hide(owner) : setLocalOpen(false));

  // Keep an open tooltip's text current when the content changes (a new price, say).
  const hostShow = host?.show;
  useEffect(() => {
    if (open && hostShow) hostShow(owner, content, anchor.current);
  }, [open, hostShow, owner, content]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open && !host) {
      event.stopPropagation();
      setLocalOpen(false);
    }
  };

  const triggerProps = {
    'aria-describedby': open ? (host ? host.id : localId) : undefined,
    onMouseEnter: show,
    onMouseLeave: hide,
    onFocus: show,
    onBlur: hide,
    onKeyDown,
  };

  return (
    <span className="tooltip-anchor">
      {/* A button either way, so the trigger Tab stops on is named: by `label`, else by its text. */}
      <button
        ref={anchor}
        type="button"
        aria-label={label}
        onClick={show}
        className={label ? 'tooltip-trigger' : 'tooltip-trigger tooltip-trigger--text'}
        {...triggerProps}
      >
        {children}
      </button>
      {!host && open && (
        <span id={localId} role="tooltip" className="tooltip tooltip--inline">
          {content}
        </span>
      )}
    </span>
  );
}
