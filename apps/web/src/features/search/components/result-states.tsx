// What the results show besides the grid: a failed search, a miss (SPEC §5/§8 texts), the count and
// the car-group notes.
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { RESULT_LIMIT } from '../api';
import { isNotFound } from '../../../lib/http';
import { carSearchPath } from '../../../lib/search-paths';
import type { SearchView } from '../../../lib/search-paths';
import { looksLikeArticleNumber } from '../search-query';
import type { GroupSplit, SearchScope } from '../search-query';

export function SearchError({
  error,
  scope,
  onRetry,
}: {
  error: unknown;
  scope: SearchScope;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isNotFound(error)) {
    const message = scope.illustration
      ? t('search.unknownDiagram', { illustration: scope.illustration })
      : t('search.unknownCar', { car: scope.carName ?? scope.carSlug ?? '' });
    return (
      <p className="notice notice--warning" role="alert">
        {message}
      </p>
    );
  }
  return (
    <div className="notice notice--warning search-results__error" role="alert">
      <p>{t('search.loadError')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('search.retry')}
      </button>
    </div>
  );
}

/**
 * No match: the no-result text, or for a query that looks like an article number the 'not found'
 * text with its hints (SPEC §5); a limited search offers the whole shop.
 */
export function NoResults({
  q,
  view,
  scope,
  widerPath,
}: {
  q: string;
  view: SearchView;
  scope: SearchScope;
  widerPath: string | null;
}) {
  const { t } = useTranslation();
  const article = looksLikeArticleNumber(q);
  const inCar = Boolean(scope.carSlug || scope.illustration);
  let text: string;
  if (article) text = t('search.articleNotFound', { q });
  else if (view === 'items') text = t('search.noResults', { q });
  else text = t('search.noEntries', { q });
  return (
    <div className="notice search-results__empty" role="status">
      <p>{text}</p>
      {article ? <p>{t('search.articleHint')}</p> : null}
      {article && !inCar ? <p>{t('search.nameHint')}</p> : null}
      {widerPath ? (
        <p>
          <Link to={widerPath}>{t('search.searchEverywhere', { q })}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** The number of matches (announced as it arrives), and a hint when the server's cap cut the list. */
export function ResultCount({ count, capped }: { count: number; capped: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="search-results__count" role="status">
      {t('search.count', { count })}
      {capped ? (
        <span className="search-results__limited">
          {' '}
          {t('search.limited', { count: RESULT_LIMIT })}
        </span>
      ) : null}
    </p>
  );
}

/** Above the grid: the group had no match, so the car's other groups' matches follow. */
export function NoGroupMatch({ q, scope }: { q: string; scope: SearchScope }) {
  const { t } = useTranslation();
  return (
    <p className="notice search-results__no-group" role="status">
      {t('search.noGroup', {
        q,
        group: scope.groupName ?? scope.groupSlug ?? '',
        car: scope.carName ?? scope.carSlug ?? '',
      })}
    </p>
  );
}

/** Below the grid: how many more the car has outside the group, linked to the car-wide search. */
export function OtherGroups({
  q,
  view,
  scope,
  split,
}: {
  q: string;
  view: SearchView;
  scope: SearchScope;
  split: GroupSplit<unknown>;
}) {
  const { t } = useTranslation();
  if (split.noGroupMatch || split.elsewhere === 0 || !scope.carSlug) return null;
  return (
    <p className="search-results__other-groups">
      <Link to={carSearchPath(scope.carSlug, null, view, q)}>
        {t('search.otherGroups', {
          count: split.elsewhere,
          car: scope.carName ?? scope.carSlug,
        })}
      </Link>
    </p>
  );
}
