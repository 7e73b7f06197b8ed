// Runs one search (items or diagram entries) and shows its states: loader, error, miss or the grid.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translate';
import type { DiagramSearchMode } from '@shop/domain';
import { Spinner } from '../../../components/ui/spinner';
import { RESULT_LIMIT, useDiagramSearch, useItemSearch } from '../api';
import { splitByGroup } from '../search-query';
import type { GroupSplit, SearchScope } from '../search-query';
import type { SearchView } from '../../../lib/search-paths';
import { EntryGrid } from './entry-grid';
import { ItemGrid } from './item-grid';
import { NoGroupMatch, NoResults, OtherGroups, ResultCount, SearchError } from './result-states';

export interface ResultListProps {
  /** A query the domain's schema accepts (the caller checked it). */
  q: string;
  scope: SearchScope;
  /** A wider search offered when nothing matches, or null. */
  widerPath: string | null;
}

export function ItemResults({ q, scope, widerPath }: ResultListProps) {
  const { t } = useTranslation();
  const query = useItemSearch({ q, carSlug: scope.carSlug ?? null });
  if (query.isPending) return <Spinner label={t('search.loading')} />;
  if (query.isError) {
    return <SearchError error={query.error} scope={scope} onRetry={() => void query.refetch()} />;
  }
  const split = splitByGroup(query.data.items, scope.groupSlug, (item) => item.group);
  return (
    <Found
      q={q}
      view="items"
      scope={scope}
      split={split}
      widerPath={widerPath}
      total={query.data.items.length}
    >
      <ItemGrid
        items={split.rows}
        q={q}
        carSlug={scope.carSlug ?? null}
        caption={t('search.caption.items', { q })}
      />
    </Found>
  );
}

export function EntryResults({
  q,
  scope,
  widerPath,
  mode = 'any',
}: ResultListProps & { mode?: DiagramSearchMode }) {
  const { t } = useTranslation();
  const { query, forbidden } = useDiagramSearch({
    q,
    mode,
    carSlug: scope.carSlug ?? null,
    illustration: scope.illustration ?? null,
  });
  // A modern car's diagrams for an anonymous visitor: the login page replaces this one.
  if (query.isPending || forbidden) return <Spinner label={t('search.loading')} />;
  if (query.isError) {
    return <SearchError error={query.error} scope={scope} onRetry={() => void query.refetch()} />;
  }
  const split = splitByGroup(
    query.data.items,
    scope.groupSlug,
    (entry) => entry.diagram.group.slug,
  );
  return (
    <Found
      q={q}
      view="diagrams"
      scope={scope}
      split={split}
      widerPath={widerPath}
      total={query.data.items.length}
    >
      <EntryGrid entries={split.rows} caption={t('search.caption.diagrams', { q })} />
    </Found>
  );
}

interface FoundProps {
  q: string;
  view: SearchView;
  scope: SearchScope;
  split: GroupSplit<unknown>;
  widerPath: string | null;
  /** How many the server answered (the cap applies to these, before the group split). */
  total: number;
  children: ReactNode;
}

/** The grid with its count and group notes, or the miss message when there is nothing to show. */
function Found({ q, view, scope, split, widerPath, total, children }: FoundProps) {
  if (split.rows.length === 0) {
    return <NoResults q={q} view={view} scope={scope} widerPath={widerPath} />;
  }
  return (
    <>
      {split.noGroupMatch ? <NoGroupMatch q={q} scope={scope} /> : null}
      <ResultCount count={split.rows.length} capped={total >= RESULT_LIMIT} />
      {children}
      <OtherGroups q={q} view={view} scope={scope} split={split} />
    </>
  );
}
