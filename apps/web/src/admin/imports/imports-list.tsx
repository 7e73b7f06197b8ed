// The recent imports, newest first: file (a link to its page), state, rows, who and when.
import { useTranslation } from '../../lib/translate';
import { Link } from 'react-router';
import type { ImportSummary } from '@shop/domain';
import { STATE_LABELS, formatCount } from './import-labels';
import { useImportList } from './imports-api';

/** Rows read so far, or the report's count once there is one. */
export const rowsOf = (summary: ImportSummary): number =>
  summary.report?.rows ?? summary.progress.rows;

export function ImportsList() {
  const { t, i18n } = useTranslation();
  const list = useImportList();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (list.isPending) return <p role="status">{t('loading')}</p>;
  if (list.isError)
    return (
      <div role="alert">
        <p>{t('imports.list.loadError')}</p>
        <button type="button" className="console-button" onClick={() => void list.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  const { imports } = list.data;
  if (imports.length === 0) return <p>{t('imports.list.none')}</p>;
  return (
    <div className="catalog-scroll">
      <table className="catalog-table">
        <caption>{t('imports.list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('imports.list.file')}</th>
            <th scope="col">{t('imports.list.state')}</th>
            <th scope="col" className="catalog-number">
              {t('imports.list.rows')}
            </th>
            <th scope="col">{t('imports.list.by')}</th>
            <th scope="col">{t('imports.list.when')}</th>
          </tr>
        </thead>
        <tbody>
          {imports.map((summary) => (
            <tr key={summary.id}>
              <th scope="row">
                <Link to={`/imports/${encodeURIComponent(summary.id)}`}>{summary.fileName}</Link>
              </th>
              <td>{t(STATE_LABELS[summary.state])}</td>
              <td className="catalog-number">{formatCount(rowsOf(summary), i18n.language)}</td>
              <td>{summary.createdBy}</td>
              <td>
                <time dateTime={summary.createdAt}>{when.format(new Date(summary.createdAt))}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
