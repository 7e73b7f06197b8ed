// The car page's left category list: the car's item groups by index, the chosen one marked current.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
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
  return (
    <nav className="group-nav" aria-label={t('catalog.groups.label')}>
      <h2 className="group-nav__title">{t('catalog.groups.title')}</h2>
      <ul>
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
