// Search results (SPEC §2, §5, §8): a heading with the query, the items/diagram-entries toggle, then
// the loader, the grid or the messages. A query the domain's schema refuses is never sent.
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import type { DiagramSearchMode } from '@shop/domain';
import { checkQuery } from '../search-query';
import type { SearchScope } from '../search-query';
import { searchPath } from '../../../lib/search-paths';
import type { SearchView } from '../../../lib/search-paths';
import { EntryResults, ItemResults } from './result-lists';
import '../search.css';

export interface SearchResultsProps {
  /** The query as the address gives it (checked here). */
  q: string | null | undefined;
  view: SearchView;
  scope?: SearchScope;
  /** The diagram search's mode (any, reference or description). */
  diagramMode?: DiagramSearchMode;
  /** The page's h1, or an h2 under a page heading of its own (car page, diagram search). */
  headingLevel?: 1 | 2;
  /** Where the items/diagram-entries toggle goes; without it there is no toggle. */
  viewPath?: (view: SearchView) => string;
  /** Says what a limited search covers, with the way out, under the heading (/search's limits). */
  scopeNote?: boolean;
}

export function SearchResults({
  q: raw,
  view,
  scope = {},
  diagramMode = 'any',
  headingLevel = 1,
  viewPath,
  scopeNote = false,
}: SearchResultsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const check = checkQuery(raw);
  // No query yet (a page opened before anything was typed): no search was made, so no refusal.
  const blank = (raw ?? '').trim() === '';
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const limited = Boolean(scope.carSlug || scope.illustration);
  const widerPath =
    check.ok && limited
      ? searchPath({ q: check.q, mode: view === 'diagrams' ? 'diagrams' : null })
      : null;

  return (
    <section className="search-results" aria-labelledby={headingId}>
      <div className="search-results__head">
        <Heading id={headingId} className="search-results__title">
          {check.ok ? t('search.title', { q: check.q }) : t('search.titleEmpty')}
        </Heading>
        {viewPath && check.ok ? <ViewToggle view={view} viewPath={viewPath} /> : null}
      </div>
      {scopeNote && widerPath ? <ScopeNote scope={scope} widerPath={widerPath} q={raw} /> : null}
      {blank ? null : !check.ok ? (
        <p className="notice notice--warning" role="status">
          {check.problem === 'too_long'
            ? t('search.queryTooLong', { max: check.max })
            : t('search.invalidQuery')}
        </p>
      ) : view === 'items' ? (
        <ItemResults q={check.q} scope={scope} widerPath={scopeNote ? null : widerPath} />
      ) : (
        <EntryResults
          q={check.q}
          scope={scope}
          widerPath={scopeNote ? null : widerPath}
          mode={diagramMode}
        />
      )}
    </section>
  );
}

function ScopeNote({
  scope,
  widerPath,
  q,
}: {
  scope: SearchScope;
  widerPath: string;
  q: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <p className="search-results__scope">
      {scope.illustration
        ? t('search.scope.illustration', { illustration: scope.illustration })
        : t('search.scope.car', { car: scope.carName ?? scope.carSlug })}{' '}
      <Link to={widerPath}>{t('search.searchEverywhere', { q: (q ?? '').trim() })}</Link>
    </p>
  );
}

function ViewToggle({
  view,
  viewPath,
}: {
  view: SearchView;
  viewPath: (view: SearchView) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (next: SearchView) => {
    if (next !== view) void navigate(viewPath(next));
  };
  return (
    <div className="search-toggle" role="group" aria-label={t('search.view.label')}>
      {(['items', 'diagrams'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="search-toggle__button"
          aria-pressed={view === option}
          onClick={() => go(option)}
        >
          {t(`search.view.${option}`)}
        </button>
      ))}
    </div>
  );
}
