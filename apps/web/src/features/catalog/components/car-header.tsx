// The car page's header: group name or 'Latest updates' (none over a whole-car search, whose results
// carry the page's heading), the counts and the list/diagram toggle.
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { carPath } from '../../../lib/paths';
import type { CarView } from '../../../lib/paths';

export interface CarHeaderProps {
  /** The page's h1; null when the content below carries it (a search over the whole car). */
  title: string | null;
  items: number;
  diagrams: number;
  carSlug: string;
  groupSlug: string | null;
  /** The active view, or null when neither is shown. */
  view: CarView | null;
  /** Where each view is (the search routes keep searching); by default the car's list or diagrams. */
  viewPath?: (view: CarView) => string;
}

export function CarHeader({
  title,
  items,
  diagrams,
  carSlug,
  groupSlug,
  view,
  viewPath,
}: CarHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (next: CarView) => {
    if (next === view) return;
    void navigate(viewPath ? viewPath(next) : carPath(carSlug, groupSlug, { view: next }));
  };
  return (
    <header className="car-header">
      <div>
        {title === null ? null : <h1 className="car-header__title">{title}</h1>}
        <p className="car-header__counts">
          {`${t('catalog.count.items', { count: items })} · ${t('catalog.count.diagrams', { count: diagrams })}`}
        </p>
      </div>
      <div className="view-toggle" role="group" aria-label={t('catalog.view.label')}>
        <button
          type="button"
          className="view-toggle__button"
          aria-pressed={view === 'items'}
          onClick={() => go('items')}
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <path d="M3 4h14v2H3zm0 5h14v2H3zm0 5h14v2H3z" />
          </svg>
          {t('catalog.view.list')}
        </button>
        <button
          type="button"
          className="view-toggle__button"
          aria-pressed={view === 'diagrams'}
          onClick={() => go('diagrams')}
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <path d="M3 3h6v6H3zm8 0h6v6h-6zM3 11h6v6H3zm8 0h6v6h-6z" />
          </svg>
          {t('catalog.view.diagrams')}
        </button>
      </div>
    </header>
  );
}
