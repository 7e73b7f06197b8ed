// The items page: a search by id, part number or name, the items found by id, and "load more" by
// the server's cursor. Each item's own page edits it.
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useSearchParams } from 'react-router';
import { useConsoleTitle } from '../layout/use-console-title';
import { useItemSearch } from './items-api';
import { ItemsSearch } from './items-search';
import { ItemsTable } from './items-table';
import './items.css';

export function ItemsPage() {
  const { t } = useTranslation();
  const title = t('nav.items');
  useConsoleTitle(title);
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const search = useItemSearch(q);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const focused = useCallback(() => setFocusRow(null), []);
  const items = search.data?.pages.flatMap((page) => page.items) ?? [];

  const onSearch = (next: string) => setParams(next ? { q: next } : {});
  const loadMore = () => {
    setFocusRow(items.length);
    void search.fetchNextPage();
  };

  let body;
  if (search.isPending) {
    body = <p role="status">{t('loading')}</p>;
  } else if (search.isError && items.length === 0) {
    body = (
      <div role="alert">
        <p>{t('items.loadError')}</p>
        <button type="button" className="console-button" onClick={() => void search.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (items.length === 0) {
    body = <p role="status">{q ? t('items.noMatch', { q }) : t('items.none')}</p>;
  } else {
    body = (
      <>
        <ItemsTable
          items={items}
          caption={q ? t('items.captionFor', { q }) : t('items.caption')}
          focusRow={focusRow}
          onFocused={focused}
          back={q ? `/items?${new URLSearchParams({ q })}` : '/items'}
        />
        <p role="status" className="catalog-count">
          {t('items.count', { count: items.length })} {search.hasNextPage ? '' : t('items.end')}
        </p>
        {search.isFetchNextPageError ? <p role="alert">{t('items.loadError')}</p> : null}
        {search.hasNextPage ? (
          <button
            type="button"
            className="console-button"
            disabled={search.isFetchingNextPage}
            onClick={loadMore}
          >
            {search.isFetchingNextPage ? t('items.loadingMore') : t('items.loadMore')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <>
      <h1>{title}</h1>
      <p>{t('items.intro')}</p>
      <ItemsSearch q={q} onSearch={onSearch} />
      {body}
    </>
  );
}
