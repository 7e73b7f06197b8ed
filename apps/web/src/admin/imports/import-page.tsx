// One import's page: its state in a status line, progress while the server reads or applies the
// file, the report once staged, and what may be done with it. A change of state seen here moves the
// focus: to the report when staging ends, else to the status line that tells what happened.
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link, useParams } from 'react-router';
import type { ImportState, ImportSummary } from '@shop/domain';
import { HttpError } from '../lib/console-http';
import { useConsoleTitle } from '../layout/use-console-title';
import { ImportActions } from './import-actions';
import { STATE_LABELS } from './import-labels';
import { ImportProgress } from './import-progress';
import { ImportReport } from './import-report';
import { isWorking, useImport } from './imports-api';
import '../items/items.css';
import './imports.css';

export function ImportPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useImport(id);
  const summary = query.data?.import;
  const title = summary ? t('imports.detail.title', { file: summary.fileName }) : t('nav.imports');
  useConsoleTitle(title);

  let body;
  if (query.isPending) body = <p role="status">{t('loading')}</p>;
  else if (!summary) {
    const missing = query.error instanceof HttpError && query.error.status === 404;
    body = (
      <div role="alert">
        <p>{missing ? t('imports.detail.missing') : t('imports.detail.loadError')}</p>
        {missing ? null : (
          <button type="button" className="console-button" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  } else body = <ImportBody summary={summary} onRefresh={() => void query.refetch()} />;

  return (
    <>
      <p>
        <Link to="/imports">{t('imports.detail.back')}</Link>
      </p>
      <h1>{title}</h1>
      {body}
    </>
  );
}

/** The sentence the status line says for a state. */
function stateSentence(
  summary: ImportSummary,
  t: (key: string, o?: Record<string, unknown>) => string,
): string {
  switch (summary.state) {
    case 'staging':
      return t('imports.status.staging');
    case 'staged':
      return t('imports.status.staged');
    case 'applying':
      return t('imports.status.applying');
    case 'applied':
      return t('imports.status.applied', { count: summary.applied?.rows ?? 0 });
    case 'cancelled':
      return t('imports.status.cancelled');
    case 'failed':
      return t('imports.status.failed');
  }
}

function ImportBody({ summary, onRefresh }: { summary: ImportSummary; onRefresh(): void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const statusLine = useRef<HTMLParagraphElement>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const seen = useRef<ImportState | null>(null);
  const { state } = summary;

  useEffect(() => {
    const was = seen.current;
    seen.current = state;
    if (was === null || was === state) return;
    if (state === 'staged') reportHeading.current?.focus();
    else statusLine.current?.focus();
  }, [state]);

  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = (at: string) => <time dateTime={at}>{when.format(new Date(at))}</time>;
  const facts: [string, ReactNode][] = [
    [t('imports.detail.state'), t(STATE_LABELS[state])],
    [t('imports.detail.mapping'), summary.mapping ?? t('imports.detail.noMapping')],
    [t('imports.detail.by'), summary.createdBy],
    [t('imports.detail.started'), date(summary.createdAt)],
  ];
  if (summary.finishedAt) facts.push([t('imports.detail.finished'), date(summary.finishedAt)]);

  return (
    <>
      <p className="console-notice import-status" role="status" tabIndex={-1} ref={statusLine}>
        {stateSentence(summary, t)}
      </p>
      {state === 'failed' && summary.error ? (
        <p className="console-error">
          {t('imports.detail.error')} <span lang="en">{summary.error}</span>
        </p>
      ) : null}
      <dl className="import-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {isWorking(state) ? (
        <ImportProgress progress={summary.progress} applying={state === 'applying'} />
      ) : null}
      {summary.report ? (
        <ImportReport
          report={summary.report}
          headingRef={reportHeading}
          headingId={`${id}-report`}
        />
      ) : null}
      <ImportActions key={summary.id} summary={summary} onRefresh={onRefresh} />
    </>
  );
}
