// The car page's left category list: the car's item groups by index, the chosen one marked current.
// On a phone it is one scrolling row above the items, the chosen group scrolled into the middle; on
// the car's overview, whose content lists the groups itself, it is left out there.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import type { CarItemGroup } from '@shop/domain';
import { carPath } from '../../../lib/paths';
import type { CarView } from '../../../lib/paths';

export interface GroupNavProps {
  carSlug: string;
  groups: readonly CarItemGroup[];
  selected: string | null;
  view: CarView;
}

/** The groups ordered by their index (the API already orders them; this keeps it a guarantee). */
export function byIndex<T extends { index: number }>(groups: readonly T[]): T[] {
  return [...groups].sort((a, b) => a.index - b.index);
}

export function GroupNav({ carSlug, groups, selected, view }: GroupNavProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  // Only the row scrolls sideways; the page itself is never moved.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [selected]);
  return (
    <nav
      className={`group-nav${selected === null ? ' group-nav--overview' : ''}`}
      aria-label={t('catalog.groups.label')}
    >
      <h2 className="group-nav__title">{t('catalog.groups.title')}</h2>
      <ul ref={list}>
        {byIndex(groups).map((group) => {
          const current = group.slug === selected;
          return (
            <li key={group.slug}>
              <Link
                to={carPath(carSlug, group.slug, { view })}
                className={`group-nav__link${current ? ' group-nav__link--current' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                <span className="group-nav__name">{group.name}</span>
                <span className="group-nav__count">
                  {view === 'diagrams' ? group.diagrams : group.items}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
