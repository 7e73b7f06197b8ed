// The car's numbered part groups, shown while no group is chosen (SPEC §2 car view).
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import type { CarItemGroup } from '@shop/domain';
import { carPath } from '../../../lib/paths';
import type { CarView } from '../../../lib/paths';
import { byIndex } from './group-nav';

export interface PartGroupsProps {
  carSlug: string;
  groups: readonly CarItemGroup[];
  view: CarView;
}

export function PartGroups({ carSlug, groups, view }: PartGroupsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="part-groups" aria-labelledby={titleId}>
      {/* On a narrow screen the groups sit above the content, not to its left. */}
      <p className="part-groups__hint part-groups__hint--wide">{t('catalog.selectGroup')}</p>
      <p className="part-groups__hint part-groups__hint--narrow">{t('catalog.selectGroupAbove')}</p>
      <h2 id={titleId} className="part-groups__title">
        {t('catalog.groups.numbered')}
      </h2>
      <ol className="part-groups__list">
        {byIndex(groups).map((group, index) => (
          <li key={group.slug}>
            <span className="part-groups__number">{index + 1}.</span>{' '}
            <Link to={carPath(carSlug, group.slug, { view })}>{group.name}</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
