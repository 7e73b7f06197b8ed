// The header's car menu (SPEC §1): a disclosure listing each car group's cars, also on mobile.
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { carDisplayName } from '@shop/domain';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/translate';
import { ChevronDownIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { useCarGroups } from '../../lib/car-groups';

type FocusTarget = 'first' | 'last' | null;

export function CarGroupMenu() {
  const { t } = useTranslation();
  const panelId = useId();
  const { key } = useLocation();
  // Open only for the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<FocusTarget>(null);
  const groups = useCarGroups();

  const links = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('.car-menu__panel a') ?? []);

  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const openWith = (target: FocusTarget) => {
    focusOnOpen.current = target;
    setOpenAt(key);
  };

  // Move focus into the panel once it shows (arrow keys on the button ask for that).
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const items = links();
    (focusOnOpen.current === 'first' ? items[0] : items[items.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [open, groups.data]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const target = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) (target === 'first' ? links()[0] : links().at(-1))?.focus();
      else openWith(target);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index < 0 ? -1 : index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(-1);
  };

  // Tabbing past the panel closes it, as a click elsewhere does.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) setOpenAt(null);
  };

  return (
    <div className="car-menu" ref={rootRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="car-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(false) : openWith(null))}
        onKeyDown={onButtonKeyDown}
      >
        <span>{t('header.cars')}</span>
        <ChevronDownIcon className="car-menu__chevron" />
      </button>
      <div id={panelId} className="car-menu__panel" hidden={!open} onKeyDown={onPanelKeyDown}>
        {groups.isPending && <Spinner />}
        {groups.isError && <p className="car-menu__error">{t('header.carsError')}</p>}
        {groups.data && (
          <div className="car-menu__groups">
            {groups.data.map((group) => (
              <section key={group.name} className="car-menu__group">
                <h2 className="car-menu__title">{group.name}</h2>
                <ul>
                  {group.cars.map((car) => (
                    <li key={car.slug}>
                      <Link to={`/car/${car.slug}`}>{carDisplayName(car)}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
