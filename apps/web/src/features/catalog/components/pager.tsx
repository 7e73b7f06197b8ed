// Page links for a paged list: previous, numbers (windowed), next; the current page is aria-current.
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';

export interface PagerProps {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}

/** Page numbers around `page`, with null where a run is left out: 1 … 4 5 6 7 8 … 20. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= pageCount; p++) {
    const near = Math.abs(p - page) <= radius;
    if (p === 1 || p === pageCount || near) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

export function Pager({ page, pageCount, href }: PagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t('catalog.pager.label')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className="pager__step">
              {t('catalog.pager.previous')}
            </Link>
          ) : (
            <span className="pager__step pager__step--disabled" aria-disabled="true">
              {t('catalog.pager.previous')}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                className="pager__page"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('catalog.pager.page', { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={href(page + 1)} rel="next" className="pager__step">
              {t('catalog.pager.next')}
            </Link>
          ) : (
            <span className="pager__step pager__step--disabled" aria-disabled="true">
              {t('catalog.pager.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
