// The audit log page: filters, the entries newest first, and "load more" by the server's cursor.
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useSearchParams } from 'react-router';
import { useAuditLog } from '../lib/console-api';
import type { AuditFilters } from '../lib/console-api';
import { HttpError } from '../lib/console-http';
import { useConsoleTitle } from '../layout/use-console-title';
import { AuditFiltersForm, filtersOf } from './audit-filters';
import { AuditTable } from './audit-table';
import './audit.css';

export function AuditPage() {
  const { t } = useTranslation();
  const title = t('nav.audit');
  useConsoleTitle(title);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const log = useAuditLog(filters);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const focused = useCallback(() => setFocusRow(null), []);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  const onFilters = (next: AuditFilters) => setParams(next as Record<string, string>);
  const loadMore = () => {
    setFocusRow(entries.length);
    void log.fetchNextPage();
  };

  let body;
  if (log.isPending) {
    body = <p role="status">{t('loading')}</p>;
  } else if (log.isError && entries.length === 0) {
    const refused = log.error instanceof HttpError && log.error.status === 400;
    body = (
      <div role="alert">
        <p>{refused ? t('audit.badFilter') : t('audit.loadError')}</p>
        {refused ? null : (
          <button type="button" className="console-button" onClick={() => void log.refetch()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  } else if (entries.length === 0) {
    body = <p role="status">{t('audit.noEntries')}</p>;
  } else {
    body = (
      <>
        <AuditTable entries={entries} focusRow={focusRow} onFocused={focused} />
        <p role="status" className="audit-count">
          {t('audit.count', { count: entries.length })} {log.hasNextPage ? '' : t('audit.end')}
        </p>
        {log.isFetchNextPageError ? <p role="alert">{t('audit.loadError')}</p> : null}
        {log.hasNextPage ? (
          <button
            type="button"
            className="console-button"
            disabled={log.isFetchingNextPage}
            onClick={loadMore}
          >
            {log.isFetchingNextPage ? t('audit.loadingMore') : t('audit.loadMore')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <>
      <h1>{title}</h1>
      <p>{t('audit.intro')}</p>
      <AuditFiltersForm filters={filters} onChange={onFilters} />
      {body}
    </>
  );
}
